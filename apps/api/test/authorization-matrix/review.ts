// Matrix rows for review of final submissions, reports (shared ones too), feedback, re-evaluation and analytics.
import { demoOrgStaff, everyone, signedIn, type MatrixRow } from './outcomes.js';

export const reviewRows: MatrixRow[] = [
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
