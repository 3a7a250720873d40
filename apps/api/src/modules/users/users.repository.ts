import type { ListUsersQuery, Role } from '@assay/contracts';
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { afterCommit } from '../../db/after-commit.js';
import type { Database, DbExecutor } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import type { ReadCache } from '../../platform/cache/read-cache.js';
import { organizationMembers, organizations } from '../organizations/organizations.tables.js';
import { userIdentities, users } from './users.tables.js';

export type UserRow = typeof users.$inferSelect;
type NewUserRow = typeof users.$inferInsert;

async function readByIdentity(tx: DbExecutor, issuer: string, subject: string): Promise<UserRow | null> {
  const [row] = await tx
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)));
  return row?.user ?? null;
}

/**
 * Users and their sign-in identities. Every request's caller is read by identity (`cachedByIdentity`); those rows are
 * kept per API node, and each write to a user forgets theirs once it has committed, here and on the other nodes.
 */
export function createUsersRepository(db: Database, callers: ReadCache<UserRow>) {
  const changed = (tx: DbExecutor, id: string) => afterCommit(tx, () => callers.forget(id));

  return {
    async findById(id: string, tx: DbExecutor = db): Promise<UserRow | null> {
      const [row] = await tx.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },

    async findByIds(ids: readonly string[], tx: DbExecutor = db): Promise<UserRow[]> {
      if (ids.length === 0) return [];
      return tx
        .select()
        .from(users)
        .where(inArray(users.id, [...ids]));
    },

    findByIdentity: (issuer: string, subject: string, tx: DbExecutor = db) => readByIdentity(tx, issuer, subject),

    /** `findByIdentity` for authenticating requests: the caller's rights, as of the last change to them. */
    async cachedByIdentity(issuer: string, subject: string): Promise<UserRow | null> {
      return callers.get(
        `${issuer}\n${subject}`,
        () => readByIdentity(db, issuer, subject),
        (user) => [user.id],
      );
    },

    async findByEmail(email: string, tx: DbExecutor = db): Promise<UserRow | null> {
      const [row] = await tx.select().from(users).where(eq(users.email, email.toLowerCase()));
      return row ?? null;
    },

    async subjectsOf(userId: string, issuer: string, tx: DbExecutor = db): Promise<string[]> {
      const rows = await tx
        .select({ subject: userIdentities.subject })
        .from(userIdentities)
        .where(and(eq(userIdentities.userId, userId), eq(userIdentities.issuer, issuer)));
      return rows.map((row) => row.subject);
    },

    /** Creates the user and links the token identity in one go; a concurrent twin request loses quietly. */
    async insertWithIdentity(
      row: NewUserRow,
      identity: { issuer: string; subject: string },
      tx: DbExecutor = db,
    ): Promise<void> {
      await tx.insert(users).values(row).onConflictDoNothing({ target: users.id });
      await tx
        .insert(userIdentities)
        .values({ ...identity, userId: row.id })
        .onConflictDoNothing();
      changed(tx, row.id);
    },

    async update(
      id: string,
      patch: Partial<Omit<NewUserRow, 'id' | 'createdAt'>>,
      tx: DbExecutor = db,
    ): Promise<UserRow | null> {
      const [row] = await tx
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      changed(tx, id);
      return row ?? null;
    },

    async list(query: ListUsersQuery, tx: DbExecutor = db): Promise<{ rows: UserRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (query.role) conditions.push(eq(users.role, query.role));
      if (query.organization_id) conditions.push(eq(users.organizationId, query.organization_id));
      if (query.search) {
        const pattern = containsPattern(query.search);
        conditions.push(or(ilike(users.email, pattern), ilike(users.name, pattern))!);
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [totals]] = await Promise.all([
        tx
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), users.id)
          .limit(query.limit)
          .offset(query.skip),
        tx.select({ total: count() }).from(users).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    async countByRole(role: Role, tx: DbExecutor = db): Promise<number> {
      const [row] = await tx.select({ total: count() }).from(users).where(eq(users.role, role));
      return row?.total ?? 0;
    },

    async memberships(userId: string, tx: DbExecutor = db) {
      return tx
        .select({
          id: organizations.id,
          name: organizations.name,
          website: organizations.website,
          role: organizationMembers.role,
        })
        .from(organizationMembers)
        .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
        .where(eq(organizationMembers.userId, userId))
        .orderBy(organizations.name);
    },

    async isMember(userId: string, organizationId: string, tx: DbExecutor = db): Promise<boolean> {
      const [row] = await tx
        .select({ userId: organizationMembers.userId })
        .from(organizationMembers)
        .where(and(eq(organizationMembers.userId, userId), eq(organizationMembers.organizationId, organizationId)));
      return Boolean(row);
    },

    /** Organizations where `staffId` is interviewer or orgadmin and `userId` is a member. */
    async shareOrganizationAsStaff(staffId: string, userId: string, tx: DbExecutor = db): Promise<boolean> {
      const staff = await tx
        .select({ organizationId: organizationMembers.organizationId, role: organizationMembers.role })
        .from(organizationMembers)
        .where(eq(organizationMembers.userId, staffId));
      const staffOrganizations = staff
        .filter((m) => m.role === 'interviewer' || m.role === 'orgadmin')
        .map((m) => m.organizationId);
      if (staffOrganizations.length === 0) return false;
      const memberOf = await tx
        .select({ organizationId: organizationMembers.organizationId })
        .from(organizationMembers)
        .where(eq(organizationMembers.userId, userId));
      return memberOf.some((m) => staffOrganizations.includes(m.organizationId));
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
