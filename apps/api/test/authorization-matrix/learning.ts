// Matrix rows for learning paths (issue 30). Candidates follow them (the role-less caller became one in the identity
// rows) and the admin passes the candidate guard; authoring is the admin's. The learner's rows run in the order a
// learner goes: enroll, then the steps.
import { MATRIX_PATH, adminOnly, type Caller, type MatrixRow, type Outcome, signedIn } from './outcomes.js';

const learners: Record<Caller, Outcome> = { ...signedIn(403), candidate: 'ok', noRole: 'ok', admin: 'ok' };
const path = (ids: { learningPathId: string }, rest = '') => `/api/v1/learning/paths/${ids.learningPathId}${rest}`;
const admin = (ids: { learningPathId: string }, rest = '') =>
  `/api/v1/admin/learning/paths/${ids.learningPathId}${rest}`;

export const learningRows: MatrixRow[] = [
  { route: 'GET /api/v1/learning/paths', request: () => ({ url: '/api/v1/learning/paths' }), expect: learners },
  { route: 'GET /api/v1/learning/paths/:id', request: (ids) => ({ url: path(ids) }), expect: learners },
  {
    route: 'POST /api/v1/learning/paths/:id/enroll',
    request: (ids) => ({ url: path(ids, '/enroll') }),
    expect: learners,
  },
  {
    route: 'POST /api/v1/learning/paths/:id/upgrade',
    request: (ids) => ({ url: path(ids, '/upgrade') }),
    expect: learners,
  },
  {
    route: 'GET /api/v1/learning/paths/:id/steps/:stepKey',
    request: (ids) => ({ url: path(ids, '/steps/read') }),
    expect: learners,
  },
  {
    route: 'POST /api/v1/learning/paths/:id/steps/:stepKey/complete',
    request: (ids) => ({ url: path(ids, '/steps/read/complete') }),
    expect: learners,
  },
  {
    route: 'POST /api/v1/learning/paths/:id/steps/:stepKey/quiz',
    request: (ids) => ({ url: path(ids, '/steps/quiz/quiz'), payload: { answers: { q: ['n'] } } }),
    expect: learners,
  },
  {
    route: 'POST /api/v1/learning/paths/:id/time',
    request: (ids) => ({ url: path(ids, '/time'), payload: { step_key: 'read', seconds: 30 } }),
    expect: learners,
  },
  {
    route: 'GET /api/v1/learning/progress/:id',
    request: (ids) => ({ url: `/api/v1/learning/progress/${ids.learningPathId}` }),
    expect: learners,
  },
  { route: 'GET /api/v1/learning/me', request: () => ({ url: '/api/v1/learning/me' }), expect: learners },
  {
    route: 'PUT /api/v1/learning/me/goal',
    request: () => ({ url: '/api/v1/learning/me/goal', payload: { daily_goal: 4 } }),
    expect: learners,
  },
  { route: 'GET /api/v1/learning/resources', request: () => ({ url: '/api/v1/learning/resources' }), expect: learners },
  {
    route: 'GET /api/v1/admin/learning/paths',
    request: () => ({ url: '/api/v1/admin/learning/paths' }),
    expect: adminOnly,
  },
  {
    route: 'POST /api/v1/admin/learning/paths',
    request: () => ({ url: '/api/v1/admin/learning/paths', payload: { title: 'Another path' } }),
    expect: adminOnly,
  },
  { route: 'GET /api/v1/admin/learning/paths/:id', request: (ids) => ({ url: admin(ids) }), expect: adminOnly },
  {
    route: 'PUT /api/v1/admin/learning/paths/:id/draft',
    request: (ids) => ({ url: admin(ids, '/draft'), payload: { ...MATRIX_PATH, title: 'Matrix path, edited' } }),
    expect: adminOnly,
  },
  {
    route: 'POST /api/v1/admin/learning/paths/:id/publish',
    request: (ids) => ({ url: admin(ids, '/publish') }),
    expect: adminOnly,
  },
  {
    route: 'POST /api/v1/admin/learning/paths/:id/retire',
    request: (ids) => ({ url: admin(ids, '/retire') }),
    expect: adminOnly,
  },
  {
    route: 'POST /api/v1/admin/learning/paths/:id/restore',
    request: (ids) => ({ url: admin(ids, '/restore') }),
    expect: adminOnly,
  },
  {
    route: 'GET /api/v1/admin/learning/paths/:id/funnel',
    request: (ids) => ({ url: admin(ids, '/funnel') }),
    expect: adminOnly,
  },
];
