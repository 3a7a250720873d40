import type { CurrentSubscription, Plan, PlansResponse } from '@assay/contracts';

const limits = (values: [number | null, number | null, number | null, number | null, number | null]) => ({
  interviewerSeats: values[0],
  assessmentsPerMonth: values[1],
  codeRunsPerMonth: values[2],
  prChallenges: values[3],
  analyticsHistoryDays: values[4],
});

export const freePlan: Plan = {
  key: 'free',
  name: 'Free',
  description: 'For trying Assay.',
  currency: 'usd',
  priceMonthly: 0,
  priceYearly: 0,
  perSeat: false,
  limits: limits([2, 5, 500, 0, 30]),
  features: ['Reviews and reports'],
  selfServe: true,
};
export const teamPlan: Plan = {
  key: 'team',
  name: 'Team',
  description: 'For a hiring team.',
  currency: 'usd',
  priceMonthly: 4_900,
  priceYearly: 49_000,
  perSeat: true,
  limits: limits([10, 100, 10_000, 5, 180]),
  features: ['GitHub pull-request challenges'],
  selfServe: true,
};
export const enterprisePlan: Plan = {
  key: 'enterprise',
  name: 'Enterprise',
  description: 'No limits.',
  currency: 'usd',
  priceMonthly: null,
  priceYearly: null,
  perSeat: false,
  limits: limits([null, null, null, null, null]),
  features: ['Single sign-on'],
  selfServe: false,
};

export const samplePlans = (payments: PlansResponse['payments'] = 'stripe'): PlansResponse => ({
  plans: [freePlan, teamPlan, enterprisePlan],
  payments,
});

export function sampleSubscription(overrides: Partial<CurrentSubscription> = {}): CurrentSubscription {
  return {
    organizationId: 'org-1',
    organizationName: 'Acme Hiring',
    plan: freePlan,
    interval: 'month',
    seats: 1,
    status: 'active',
    source: 'default',
    cancelAtPeriodEnd: false,
    currentPeriodEnd: null,
    usage: [
      {
        key: 'interviewerSeats',
        label: 'Interviewer seats',
        used: 2,
        limit: 2,
        over: false,
        resetsAt: null,
      },
      {
        key: 'assessmentsPerMonth',
        label: 'Assessments sent per month',
        used: 7,
        limit: 5,
        over: true,
        resetsAt: '2027-01-01T00:00:00.000Z',
      },
      { key: 'codeRunsPerMonth', label: 'Code runs per month', used: 40, limit: null, over: false, resetsAt: null },
    ],
    nextInvoice: null,
    invoices: [],
    payments: 'stripe',
    ...overrides,
  };
}
