import type { Difficulty, GithubChallengeKind } from '@assay/contracts';
import { and, count, desc, eq, ilike, inArray, max, or, type SQL } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { githubPullRequests, githubRepositories } from '../github/github.tables.js';
import { githubChallengeAttempts, githubChallenges } from './pr-challenges.tables.js';

export type ChallengeRow = typeof githubChallenges.$inferSelect;
export type NewChallengeRow = Omit<typeof githubChallenges.$inferInsert, 'createdAt'>;
export type AttemptRow = typeof githubChallengeAttempts.$inferSelect;
export type NewAttemptRow = Omit<typeof githubChallengeAttempts.$inferInsert, 'submittedAt'>;

/** Who is reading: the scopes whose organization-only challenges they see ('' never names an organization here). */
export interface Reader {
  organizationId: string | null;
  /** The platform admin sees every challenge. */
  everything: boolean;
}

export interface CatalogueFilter {
  repository?: string | undefined;
  language?: string | undefined;
  difficulty?: Difficulty | undefined;
  kind?: GithubChallengeKind | undefined;
  search?: string | undefined;
  page: number;
  limit: number;
}

/** Pull-request challenges and their attempts; every read of challenges is filtered by what the reader may open. */
export function createPrChallengesRepository(db: Database) {
  const visibleTo = (reader: Reader): SQL | undefined => {
    if (reader.everything) return undefined;
    const open = eq(githubChallenges.visibility, 'public');
    return reader.organizationId ? or(open, eq(githubChallenges.organizationId, reader.organizationId)) : open;
  };

  return {
    /** The scope's imported pull requests by id, with their repository (another scope's are not found). */
    async pullRequests(scope: string, ids: readonly string[], tx: DbExecutor = db) {
      if (ids.length === 0) return [];
      return tx
        .select({ pullRequest: githubPullRequests, repository: githubRepositories })
        .from(githubPullRequests)
        .innerJoin(githubRepositories, eq(githubRepositories.id, githubPullRequests.repositoryId))
        .where(and(eq(githubPullRequests.organizationId, scope), inArray(githubPullRequests.id, [...ids])));
    },

    /** The scope's newest imported pull requests of one repository. */
    async pullRequestsOf(scope: string, repository: string, limit: number, tx: DbExecutor = db) {
      return tx
        .select({ pullRequest: githubPullRequests, repository: githubRepositories })
        .from(githubPullRequests)
        .innerJoin(githubRepositories, eq(githubRepositories.id, githubPullRequests.repositoryId))
        .where(and(eq(githubPullRequests.organizationId, scope), eq(githubRepositories.fullName, repository)))
        .orderBy(desc(githubPullRequests.mergedAt), desc(githubPullRequests.number))
        .limit(limit);
    },

    /** The scope's challenges made from these pull requests. */
    async madeFrom(scope: string, pullRequestIds: readonly string[], tx: DbExecutor = db) {
      if (pullRequestIds.length === 0) return [];
      return tx
        .select({ id: githubChallenges.id, kind: githubChallenges.kind, pullRequestId: githubChallenges.pullRequestId })
        .from(githubChallenges)
        .where(
          and(eq(githubChallenges.organizationId, scope), inArray(githubChallenges.pullRequestId, [...pullRequestIds])),
        );
    },

    /** Stores a challenge; null when the scope already has this pull request's challenge of this kind. */
    async insert(row: NewChallengeRow, tx: DbExecutor = db): Promise<ChallengeRow | null> {
      const [saved] = await tx.insert(githubChallenges).values(row).onConflictDoNothing().returning();
      return saved ?? null;
    },

    async byId(id: string, tx: DbExecutor = db): Promise<ChallengeRow | null> {
      const [row] = await tx.select().from(githubChallenges).where(eq(githubChallenges.id, id));
      return row ?? null;
    },

    async catalogue(reader: Reader, filter: CatalogueFilter, tx: DbExecutor = db) {
      const conditions: (SQL | undefined)[] = [visibleTo(reader)];
      if (filter.repository) conditions.push(eq(githubChallenges.repository, filter.repository));
      if (filter.language) conditions.push(eq(githubChallenges.language, filter.language));
      if (filter.difficulty) conditions.push(eq(githubChallenges.difficulty, filter.difficulty));
      if (filter.kind) conditions.push(eq(githubChallenges.kind, filter.kind));
      if (filter.search) conditions.push(ilike(githubChallenges.title, containsPattern(filter.search)));
      const where = and(...conditions);
      const [rows, [total], facets] = await Promise.all([
        tx
          .select()
          .from(githubChallenges)
          .where(where)
          .orderBy(desc(githubChallenges.createdAt), desc(githubChallenges.id))
          .limit(filter.limit)
          .offset((filter.page - 1) * filter.limit),
        tx.select({ total: count() }).from(githubChallenges).where(where),
        tx
          .selectDistinct({ repository: githubChallenges.repository, language: githubChallenges.language })
          .from(githubChallenges)
          .where(visibleTo(reader)),
      ]);
      return { rows, total: total?.total ?? 0, facets };
    },

    /** The user's best score on each of these challenges. */
    async bestScores(userId: string, challengeIds: readonly string[], tx: DbExecutor = db) {
      if (challengeIds.length === 0) return new Map<string, number>();
      const rows = await tx
        .select({ challengeId: githubChallengeAttempts.challengeId, best: max(githubChallengeAttempts.score) })
        .from(githubChallengeAttempts)
        .where(
          and(
            eq(githubChallengeAttempts.userId, userId),
            inArray(githubChallengeAttempts.challengeId, [...challengeIds]),
          ),
        )
        .groupBy(githubChallengeAttempts.challengeId);
      return new Map(rows.map((row) => [row.challengeId, row.best ?? 0]));
    },

    async insertAttempt(row: NewAttemptRow, tx: DbExecutor = db): Promise<AttemptRow> {
      const [saved] = await tx.insert(githubChallengeAttempts).values(row).returning();
      return saved!;
    },

    async attempts(userId: string, challengeId: string, tx: DbExecutor = db): Promise<AttemptRow[]> {
      return tx
        .select()
        .from(githubChallengeAttempts)
        .where(and(eq(githubChallengeAttempts.userId, userId), eq(githubChallengeAttempts.challengeId, challengeId)))
        .orderBy(desc(githubChallengeAttempts.submittedAt));
    },

    async hasAttempted(userId: string, challengeId: string, tx: DbExecutor = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: githubChallengeAttempts.id })
        .from(githubChallengeAttempts)
        .where(and(eq(githubChallengeAttempts.userId, userId), eq(githubChallengeAttempts.challengeId, challengeId)))
        .limit(1);
      return row !== undefined;
    },
  };
}
export type PrChallengesRepository = ReturnType<typeof createPrChallengesRepository>;
