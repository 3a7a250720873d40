import type { Seeder } from '../../lib/seeder.js';
import { DEMO_ACCOUNTS, DEMO_ORGANIZATION } from './demo-accounts.js';

/** Creates the demo organization and accounts unless they exist; never resets a changed demo account. */
export const demoAccountsSeeder: Seeder = {
  name: 'demo accounts',
  demoOnly: true,
  async run({ services, config }) {
    const { identity, users, organizations } = services;
    const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin')!;
    await organizations.ensureSeededOrganization({ ...DEMO_ORGANIZATION, createdBy: admin.email });
    for (const account of DEMO_ACCOUNTS) {
      const subject = await identity.ensureAccount({
        email: account.email,
        password: config.DEMO_PASSWORD,
        name: account.name,
      });
      const organizationId = account.inOrganization ? DEMO_ORGANIZATION.id : '';
      const user = await users.ensureSeededUser({
        issuer: identity.issuer,
        subject,
        email: account.email,
        name: account.name,
        role: account.role,
        organizationId,
      });
      if (account.inOrganization)
        await organizations.ensureSeededMember({ organizationId, userId: user.id, role: account.role });
      await users.syncRole(user);
    }
  },
};
