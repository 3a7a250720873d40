// Matrix rows for templates, assessments, tasks, public practice tasks and search.
import {
  demoOrgStaff,
  everyone,
  MATRIX_TEMPLATE,
  signedIn,
  template,
  templateAuthors,
  type MatrixRow,
} from './outcomes.js';

export const templateRows: MatrixRow[] = [
  { route: 'GET /api/v1/templates', request: () => ({ url: '/api/v1/templates' }), expect: templateAuthors },
  // The admin's becomes a platform template; anyone else's their organization's.
  {
    route: 'POST /api/v1/templates',
    request: () => ({ url: '/api/v1/templates', payload: MATRIX_TEMPLATE }),
    expect: templateAuthors,
  },
  { route: 'GET /api/v1/templates/:id', request: (ids) => ({ url: template(ids) }), expect: demoOrgStaff },
  {
    route: 'PUT /api/v1/templates/:id',
    request: (ids) => ({ url: template(ids), payload: MATRIX_TEMPLATE }),
    expect: demoOrgStaff,
  },
  {
    route: 'DELETE /api/v1/templates/:id',
    request: (ids) => ({ url: template(ids) }),
    expect: demoOrgStaff,
    prepare: 'freshTemplate',
  },
  // This app forks no runner, so those allowed in hear that code cannot run right now.
  {
    route: 'POST /api/v1/templates/:id/validate',
    request: (ids) => ({ url: template(ids, '/validate') }),
    expect: { ...demoOrgStaff, interviewer: 503, orgadmin: 503, admin: 503 },
  },
  {
    route: 'POST /api/v1/templates/:id/publish',
    request: (ids) => ({ url: template(ids, '/publish') }),
    expect: { ...demoOrgStaff, interviewer: 503, orgadmin: 503, admin: 503 },
  },
  {
    route: 'POST /api/v1/templates/:id/try',
    request: (ids) => ({
      url: template(ids, '/try'),
      payload: { code: 'print(input())', language: 'python', source: 'draft' },
    }),
    expect: { ...demoOrgStaff, interviewer: 503, orgadmin: 503, admin: 503 },
  },
  {
    route: 'GET /api/v1/templates/:id/versions',
    request: (ids) => ({ url: template(ids, '/versions') }),
    expect: demoOrgStaff,
  },
  // A copy belongs to the caller's organization: the admin, of none, is refused.
  {
    route: 'POST /api/v1/templates/:id/duplicate',
    request: (ids) => ({ url: template(ids, '/duplicate') }),
    expect: { ...demoOrgStaff, admin: 403 },
  },
  {
    route: 'GET /api/v1/public/templates',
    request: () => ({ url: '/api/v1/public/templates' }),
    expect: everyone('ok'),
  },
  // Assessments belong to the organization the caller acts in; the admin acts in none.
  {
    route: 'GET /api/v1/interviewer/tasks',
    request: () => ({ url: '/api/v1/interviewer/tasks' }),
    expect: { ...templateAuthors, admin: 403 },
  },
  {
    route: 'POST /api/v1/interviewer/tasks',
    request: () => ({ url: '/api/v1/interviewer/tasks', payload: { template_id: 'platform-fizzbuzz' } }),
    expect: { ...templateAuthors, admin: 403 },
  },
  {
    route: 'POST /api/v1/interviewer/tasks/assign',
    request: (ids) => ({
      url: '/api/v1/interviewer/tasks/assign',
      payload: { assessment_id: ids.assessmentId, candidate_emails: ['candidate@demo.assay.dev'] },
    }),
    expect: { ...demoOrgStaff, admin: 403 },
  },
  {
    route: 'PATCH /api/v1/interviewer/tasks/:id',
    request: (ids) => ({
      url: `/api/v1/interviewer/tasks/${ids.assessmentId}`,
      payload: { instructions: 'Read carefully.' },
    }),
    expect: { ...demoOrgStaff, admin: 403 },
  },
  // Tasks one by one: the organization's staff; the admin reads every organization's but gives none (acting in none).
  { route: 'GET /api/v1/tasks', request: () => ({ url: '/api/v1/tasks' }), expect: templateAuthors },
  {
    route: 'GET /api/v1/tasks/stats',
    request: () => ({ url: '/api/v1/tasks/stats' }),
    expect: { ...templateAuthors, admin: 400 },
  },
  // The outsider's organization invites the demo candidate, who is not in it (202, a 2xx).
  {
    route: 'POST /api/v1/tasks',
    request: () => ({
      url: '/api/v1/tasks',
      payload: { template_id: 'platform-fizzbuzz', candidate_email: 'candidate@demo.assay.dev' },
    }),
    expect: { ...templateAuthors, admin: 403 },
  },
  {
    route: 'POST /api/v1/tasks/:id/fork',
    request: (ids, caller) => ({
      url: `/api/v1/tasks/${ids.candidateTaskId}/fork`,
      payload: { candidate_email: `fork-${caller}@example.test` },
    }),
    expect: { ...demoOrgStaff, admin: 403 },
  },
  {
    route: 'GET /api/v1/tasks/:id/linked',
    request: (ids) => ({ url: `/api/v1/tasks/${ids.candidateTaskId}/linked` }),
    expect: demoOrgStaff,
  },
  { route: 'GET /api/v1/public/tasks', request: () => ({ url: '/api/v1/public/tasks' }), expect: everyone('ok') },
  {
    route: 'GET /api/v1/public/tasks/:id',
    request: () => ({ url: '/api/v1/public/tasks/platform-fizzbuzz' }),
    expect: everyone('ok'),
  },
  // A practice task is a candidate's (the admin passes every role check; the role-less caller has become a candidate).
  {
    route: 'POST /api/v1/public/tasks',
    request: () => ({ url: '/api/v1/public/tasks', payload: { template_id: 'platform-fizzbuzz' } }),
    expect: { ...signedIn(403), candidate: 'ok', noRole: 'ok', admin: 'ok' },
  },
  { route: 'GET /api/v1/search', request: () => ({ url: '/api/v1/search?q=fizz' }), expect: signedIn('ok') },
];
