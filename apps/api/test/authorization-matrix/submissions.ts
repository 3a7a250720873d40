// Matrix rows for notifications, the interviewer's submission list, and the candidate's tasks and submissions.
import { demoOrgStaff, everyone, signedIn, type MatrixRow } from './outcomes.js';

export const submissionRows: MatrixRow[] = [
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
];
