import type { Role } from '@assay/contracts';
import type { Database, DbExecutor } from '../../db/client.js';
import { organizationMembers, organizations } from './organizations.tables.js';

export type OrganizationRow = typeof organizations.$inferSelect;

/** Organizations and their members. The organizations API (issue 4) grows this; identity seeds through it. */
export function createOrganizationsRepository(db: Database) {
  return {
    async insertIfAbsent(row: typeof organizations.$inferInsert, tx: DbExecutor = db): Promise<void> {
      await tx.insert(organizations).values(row).onConflictDoNothing({ target: organizations.id });
    },
    async addMember(member: { organizationId: string; userId: string; role: Role }, tx: DbExecutor = db): Promise<void> {
      await tx
        .insert(organizationMembers)
        .values(member)
        .onConflictDoUpdate({ target: [organizationMembers.organizationId, organizationMembers.userId], set: { role: member.role } });
    },
  };
}
export type OrganizationsRepository = ReturnType<typeof createOrganizationsRepository>;
