import type { Plan } from '@assay/contracts';

/**
 * The plans a new install starts with (issue 31: Free, Team, Business, Enterprise). Seeded into `billing_plans` once;
 * after that the table is the truth, so an operator's changes to prices or limits survive restarts. Prices are US
 * cents; Team and Business are priced per interviewer seat, a year costing ten months.
 */
export const PLAN_CATALOGUE: (Plan & { sortOrder: number })[] = [
  {
    key: 'free',
    name: 'Free',
    description: 'For trying Assay with a colleague: a handful of assessments a month.',
    currency: 'usd',
    priceMonthly: 0,
    priceYearly: 0,
    perSeat: false,
    limits: {
      interviewerSeats: 2,
      assessmentsPerMonth: 5,
      codeRunsPerMonth: 500,
      prChallenges: 0,
      analyticsHistoryDays: 30,
    },
    features: ['Challenge library and templates', 'Sandboxed runs in eight languages and SQL', 'Reviews and reports'],
    selfServe: true,
    sortOrder: 0,
  },
  {
    key: 'team',
    name: 'Team',
    description: 'For a hiring team running assessments every week.',
    currency: 'usd',
    priceMonthly: 4_900,
    priceYearly: 49_000,
    perSeat: true,
    limits: {
      interviewerSeats: 10,
      assessmentsPerMonth: 100,
      codeRunsPerMonth: 10_000,
      prChallenges: 5,
      analyticsHistoryDays: 180,
    },
    features: ['Everything in Free', 'GitHub pull-request challenges', 'Six months of analytics'],
    selfServe: true,
    sortOrder: 1,
  },
  {
    key: 'business',
    name: 'Business',
    description: 'For companies hiring across several teams.',
    currency: 'usd',
    priceMonthly: 9_900,
    priceYearly: 99_000,
    perSeat: true,
    limits: {
      interviewerSeats: 50,
      assessmentsPerMonth: 1_000,
      codeRunsPerMonth: 100_000,
      prChallenges: 50,
      analyticsHistoryDays: 730,
    },
    features: ['Everything in Team', 'Integrity and behavioral analysis', 'Two years of analytics'],
    selfServe: true,
    sortOrder: 2,
  },
  {
    key: 'enterprise',
    name: 'Enterprise',
    description: 'No limits, single sign-on and invoicing by agreement. Assigned by the platform team.',
    currency: 'usd',
    priceMonthly: null,
    priceYearly: null,
    perSeat: false,
    limits: {
      interviewerSeats: null,
      assessmentsPerMonth: null,
      codeRunsPerMonth: null,
      prChallenges: null,
      analyticsHistoryDays: null,
    },
    features: ['Everything in Business', 'Unlimited seats, assessments and runs', 'Invoicing and a signed agreement'],
    selfServe: false,
    sortOrder: 3,
  },
];
