// Matrix rows for plans and billing (issue 31), with no Stripe key (the default): the plans are public; an
// organization's billing is its orgadmins', always of the organization they act in (the outsider reads their own, and
// has no way to name another's); the admin, of no organization, uses the admin routes. Payment actions answer 409:
// payments are not set up. The webhook does not exist without Stripe.
import { adminOnly, everyone, type Caller, type MatrixRow, type Outcome, signedIn } from './outcomes.js';

const orgadmins = (outcome: Outcome): Record<Caller, Outcome> => ({
  ...signedIn(403),
  orgadmin: outcome,
  outsider: outcome,
});

const paymentAction = (path: string, payload?: unknown): MatrixRow => ({
  route: `POST /api/v1/subscriptions/${path}`,
  request: () => ({ url: `/api/v1/subscriptions/${path}`, ...(payload === undefined ? {} : { payload }) }),
  expect: orgadmins(409),
});

export const billingRows: MatrixRow[] = [
  {
    route: 'GET /api/v1/subscriptions/plans',
    request: () => ({ url: '/api/v1/subscriptions/plans' }),
    expect: everyone('ok'),
  },
  {
    route: 'GET /api/v1/subscriptions/current',
    request: () => ({ url: '/api/v1/subscriptions/current' }),
    expect: orgadmins('ok'),
  },
  paymentAction('checkout-session', { plan: 'team', interval: 'month', seats: 2 }),
  paymentAction('verify-session', { sessionId: 'cs_test_matrix' }),
  paymentAction('change-plan', { plan: 'team', interval: 'month', seats: 2 }),
  paymentAction('cancel'),
  paymentAction('resume'),
  paymentAction('portal-session'),
  {
    route: 'POST /api/v1/subscriptions/stripe-webhook',
    request: () => ({ url: '/api/v1/subscriptions/stripe-webhook', payload: { id: 'evt_matrix' } }),
    expect: everyone(404),
  },
  {
    route: 'GET /api/v1/admin/organizations/:id/subscription',
    request: (ids) => ({ url: `/api/v1/admin/organizations/${ids.demoOrganizationId}/subscription` }),
    expect: adminOnly,
  },
  {
    // The demo organization's own plan again, so later rows see it as seeded.
    route: 'PUT /api/v1/admin/organizations/:id/subscription',
    request: (ids) => ({
      url: `/api/v1/admin/organizations/${ids.demoOrganizationId}/subscription`,
      payload: { plan: 'business', interval: 'month', seats: 25 },
    }),
    expect: adminOnly,
  },
];
