import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { githubPullRequests, githubRepositories } from './github.tables.js';

export type StoredRepositoryRow = typeof githubRepositories.$inferSelect;
export type NewRepositoryRow = Omit<typeof githubRepositories.$inferInsert, 'addedAt' | 'lastImportedAt'>;
export type PullRequestRow = typeof githubPullRequests.$inferSelect;
export type NewPullRequestRow = Omit<typeof githubPullRequests.$inferInsert, 'importedAt'>;

/**
 * Repositories and imported pull requests, always of one scope (`organizationId`: an organization's, or the platform's
 * as the empty string): every read names the scope, so one organization never reads another's.
 */
export function createImportsRepository(db: Database) {
  return {
    /** Keeps a repository of the scope, refreshed from GitHub's description; the row as stored. */
    async saveRepository(row: NewRepositoryRow, tx: DbExecutor = db): Promise<StoredRepositoryRow> {
      const { id: _id, organizationId: _scope, fullName: _name, addedBy: _by, ...described } = row;
      const [saved] = await tx
        .insert(githubRepositories)
        .values(row)
        .onConflictDoUpdate({
          target: [githubRepositories.organizationId, githubRepositories.fullName],
          set: described,
        })
        .returning();
      return saved!;
    },

    async markImported(repositoryId: string, at: Date, tx: DbExecutor = db): Promise<void> {
      await tx.update(githubRepositories).set({ lastImportedAt: at }).where(eq(githubRepositories.id, repositoryId));
    },

    async repositories(organizationId: string, tx: DbExecutor = db) {
      return tx
        .select({ repository: githubRepositories, pullRequests: count(githubPullRequests.id) })
        .from(githubRepositories)
        .leftJoin(githubPullRequests, eq(githubPullRequests.repositoryId, githubRepositories.id))
        .where(eq(githubRepositories.organizationId, organizationId))
        .groupBy(githubRepositories.id)
        .orderBy(githubRepositories.fullName);
    },

    /** The numbers of the repository's pull requests already imported. */
    async importedNumbers(repositoryId: string, tx: DbExecutor = db): Promise<Set<number>> {
      const rows = await tx
        .select({ number: githubPullRequests.number })
        .from(githubPullRequests)
        .where(eq(githubPullRequests.repositoryId, repositoryId));
      return new Set(rows.map((row) => row.number));
    },

    /** Stores an imported pull request (again, when refreshed: its content replaced, its id kept). */
    async savePullRequest(row: NewPullRequestRow, tx: DbExecutor = db): Promise<PullRequestRow> {
      const { id: _id, repositoryId: _repository, organizationId: _scope, number: _number, ...content } = row;
      const [saved] = await tx
        .insert(githubPullRequests)
        .values(row)
        .onConflictDoUpdate({
          target: [githubPullRequests.repositoryId, githubPullRequests.number],
          set: { ...content, importedAt: new Date() },
        })
        .returning();
      return saved!;
    },

    async pullRequests(
      organizationId: string,
      query: { repository?: string | undefined; search?: string | undefined; page: number; limit: number },
      tx: DbExecutor = db,
    ) {
      const conditions: SQL[] = [eq(githubPullRequests.organizationId, organizationId)];
      if (query.repository) conditions.push(eq(githubRepositories.fullName, query.repository));
      if (query.search) conditions.push(ilike(githubPullRequests.title, containsPattern(query.search)));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        tx
          .select({ pullRequest: githubPullRequests, repository: githubRepositories.fullName })
          .from(githubPullRequests)
          .innerJoin(githubRepositories, eq(githubRepositories.id, githubPullRequests.repositoryId))
          .where(where)
          .orderBy(desc(githubPullRequests.mergedAt), desc(githubPullRequests.number))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        tx
          .select({ total: count() })
          .from(githubPullRequests)
          .innerJoin(githubRepositories, eq(githubRepositories.id, githubPullRequests.repositoryId))
          .where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    /** Pull requests of the scope by id (any other scope's are not found). */
    async pullRequestsByIds(organizationId: string, ids: readonly string[], tx: DbExecutor = db) {
      if (ids.length === 0) return [];
      return tx
        .select({ pullRequest: githubPullRequests, repository: githubRepositories.fullName })
        .from(githubPullRequests)
        .innerJoin(githubRepositories, eq(githubRepositories.id, githubPullRequests.repositoryId))
        .where(and(eq(githubPullRequests.organizationId, organizationId), inArray(githubPullRequests.id, [...ids])));
    },
  };
}
export type ImportsRepository = ReturnType<typeof createImportsRepository>;
