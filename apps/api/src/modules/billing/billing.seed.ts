import type { Seeder } from '../../lib/seeder.js';
import { DEMO_ORGANIZATION } from '../users/demo-accounts.js';

/** The plans, once (an operator's later edits stand). Runs on every start, before anything sells or checks a plan. */
export const billingPlansSeeder: Seeder = {
  name: 'billing plans',
  demoOnly: false,
  async run({ services }) {
    await services.billingRepository.seedPlans();
  },
};

/** The demo organization is on Business, assigned by hand, so the demo shows a paid plan's meters. */
export const demoSubscriptionSeeder: Seeder = {
  name: 'demo subscription',
  demoOnly: true,
  async run({ services }) {
    await services.billingRepository.seedSubscription(DEMO_ORGANIZATION.id, 'business', 25);
  },
};
