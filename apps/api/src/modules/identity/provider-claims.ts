import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { ProviderClaimsStore } from '../users/users.service.js';
import { authUsers } from './identity.tables.js';

/** The embedded provider's copy of role and organization, which its tokens carry as claims. */
export function createProviderClaimsStore(db: Database, issuer: string): ProviderClaimsStore {
  return {
    issuer,
    async readRole(subject) {
      const [row] = await db
        .select({ role: authUsers.role, organizationId: authUsers.organizationId })
        .from(authUsers)
        .where(eq(authUsers.id, subject));
      return row ?? null;
    },
    async writeRole(subject, claims) {
      await db
        .update(authUsers)
        .set({ ...claims, updatedAt: new Date() })
        .where(eq(authUsers.id, subject));
    },
  };
}
