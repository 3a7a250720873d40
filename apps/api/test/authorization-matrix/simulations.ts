// Matrix rows for simulations (issue 32): anyone signed in runs their own; another user's list is 404 unless they
// shared one with an organization the caller reviews (simulations.test.ts proves the sharing). The matrix has no
// simulation of its own, so the rows on one simulation answer 404 to every signed-in caller.
import { type Caller, type MatrixRow, type Outcome, signedIn } from './outcomes.js';

const missing = '/api/v1/simulations/no-such-simulation';
const ownerOnly: Record<Caller, Outcome> = { ...signedIn(404), candidate: 'ok' };

export const simulationRows: MatrixRow[] = [
  {
    route: 'GET /api/v1/simulations/scenarios',
    request: () => ({ url: '/api/v1/simulations/scenarios' }),
    expect: signedIn('ok'),
  },
  {
    route: 'POST /api/v1/simulations',
    request: () => ({ url: '/api/v1/simulations', payload: { scenario: 'no-such-scenario' } }),
    expect: signedIn(404),
  },
  {
    route: 'GET /api/v1/simulations/:userId',
    request: (ids) => ({ url: `/api/v1/simulations/${ids.demoCandidateId}` }),
    expect: ownerOnly,
  },
  {
    route: 'GET /api/v1/simulations/:userId/:id',
    request: (ids) => ({ url: `/api/v1/simulations/${ids.demoCandidateId}/no-such-simulation` }),
    expect: signedIn(404),
  },
  {
    route: 'PATCH /api/v1/simulations/:id',
    request: () => ({ url: missing, payload: { action: 'pause' } }),
    expect: signedIn(404),
  },
  {
    route: 'PUT /api/v1/simulations/:id/stages/:stageKey/work',
    request: () => ({
      url: `${missing}/stages/coding/work`,
      payload: { work: { kind: 'code', language: 'python', code: 'print(1)' } },
    }),
    expect: signedIn(404),
  },
  {
    route: 'POST /api/v1/simulations/:id/stages/:stageKey/test',
    request: () => ({ url: `${missing}/stages/coding/test`, payload: { language: 'python', code: 'print(1)' } }),
    expect: signedIn(404),
  },
  {
    route: 'POST /api/v1/simulations/:id/messages',
    request: () => ({ url: `${missing}/messages`, payload: { body: 'How big can the input be?' } }),
    expect: signedIn(404),
  },
];
