// Matrix rows for health, sign-in (/auth), users and code execution.
import { adminOnly, everyone, signedIn, type MatrixRow } from './outcomes.js';

export const identityRows: MatrixRow[] = [
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
];
