// Matrix rows for onboarding (issue 31): any signed-in caller reads and dismisses their own checklist; the admin and a
// role-less user get one with no steps.
import { type MatrixRow, signedIn } from './outcomes.js';

export const onboardingRows: MatrixRow[] = [
  {
    route: 'GET /api/v1/onboarding/status',
    request: () => ({ url: '/api/v1/onboarding/status' }),
    expect: signedIn('ok'),
  },
  {
    route: 'POST /api/v1/onboarding/complete',
    request: () => ({ url: '/api/v1/onboarding/complete', payload: {} }),
    expect: signedIn('ok'),
  },
];
