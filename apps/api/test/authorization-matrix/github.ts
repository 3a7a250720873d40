// Matrix rows for the GitHub connection (issue 28): every signed-in user connects their own account. The tests' GitHub
// is unreachable (GITHUB_API_URL on a closed loopback port), so a token that passes validation is checked with GitHub
// and answers 502: the route was reached.
import { type Caller, everyone, type MatrixRow, type Outcome, signedIn } from './outcomes.js';

const token = { token: 'ghp_matrixmatrixmatrixmatrixmatrixmatrix' };

/** Imports are an orgadmin's (the admin's for the platform); nobody here has connected GitHub, which answers 401. */
const importers = (allowed: Outcome): Record<Caller, Outcome> => ({
  ...signedIn(403),
  orgadmin: allowed,
  admin: allowed,
  outsider: allowed,
});
const repository = { repository_url: 'octo-org/hello-world' };
/** A pull-request challenge id nobody published: reaching the route answers 404. */
const challenge = 'github_pr_1_1767225600.000';

export const githubRows: MatrixRow[] = [
  { route: 'GET /api/v1/github/profile', request: () => ({ url: '/api/v1/github/profile' }), expect: signedIn('ok') },
  {
    route: 'GET /api/v1/github/user-token',
    request: () => ({ url: '/api/v1/github/user-token' }),
    expect: signedIn('ok'),
  },
  {
    route: 'POST /api/v1/github/connect',
    request: () => ({ url: '/api/v1/github/connect', payload: token }),
    expect: signedIn(502),
  },
  {
    route: 'POST /api/v1/github/update-token',
    request: () => ({ url: '/api/v1/github/update-token', payload: token }),
    expect: signedIn(502),
  },
  {
    route: 'POST /api/v1/github/user-token',
    request: () => ({ url: '/api/v1/github/user-token', payload: token }),
    expect: signedIn(502),
  },
  {
    route: 'POST /api/v1/github/disconnect',
    request: () => ({ url: '/api/v1/github/disconnect', payload: {} }),
    expect: signedIn('ok'),
  },
  {
    route: 'POST /api/v1/github/test-repository',
    request: () => ({ url: '/api/v1/github/test-repository', payload: repository }),
    expect: importers(401),
  },
  {
    route: 'POST /api/v1/github/repository',
    request: () => ({ url: '/api/v1/github/repository', payload: repository }),
    expect: importers(401),
  },
  {
    route: 'POST /api/v1/github/import-pull-requests',
    request: () => ({
      url: '/api/v1/github/import-pull-requests',
      payload: { repositories: ['octo-org/hello-world'] },
    }),
    expect: importers(401),
  },
  {
    route: 'GET /api/v1/github/repositories',
    request: () => ({ url: '/api/v1/github/repositories' }),
    expect: importers('ok'),
  },
  {
    route: 'GET /api/v1/github/pull-requests',
    request: () => ({ url: '/api/v1/github/pull-requests' }),
    expect: importers('ok'),
  },
  // Pull-request challenges: publishing is an orgadmin's (the admin's); nothing is imported here, so 404.
  {
    route: 'POST /api/v1/github/test-repository-tasks',
    request: () => ({ url: '/api/v1/github/test-repository-tasks', payload: { repository: 'octo-org/hello-world' } }),
    expect: importers(404),
  },
  {
    route: 'POST /api/v1/github/import-pr-as-task',
    request: () => ({ url: '/api/v1/github/import-pr-as-task', payload: { pull_request_id: 'none', kind: 'review' } }),
    expect: importers(404),
  },
  {
    route: 'POST /api/v1/github/tasks',
    request: () => ({ url: '/api/v1/github/tasks', payload: { pull_request_ids: ['none'], kind: 'review' } }),
    expect: importers(404),
  },
  {
    route: 'POST /api/v1/github/repository-pr-tasks',
    request: () => ({
      url: '/api/v1/github/repository-pr-tasks',
      payload: { repository: 'octo-org/hello-world', kind: 'review' },
    }),
    expect: importers(404),
  },
  { route: 'GET /api/v1/github/tasks', request: () => ({ url: '/api/v1/github/tasks' }), expect: signedIn('ok') },
  {
    route: 'GET /api/v1/public/github-tasks/:id/file',
    request: () => ({ url: `/api/v1/public/github-tasks/${challenge}/file?path=README.md` }),
    expect: everyone(404),
  },
  {
    route: 'POST /api/v1/public/github-tasks/:id/run',
    request: () => ({ url: `/api/v1/public/github-tasks/${challenge}/run`, payload: { files: [] } }),
    expect: everyone(404),
  },
  {
    route: 'POST /api/v1/github/tasks/:id/attempts',
    request: () => ({
      url: `/api/v1/github/tasks/${challenge}/attempts`,
      payload: { comments: [{ path: 'a.js', line: 1, body: 'A comment.' }] },
    }),
    expect: signedIn(404),
  },
  {
    route: 'GET /api/v1/github/tasks/:id/attempts',
    request: () => ({ url: `/api/v1/github/tasks/${challenge}/attempts` }),
    expect: signedIn(404),
  },
  {
    route: 'GET /api/v1/public/comments',
    request: () => ({ url: `/api/v1/public/comments?taskId=${challenge}` }),
    expect: everyone(404),
  },
];
