import { PRODUCT_NAME_DEFAULT } from '@assay/contracts';

/**
 * The expected outcome of every registered route for every kind of caller. A route missing here fails the
 * matrix test, so each new route states who may call it.
 *
 * Callers: anonymous, each role (all of the demo organization, the admin of none), a user with no role yet,
 * and `outsider`: an orgadmin of another organization. Each expected value is the status code or 'ok' (any 2xx).
 */
export type Caller = 'anonymous' | 'noRole' | 'candidate' | 'interviewer' | 'orgadmin' | 'admin' | 'outsider';
export type Outcome = 'ok' | 400 | 401 | 403 | 404 | 409 | 503;

export interface MatrixRow {
  /** `METHOD url` exactly as registered. */
  route: string;
  /** The request to send: the URL with real ids of the demo organization's resources, and a body. */
  request: (ids: MatrixIds, caller: Caller) => { url: string; payload?: unknown };
  expect: Record<Caller, Outcome>;
  /** Put back before each caller's request what an allowed request uses up (a member removed, an invitation withdrawn). */
  prepare?: 'freshInvitation' | 'spareMember' | 'freshTemplate';
}

export interface MatrixIds {
  demoCandidateId: string;
  outsiderId: string;
  /** The demo organization (the callers' own, except the outsider's). */
  demoOrganizationId: string;
  /** A pending invitation of the demo organization; rows that use it up make a fresh one in `prepare`. */
  invitationId: string;
  /** A member of the demo organization who may be removed; `prepare` adds them back. */
  spareMemberId: string;
  /** A template of the demo organization (a draft); rows that archive it make a fresh one in `prepare`. */
  templateId: string;
  /** An assessment of the demo organization, and the demo candidate's task from it. */
  assessmentId: string;
  candidateTaskId: string;
  /** An attempt at that task; and a second task of the demo candidate, which the submit row closes. */
  submissionId: string;
  submitTaskId: string;
  /** A scored final submission of a third task of the demo candidate, for review; and that task. */
  finalSubmissionId: string;
  reviewedTaskId: string;
}

const everyone = (outcome: Outcome): Record<Caller, Outcome> => ({
  anonymous: outcome,
  noRole: outcome,
  candidate: outcome,
  interviewer: outcome,
  orgadmin: outcome,
  admin: outcome,
  outsider: outcome,
});
const signedIn = (outcome: Outcome): Record<Caller, Outcome> => ({ ...everyone(outcome), anonymous: 401 });
const adminOnly: Record<Caller, Outcome> = { ...signedIn(403), admin: 'ok' };
/** Routes of one organization: the outsider (another organization's orgadmin) gets 404, never the data. */
const demoOrgStaff: Record<Caller, Outcome> = {
  ...signedIn(403),
  interviewer: 'ok',
  orgadmin: 'ok',
  admin: 'ok',
  outsider: 404,
};
const demoOrgAdmin: Record<Caller, Outcome> = { ...signedIn(403), orgadmin: 'ok', admin: 'ok', outsider: 404 };
const org = (ids: MatrixIds, rest = '') => `/api/v1/organizations/${ids.demoOrganizationId}${rest}`;
/** Interviewers, orgadmins and the admin; the outsider has templates of their own. */
const templateAuthors: Record<Caller, Outcome> = {
  ...signedIn(403),
  interviewer: 'ok',
  orgadmin: 'ok',
  admin: 'ok',
  outsider: 'ok',
};
/** The smallest template that saves. */
export const MATRIX_TEMPLATE = {
  title: 'Matrix template',
  difficulty: 'easy',
  languages: [{ language: 'python', starter_code: '', reference_solution: 'print(input())' }],
  tests: [{ id: 't1', name: 'echo', input: 'x\n', expected_output: 'x\n' }],
};
const template = (ids: MatrixIds, rest = '') => `/api/v1/templates/${ids.templateId}${rest}`;

export const authorizationMatrix: MatrixRow[] = [
  { route: 'GET /health', request: () => ({ url: '/health' }), expect: everyone('ok') },
  { route: 'GET /api/v1/health', request: () => ({ url: '/api/v1/health' }), expect: everyone('ok') },
  { route: 'GET /auth/config', request: () => ({ url: '/auth/config' }), expect: everyone('ok') },
  { route: 'GET /auth/*', request: () => ({ url: '/auth/jwks' }), expect: everyone('ok') },
  {
    route: 'POST /auth/*',
    request: () => ({
      url: '/auth/request-password-reset',
      payload: { email: 'nobody@example.test', redirectTo: '/login' },
    }),
    expect: everyone('ok'),
  },
  {
    route: 'POST /auth/sign-up/email',
    request: () => ({ url: '/auth/sign-up/email', payload: { email: 'bad' } }),
    expect: everyone(400),
  },
  {
    route: 'POST /auth/sign-in/email',
    request: (_ids, caller) => ({
      url: '/auth/sign-in/email',
      payload: { email: `nobody-${caller}@example.test`, password: 'wrong-one' },
    }),
    expect: everyone(401),
  },
  { route: 'POST /auth/logout', request: () => ({ url: '/auth/logout', payload: {} }), expect: everyone('ok') },
  {
    // Needs the provider's session cookie, which no bearer replaces.
    route: 'POST /auth/change-password',
    request: () => ({
      url: '/auth/change-password',
      payload: { currentPassword: 'wrong-one', newPassword: 'another-one-1' },
    }),
    expect: everyone(401),
  },
  { route: 'GET /api/v1/users/me', request: () => ({ url: '/api/v1/users/me' }), expect: signedIn('ok') },
  {
    route: 'PATCH /api/v1/users/me',
    request: () => ({ url: '/api/v1/users/me', payload: {} }),
    expect: signedIn('ok'),
  },
  { route: 'PUT /api/v1/users/me', request: () => ({ url: '/api/v1/users/me', payload: {} }), expect: signedIn('ok') },
  { route: 'GET /api/v1/users', request: () => ({ url: '/api/v1/users' }), expect: adminOnly },
  {
    route: 'GET /api/v1/users/me/organizations',
    request: () => ({ url: '/api/v1/users/me/organizations' }),
    expect: signedIn('ok'),
  },
  {
    route: 'GET /api/v1/users/:id',
    request: (ids) => ({ url: `/api/v1/users/${ids.demoCandidateId}` }),
    // The candidate reads themselves; staff of the demo organization read its candidate; the outsider cannot.
    expect: {
      anonymous: 401,
      noRole: 404,
      candidate: 'ok',
      interviewer: 'ok',
      orgadmin: 'ok',
      admin: 'ok',
      outsider: 404,
    },
  },
  {
    route: 'POST /api/v1/users/sync-descope-to-backend',
    request: () => ({ url: '/api/v1/users/sync-descope-to-backend' }),
    expect: signedIn('ok'),
  },
  {
    route: 'POST /api/v1/users/me/role',
    request: () => ({ url: '/api/v1/users/me/role', payload: { role: 'candidate' } }),
    // Only a user without a role may choose one.
    expect: { ...signedIn(409), noRole: 'ok' },
  },
  {
    route: 'POST /api/v1/users/:id/update-role',
    request: (ids) => ({ url: `/api/v1/users/${ids.outsiderId}/update-role?role=orgadmin` }),
    expect: adminOnly,
  },
  {
    route: 'POST /api/v1/users/sync-role',
    request: () => ({ url: '/api/v1/users/sync-role' }),
    expect: signedIn('ok'),
  },
  {
    route: 'POST /api/v1/users/bootstrap-admin',
    request: () => ({ url: '/api/v1/users/bootstrap-admin', payload: { secret: 'wrong' } }),
    expect: signedIn(403),
  },
  // Any signed-in user may run code; an unknown language is refused before anything is queued.
  {
    route: 'POST /api/v1/code-execution/run',
    request: () => ({ url: '/api/v1/code-execution/run', payload: { language: 'cobol', code: 'x' } }),
    expect: signedIn(400),
  },
  {
    route: 'GET /api/v1/code-execution/languages',
    request: () => ({ url: '/api/v1/code-execution/languages' }),
    expect: signedIn('ok'),
  },
  {
    route: 'GET /api/v1/code-execution/status',
    request: () => ({ url: '/api/v1/code-execution/status' }),
    expect: signedIn('ok'),
  },
  { route: 'GET /api/v1/organizations', request: () => ({ url: '/api/v1/organizations' }), expect: signedIn('ok') },
  {
    route: 'POST /api/v1/organizations',
    request: () => ({ url: '/api/v1/organizations', payload: { name: 'Matrix Org' } }),
    // Staff already belong to one; the admin creates without joining.
    expect: { ...signedIn(403), interviewer: 409, orgadmin: 409, outsider: 409, admin: 'ok' },
  },
  {
    route: 'GET /api/v1/organizations/:id',
    request: (ids) => ({ url: org(ids) }),
    expect: { ...signedIn('ok'), noRole: 404, outsider: 404 },
  },
  {
    route: 'PUT /api/v1/organizations/:id',
    request: (ids) => ({ url: org(ids), payload: { name: 'Demo Company' } }),
    expect: demoOrgAdmin,
  },
  {
    route: 'GET /api/v1/organizations/:id/members',
    request: (ids) => ({ url: org(ids, '/members') }),
    expect: demoOrgStaff,
  },
  {
    route: 'PATCH /api/v1/organizations/:id/members/:userId',
    request: (ids) => ({ url: org(ids, `/members/${ids.demoCandidateId}`), payload: { role: 'candidate' } }),
    expect: demoOrgAdmin,
  },
  {
    route: 'DELETE /api/v1/organizations/:id/members/:userId',
    request: (ids) => ({ url: org(ids, `/members/${ids.spareMemberId}`) }),
    expect: demoOrgAdmin,
    prepare: 'spareMember',
  },
  {
    route: 'GET /api/v1/organizations/:id/invitations',
    request: (ids) => ({ url: org(ids, '/invitations') }),
    expect: demoOrgAdmin,
  },
  {
    route: 'GET /api/v1/organizations/:id/activity',
    request: (ids) => ({ url: org(ids, '/activity') }),
    expect: demoOrgAdmin,
  },
  {
    route: 'POST /api/v1/organizations/:id/invitations',
    request: (ids) => ({
      url: org(ids, '/invitations'),
      payload: { email: 'matrix-invitee@example.test', role: 'candidate' },
    }),
    expect: demoOrgAdmin,
  },
  {
    route: 'POST /api/v1/organizations/:id/invitations/:invId/resend',
    request: (ids) => ({ url: org(ids, `/invitations/${ids.invitationId}/resend`) }),
    expect: demoOrgAdmin,
  },
  {
    route: 'GET /api/v1/organizations/:id/invitations/:invId/link',
    request: (ids) => ({ url: org(ids, `/invitations/${ids.invitationId}/link`) }),
    expect: demoOrgAdmin,
  },
  {
    route: 'DELETE /api/v1/organizations/:id/invitations/:invId',
    request: (ids) => ({ url: org(ids, `/invitations/${ids.invitationId}`) }),
    expect: demoOrgAdmin,
    prepare: 'freshInvitation',
  },
  {
    route: 'GET /api/v1/organizations/:id/settings',
    request: (ids) => ({ url: org(ids, '/settings') }),
    expect: demoOrgStaff,
  },
  {
    route: 'PATCH /api/v1/organizations/:id/settings',
    request: (ids) => ({ url: org(ids, '/settings'), payload: { defaultTaskDeadlineDays: 7 } }),
    expect: demoOrgAdmin,
  },
  {
    route: 'POST /api/v1/organizations/invites',
    request: (ids) => ({
      url: '/api/v1/organizations/invites',
      payload: {
        organizationId: ids.demoOrganizationId,
        invitations: [{ email: 'bulk@example.test', role: 'interviewer' }],
      },
    }),
    expect: demoOrgAdmin,
  },
  {
    route: 'GET /api/v1/interviewer/candidates',
    request: () => ({ url: '/api/v1/interviewer/candidates' }),
    // The outsider sees their own organization's (empty) directory; the admin names none and gets an empty one.
    expect: { ...signedIn(403), interviewer: 'ok', orgadmin: 'ok', admin: 'ok', outsider: 'ok' },
  },
  {
    route: 'GET /api/v1/invitations/accept/:token',
    request: () => ({ url: '/api/v1/invitations/accept/not-a-real-token-0000' }),
    expect: everyone(404),
  },
  {
    route: 'POST /api/v1/invitations/accept/:token',
    request: () => ({ url: '/api/v1/invitations/accept/not-a-real-token-0000' }),
    expect: signedIn(404),
  },
  { route: 'GET /api/v1/admin/audit-logs', request: () => ({ url: '/api/v1/admin/audit-logs' }), expect: adminOnly },
  { route: 'GET /api/v1/admin/mails', request: () => ({ url: '/api/v1/admin/mails' }), expect: adminOnly },
  {
    route: 'GET /api/v1/admin/organizations',
    request: () => ({ url: '/api/v1/admin/organizations' }),
    expect: adminOnly,
  },
  {
    route: 'GET /api/v1/admin/organizations/:id',
    request: (ids) => ({ url: `/api/v1/admin/organizations/${ids.demoOrganizationId}` }),
    expect: adminOnly,
  },
  // An organization that does not exist: the admin's 404 shows the guard let them through, and nothing is suspended.
  {
    route: 'POST /api/v1/admin/organizations/:id/suspend',
    request: () => ({ url: '/api/v1/admin/organizations/no-such-org/suspend', payload: { reason: 'Matrix' } }),
    expect: { ...signedIn(403), admin: 404 },
  },
  {
    route: 'POST /api/v1/admin/organizations/:id/restore',
    request: () => ({ url: '/api/v1/admin/organizations/no-such-org/restore', payload: { reason: 'Matrix' } }),
    expect: { ...signedIn(403), admin: 404 },
  },
  {
    route: 'GET /api/v1/organizations/suspension',
    request: () => ({ url: '/api/v1/organizations/suspension' }),
    expect: signedIn('ok'),
  },
  { route: 'GET /api/v1/product', request: () => ({ url: '/api/v1/product' }), expect: everyone('ok') },
  { route: 'GET /api/v1/admin/settings', request: () => ({ url: '/api/v1/admin/settings' }), expect: adminOnly },
  // The test app's own defaults, so the admin's change changes nothing.
  {
    route: 'PUT /api/v1/admin/settings',
    request: () => ({
      url: '/api/v1/admin/settings',
      payload: { productName: PRODUCT_NAME_DEFAULT, signUp: 'open', rateLimitMax: 100000, rateLimitWindowSeconds: 60 },
    }),
    expect: adminOnly,
  },
  { route: 'GET /api/v1/admin/metrics', request: () => ({ url: '/api/v1/admin/metrics' }), expect: adminOnly },
  { route: 'GET /api/v1/admin/stats', request: () => ({ url: '/api/v1/admin/stats' }), expect: adminOnly },
  { route: 'GET /api/v1/admin/errors', request: () => ({ url: '/api/v1/admin/errors' }), expect: adminOnly },
  { route: 'GET /api/v1/admin/vitals', request: () => ({ url: '/api/v1/admin/vitals' }), expect: adminOnly },
  // Errors and vitals happen before sign-in too: anyone may report them.
  {
    route: 'GET /api/v1/telemetry/config',
    request: () => ({ url: '/api/v1/telemetry/config' }),
    expect: everyone('ok'),
  },
  {
    route: 'POST /api/v1/telemetry/errors',
    request: () => ({
      url: '/api/v1/telemetry/errors',
      payload: { kind: 'error', message: 'matrix probe', url: '/matrix' },
    }),
    expect: everyone('ok'),
  },
  {
    route: 'POST /api/v1/telemetry/vitals',
    request: () => ({
      url: '/api/v1/telemetry/vitals',
      payload: { page: '/matrix', metrics: [{ name: 'LCP', value: 1200 }] },
    }),
    expect: everyone('ok'),
  },
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
  // Notifications: everyone signed in has their own; another's id is simply not found.
  {
    route: 'GET /api/v1/notifications',
    request: () => ({ url: '/api/v1/notifications?unread_only=true&limit=5' }),
    expect: signedIn('ok'),
  },
  {
    route: 'POST /api/v1/notifications/:id/read',
    request: () => ({ url: '/api/v1/notifications/no-such-notification/read' }),
    expect: signedIn(404),
  },
  {
    route: 'POST /api/v1/notifications/read-all',
    request: () => ({ url: '/api/v1/notifications/read-all' }),
    expect: signedIn('ok'),
  },
  {
    route: 'GET /api/v1/notifications/settings',
    request: () => ({ url: '/api/v1/notifications/settings' }),
    expect: signedIn('ok'),
  },
  {
    route: 'PATCH /api/v1/notifications/settings',
    request: () => ({
      url: '/api/v1/notifications/settings',
      payload: { settings: [{ kind: 'role_changed', mail: true }] },
    }),
    expect: signedIn('ok'),
  },
  {
    route: 'POST /api/v1/notifications/stream-ticket',
    request: () => ({ url: '/api/v1/notifications/stream-ticket' }),
    expect: signedIn('ok'),
  },
  // The stream is opened by a ticket, not a bearer token: a forged one is refused to everyone.
  {
    route: 'GET /api/v1/notifications/stream',
    request: () => ({ url: '/api/v1/notifications/stream?ticket=forged.ticket' }),
    expect: everyone(401),
  },
  {
    route: 'GET /api/v1/interviewer/tasks/:id/submissions',
    request: (ids) => ({ url: `/api/v1/interviewer/tasks/${ids.assessmentId}/submissions` }),
    expect: { ...demoOrgStaff, admin: 403 },
  },
  {
    route: 'GET /api/v1/candidate/dashboard',
    request: () => ({ url: '/api/v1/candidate/dashboard' }),
    expect: { ...signedIn(403), candidate: 'ok', noRole: 'ok', admin: 'ok' },
  },
  {
    route: 'GET /api/v1/candidate/practice',
    request: () => ({ url: '/api/v1/candidate/practice' }),
    expect: { ...signedIn(403), candidate: 'ok', noRole: 'ok', admin: 'ok' },
  },
  {
    route: 'GET /api/v1/candidate/tasks',
    request: () => ({ url: '/api/v1/candidate/tasks' }),
    expect: { ...signedIn(403), candidate: 'ok' },
  },
  // A task is its candidate's alone: anyone else who passes the role check finds nothing (the role-less caller has
  // become a candidate by the row of POST /users/me/role above).
  {
    route: 'GET /api/v1/candidate/tasks/:id',
    request: (ids) => ({ url: `/api/v1/candidate/tasks/${ids.candidateTaskId}` }),
    expect: { ...signedIn(403), candidate: 'ok', admin: 404, noRole: 404 },
  },
  {
    route: 'POST /api/v1/candidate/tasks/:id/start',
    request: (ids) => ({ url: `/api/v1/candidate/tasks/${ids.candidateTaskId}/start` }),
    expect: { ...signedIn(403), candidate: 'ok', admin: 404, noRole: 404 },
  },
  // This app forks no runner: the candidate hears that code cannot run right now.
  {
    route: 'POST /api/v1/candidate/tasks/:id/run',
    request: (ids) => ({
      url: `/api/v1/candidate/tasks/${ids.candidateTaskId}/run`,
      payload: { language: 'python', code: 'print(1)', input: '' },
    }),
    expect: { ...signedIn(403), candidate: 503, admin: 404, noRole: 404 },
  },
  // This app forks no runner: the candidate hears that code cannot run right now.
  {
    route: 'POST /api/v1/candidate/tasks/:id/test',
    request: (ids) => ({
      url: `/api/v1/candidate/tasks/${ids.candidateTaskId}/test`,
      payload: { language: 'python', code: 'print(1)' },
    }),
    expect: { ...signedIn(403), candidate: 503, admin: 404, noRole: 404 },
  },
  {
    route: 'PUT /api/v1/candidate/tasks/:id/draft',
    request: (ids) => ({
      url: `/api/v1/candidate/tasks/${ids.candidateTaskId}/draft`,
      payload: { language: 'python', code: 'print(1)' },
    }),
    expect: { ...signedIn(403), candidate: 'ok', admin: 404, noRole: 404 },
  },
  {
    route: 'POST /api/v1/candidate/tasks/:id/submissions',
    request: (ids) => ({
      url: `/api/v1/candidate/tasks/${ids.candidateTaskId}/submissions`,
      payload: { language: 'python', code: 'print(1)' },
    }),
    expect: { ...signedIn(403), candidate: 'ok', admin: 404, noRole: 404 },
  },
  {
    route: 'GET /api/v1/candidate/tasks/:id/submissions',
    request: (ids) => ({ url: `/api/v1/candidate/tasks/${ids.candidateTaskId}/submissions` }),
    expect: { ...signedIn(403), candidate: 'ok', admin: 404, noRole: 404 },
  },
  {
    route: 'GET /api/v1/candidate/tasks/:id/submissions/:subId',
    request: (ids) => ({ url: `/api/v1/candidate/tasks/${ids.candidateTaskId}/submissions/${ids.submissionId}` }),
    expect: { ...signedIn(403), candidate: 'ok', admin: 404, noRole: 404 },
  },
  // "My submissions": every caller who passes the role check gets their own list (the admin's and the now-candidate
  // role-less caller's are theirs, empty or not); never anyone else's.
  {
    route: 'GET /api/v1/candidate/submissions',
    request: () => ({ url: '/api/v1/candidate/submissions' }),
    expect: { ...signedIn(403), candidate: 'ok', admin: 'ok', noRole: 'ok' },
  },
  {
    route: 'POST /api/v1/candidate/tasks/:id/submit',
    request: (ids) => ({
      url: `/api/v1/candidate/tasks/${ids.submitTaskId}/submit`,
      payload: { language: 'python', code: 'print(1)' },
    }),
    expect: { ...signedIn(403), candidate: 'ok', admin: 404, noRole: 404 },
  },
  // Review of the demo organization's final submissions, in the order a review goes. The interviewer takes it first,
  // so the orgadmin after them is told someone is reviewing (409) and may not change it (403). The admin acts in no
  // organization; the outsider's own list is empty and the submission is not found to them.
  {
    route: 'GET /api/v1/evaluation/submissions',
    request: () => ({ url: '/api/v1/evaluation/submissions?status=pending' }),
    expect: { ...demoOrgStaff, admin: 403, outsider: 'ok' },
  },
  {
    route: 'GET /api/v1/evaluation/submissions/:id',
    request: (ids) => ({ url: `/api/v1/evaluation/submissions/${ids.finalSubmissionId}` }),
    expect: { ...demoOrgStaff, admin: 403 },
  },
  {
    route: 'POST /api/v1/evaluation/submissions/:id/start',
    request: (ids) => ({ url: `/api/v1/evaluation/submissions/${ids.finalSubmissionId}/start` }),
    expect: { ...demoOrgStaff, orgadmin: 409, admin: 403 },
  },
  {
    route: 'PUT /api/v1/evaluation/submissions/:id/review',
    request: (ids) => ({
      url: `/api/v1/evaluation/submissions/${ids.finalSubmissionId}/review`,
      payload: {
        rubric_scores: [
          { criterion: 0, score: 4 },
          { criterion: 1, score: 4 },
        ],
      },
    }),
    expect: { ...demoOrgStaff, orgadmin: 403, admin: 403 },
  },
  {
    route: 'POST /api/v1/evaluation/submissions/:id/comments',
    request: (ids) => ({
      url: `/api/v1/evaluation/submissions/${ids.finalSubmissionId}/comments`,
      payload: { line: 1, body: 'Good start.' },
    }),
    expect: { ...demoOrgStaff, orgadmin: 403, admin: 403 },
  },
  {
    route: 'DELETE /api/v1/evaluation/submissions/:id/comments/:commentId',
    request: (ids) => ({ url: `/api/v1/evaluation/submissions/${ids.finalSubmissionId}/comments/no-such-comment` }),
    expect: { ...demoOrgStaff, interviewer: 404, orgadmin: 403, admin: 403 },
  },
  {
    route: 'POST /api/v1/evaluation/submissions/:id/decision',
    request: (ids) => ({
      url: `/api/v1/evaluation/submissions/${ids.finalSubmissionId}/decision`,
      payload: { decision: 'hold' },
    }),
    expect: { ...demoOrgStaff, orgadmin: 403, admin: 403 },
  },
  {
    route: 'POST /api/v1/evaluation/submissions/:id/release',
    request: (ids) => ({
      url: `/api/v1/evaluation/submissions/${ids.finalSubmissionId}/release`,
      payload: { feedback: 'Thank you.' },
    }),
    expect: { ...demoOrgStaff, orgadmin: 403, admin: 403 },
  },
  // The reviewer's report (issue 25, item 7): staff of the task's organization only; the outsider is not told it exists.
  {
    route: 'GET /api/v1/evaluation/submissions/:id/attempts',
    request: (ids) => ({ url: `/api/v1/evaluation/submissions/${ids.finalSubmissionId}/attempts` }),
    expect: { ...demoOrgStaff, admin: 403 },
  },
  {
    route: 'GET /api/v1/evaluation/submissions/:id/report',
    request: (ids) => ({ url: `/api/v1/evaluation/submissions/${ids.finalSubmissionId}/report` }),
    expect: { ...demoOrgStaff, admin: 403 },
  },
  {
    route: 'GET /api/v1/evaluation/submissions/:id/report.pdf',
    request: (ids) => ({ url: `/api/v1/evaluation/submissions/${ids.finalSubmissionId}/report.pdf` }),
    expect: { ...demoOrgStaff, admin: 403 },
  },
  {
    route: 'GET /api/v1/evaluation/submissions/:id/report/links',
    request: (ids) => ({ url: `/api/v1/evaluation/submissions/${ids.finalSubmissionId}/report/links` }),
    expect: { ...demoOrgStaff, admin: 403 },
  },
  {
    route: 'POST /api/v1/evaluation/submissions/:id/report/links',
    request: (ids) => ({
      url: `/api/v1/evaluation/submissions/${ids.finalSubmissionId}/report/links`,
      payload: { expires_in_days: 1 },
    }),
    expect: { ...demoOrgStaff, admin: 403 },
  },
  {
    route: 'DELETE /api/v1/evaluation/submissions/:id/report/links/:linkId',
    request: (ids) => ({ url: `/api/v1/evaluation/submissions/${ids.finalSubmissionId}/report/links/no-such-link` }),
    expect: { ...demoOrgStaff, interviewer: 404, orgadmin: 404, admin: 403 },
  },
  // Signed out by design: the signed token is the credential, and a token that is not one is refused to everyone.
  {
    route: 'GET /api/v1/shared/reports/:token',
    request: () => ({ url: '/api/v1/shared/reports/not-a-token' }),
    expect: everyone(404),
  },
  {
    route: 'GET /api/v1/shared/reports/:token/pdf',
    request: () => ({ url: '/api/v1/shared/reports/not-a-token/pdf' }),
    expect: everyone(404),
  },
  {
    route: 'GET /api/v1/candidate/tasks/:id/feedback',
    request: (ids) => ({ url: `/api/v1/candidate/tasks/${ids.reviewedTaskId}/feedback` }),
    expect: { ...signedIn(403), candidate: 'ok', admin: 404, noRole: 404 },
  },
  // On the bare host (SPEC.md); the admin may re-evaluate any task.
  {
    route: 'POST /tasks/:id/evaluate',
    request: (ids) => ({ url: `/tasks/${ids.reviewedTaskId}/evaluate` }),
    expect: demoOrgStaff,
  },
  // Analytics (issue 26): the organization's and a task's figures are staff's; a person's figures their own, or a
  // candidate's of the caller's organization (the user with no role passes the candidate guard, as on the feedback
  // route, and is not the demo candidate); the outsider reaches none of the demo organization's.
  {
    route: 'GET /api/v1/analytics/org/:id',
    request: (ids) => ({ url: `/api/v1/analytics/org/${ids.demoOrganizationId}` }),
    expect: demoOrgStaff,
  },
  {
    route: 'GET /api/v1/analytics/task/:id',
    request: (ids) => ({ url: `/api/v1/analytics/task/${ids.assessmentId}` }),
    expect: demoOrgStaff,
  },
  {
    route: 'GET /api/v1/analytics/user/:id',
    request: (ids) => ({ url: `/api/v1/analytics/user/${ids.demoCandidateId}` }),
    expect: { ...demoOrgStaff, candidate: 'ok', noRole: 404 },
  },
  {
    route: 'GET /api/v1/analytics/performance',
    request: () => ({ url: '/api/v1/analytics/performance?period=7d' }),
    expect: signedIn('ok'),
  },
];
