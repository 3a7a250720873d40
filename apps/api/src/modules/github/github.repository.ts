import { and, desc, eq, sql } from 'drizzle-orm';
import { organizationMembers } from '../organizations/organizations.tables.js';
import type { Database, DbExecutor } from '../../db/client.js';
import { githubConnections } from './github.tables.js';

export type GithubConnectionRow = typeof githubConnections.$inferSelect;
export type NewGithubConnection = Omit<typeof githubConnections.$inferInsert, 'connectedAt' | 'tokenUpdatedAt'>;

/** Connections by their owner: every read and write names the user it is for. */
export function createGithubRepository(db: Database) {
  return {
    async connectionOf(userId: string, tx: DbExecutor = db): Promise<GithubConnectionRow | null> {
      const [row] = await tx.select().from(githubConnections).where(eq(githubConnections.userId, userId));
      return row ?? null;
    },

    /** The most recently checked connection of any orgadmin of the organization (its imports use it). */
    async connectionOfOrganization(organizationId: string, tx: DbExecutor = db): Promise<GithubConnectionRow | null> {
      const [row] = await tx
        .select({ connection: githubConnections })
        .from(githubConnections)
        .innerJoin(organizationMembers, eq(organizationMembers.userId, githubConnections.userId))
        .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.role, 'orgadmin')))
        .orderBy(desc(githubConnections.tokenUpdatedAt))
        .limit(1);
      return row?.connection ?? null;
    },

    /** Stores a checked token and its account; a connection that exists keeps when it was first made. */
    async save(row: NewGithubConnection, tx: DbExecutor = db): Promise<GithubConnectionRow> {
      const { userId: _owner, ...changes } = row;
      const [saved] = await tx
        .insert(githubConnections)
        .values(row)
        .onConflictDoUpdate({ target: githubConnections.userId, set: { ...changes, tokenUpdatedAt: sql`now()` } })
        .returning();
      return saved!;
    },

    /** Whether there was a connection to remove. */
    async remove(userId: string, tx: DbExecutor = db): Promise<boolean> {
      const removed = await tx
        .delete(githubConnections)
        .where(eq(githubConnections.userId, userId))
        .returning({ userId: githubConnections.userId });
      return removed.length > 0;
    },
  };
}
export type GithubRepository = ReturnType<typeof createGithubRepository>;
