// Matrix rows for learning certificates (issue 30). No certificate exists here: the public routes answer everyone alike
// (404 for an unknown certificate or list), the learner's routes pass candidates (the role-less caller became one in
// the identity rows) and the admin, and revocation is the admin's.
import { adminOnly, type Caller, everyone, type MatrixRow, type Outcome, signedIn } from './outcomes.js';

const learners: Record<Caller, Outcome> = { ...signedIn(403), candidate: 'ok', noRole: 'ok', admin: 'ok' };
const unknownOfLearner: Record<Caller, Outcome> = { ...signedIn(403), candidate: 404, noRole: 404, admin: 404 };

export const learningCertificateRows: MatrixRow[] = [
  {
    route: 'GET /api/v1/learning/certificates',
    request: () => ({ url: '/api/v1/learning/certificates' }),
    expect: learners,
  },
  {
    route: 'GET /api/v1/learning/certificates/:id/pdf',
    request: () => ({ url: '/api/v1/learning/certificates/matrix-certificate/pdf' }),
    expect: unknownOfLearner,
  },
  {
    route: 'GET /api/v1/credentials/:id',
    request: () => ({ url: '/api/v1/credentials/matrix-certificate' }),
    expect: everyone(404),
  },
  {
    route: 'GET /api/v1/credentials/status/:list',
    request: () => ({ url: '/api/v1/credentials/status/999' }),
    expect: everyone(404),
  },
  {
    route: 'GET /api/v1/admin/learning/certificates',
    request: () => ({ url: '/api/v1/admin/learning/certificates?status=revoked' }),
    expect: adminOnly,
  },
  {
    route: 'POST /api/v1/admin/learning/certificates/:id/revoke',
    request: () => ({
      url: '/api/v1/admin/learning/certificates/matrix-certificate/revoke',
      payload: { reason: 'Matrix check.' },
    }),
    expect: { ...signedIn(403), admin: 404 },
  },
];
