import type { LeaderboardPeriod } from '@assay/contracts';
import { and, desc, eq, gt, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import { organizationMembers } from '../organizations/organizations.tables.js';
import { users } from '../users/users.tables.js';
import {
  dailyChallenges,
  gamificationPeriodPoints,
  gamificationPointCounts,
  gamificationProfiles,
  quickFireRounds,
} from './gamification.tables.js';

export type RoundRow = typeof quickFireRounds.$inferSelect;

/** One board: a period's key, and for an organization's board the organization its members are counted in. */
export interface Board {
  period: LeaderboardPeriod;
  periodKey: string;
  organizationId: string | null;
}

/** How many people on a board of the whole platform have a total the condition keeps (all of them without one). */
async function peopleWithTotals(board: Board, condition: SQL | undefined, tx: DbExecutor): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${gamificationPointCounts.people}), 0)::int` })
    .from(gamificationPointCounts)
    .where(
      and(
        eq(gamificationPointCounts.period, board.period),
        eq(gamificationPointCounts.periodKey, board.periodKey),
        condition,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Profiles, the daily challenges chosen, quick-fire rounds and the SQL leaderboard. An organization's board counts
 * the organization's members (its candidates and staff who practise), joined through the membership table.
 */
export function createGameRepository(db: Database) {
  const onBoard = (board: Board) =>
    and(
      eq(gamificationPeriodPoints.period, board.period),
      eq(gamificationPeriodPoints.periodKey, board.periodKey),
      board.organizationId
        ? sql`exists (select 1 from ${organizationMembers} m
                       where m.organization_id = ${board.organizationId} and m.user_id = ${gamificationPeriodPoints.userId})`
        : undefined,
    );

  return {
    async profile(userId: string, tx: DbExecutor = db) {
      const [row] = await tx.select().from(gamificationProfiles).where(eq(gamificationProfiles.userId, userId));
      return row ?? null;
    },

    /** Creates the profile unless it exists; the profile either way. */
    async createProfile(userId: string, showOnLeaderboard: boolean, tx: DbExecutor = db) {
      await tx.insert(gamificationProfiles).values({ userId, showOnLeaderboard }).onConflictDoNothing();
      const [row] = await tx.select().from(gamificationProfiles).where(eq(gamificationProfiles.userId, userId));
      return row!;
    },

    async updateProfile(userId: string, showOnLeaderboard: boolean, tx: DbExecutor = db) {
      const [row] = await tx
        .update(gamificationProfiles)
        .set({ showOnLeaderboard })
        .where(eq(gamificationProfiles.userId, userId))
        .returning();
      return row ?? null;
    },

    // --- The daily challenge ---

    async dailyChallenge(day: string, tx: DbExecutor = db): Promise<string | null> {
      const [row] = await tx.select().from(dailyChallenges).where(eq(dailyChallenges.day, day));
      return row?.challengeId ?? null;
    },

    /** The challenges of the days from `from` to `to` (inclusive), newest first. */
    async dailyChallengesBetween(from: string, to: string, tx: DbExecutor = db) {
      return tx
        .select()
        .from(dailyChallenges)
        .where(and(gte(dailyChallenges.day, from), lte(dailyChallenges.day, to)))
        .orderBy(desc(dailyChallenges.day));
    },

    /** Records a day's challenge unless another node did first; the day's challenge either way. */
    async chooseDailyChallenge(day: string, challengeId: string, tx: DbExecutor = db): Promise<string> {
      await tx.insert(dailyChallenges).values({ day, challengeId }).onConflictDoNothing();
      const [row] = await tx.select().from(dailyChallenges).where(eq(dailyChallenges.day, day));
      return row!.challengeId;
    },

    // --- Quick-fire rounds ---

    async insertRound(row: typeof quickFireRounds.$inferInsert, tx: DbExecutor = db): Promise<RoundRow> {
      const [inserted] = await tx.insert(quickFireRounds).values(row).returning();
      return inserted!;
    },

    async round(id: string, tx: DbExecutor = db): Promise<RoundRow | null> {
      const [row] = await tx.select().from(quickFireRounds).where(eq(quickFireRounds.id, id));
      return row ?? null;
    },

    /** The candidate's rounds started since `since`, newest first (a few at most). */
    async recentRounds(userId: string, since: Date, tx: DbExecutor = db): Promise<RoundRow[]> {
      return tx
        .select()
        .from(quickFireRounds)
        .where(and(eq(quickFireRounds.userId, userId), gte(quickFireRounds.startedAt, since)))
        .orderBy(desc(quickFireRounds.startedAt))
        .limit(10);
    },

    /** The round a final submission of `taskId` ends: the newest of the task not ended by another submission. */
    async roundOfTask(userId: string, taskId: string, submissionId: string, tx: DbExecutor) {
      const [row] = await tx
        .select()
        .from(quickFireRounds)
        .where(
          and(
            eq(quickFireRounds.userId, userId),
            eq(quickFireRounds.taskId, taskId),
            sql`(${quickFireRounds.submissionId} is null or ${quickFireRounds.submissionId} = ${submissionId})`,
          ),
        )
        .orderBy(desc(quickFireRounds.startedAt))
        .limit(1);
      return row ?? null;
    },

    /** Records the final submission that ends a round (unless another did); the round as it is then. */
    async markRoundSubmitted(id: string, submissionId: string, submittedAt: Date, tx: DbExecutor = db) {
      const [row] = await tx
        .update(quickFireRounds)
        .set({ submissionId, submittedAt })
        .where(
          and(
            eq(quickFireRounds.id, id),
            sql`(${quickFireRounds.submissionId} is null or ${quickFireRounds.submissionId} = ${submissionId})`,
          ),
        )
        .returning();
      return row ?? null;
    },

    async endRound(id: string, ended: { submissionId: string; submittedAt: Date; score: number }, tx: DbExecutor) {
      await tx.update(quickFireRounds).set(ended).where(eq(quickFireRounds.id, id));
    },

    // --- The SQL leaderboard ---

    /** The top of a board, most points first; ties in the order Redis keeps them (the member, descending). */
    async top(board: Board, limit: number, tx: DbExecutor = db) {
      return tx
        .select({ userId: gamificationPeriodPoints.userId, points: gamificationPeriodPoints.points })
        .from(gamificationPeriodPoints)
        .where(onBoard(board))
        .orderBy(desc(gamificationPeriodPoints.points), desc(gamificationPeriodPoints.userId))
        .limit(limit);
    },

    async pointsOn(board: Board, userId: string, tx: DbExecutor = db): Promise<number | null> {
      const [row] = await tx
        .select({ points: gamificationPeriodPoints.points })
        .from(gamificationPeriodPoints)
        .where(and(onBoard(board), eq(gamificationPeriodPoints.userId, userId)));
      return row?.points ?? null;
    },

    /**
     * How many on the board have more than `points` (a rank is one more): for the whole platform, a sum over the
     * distinct totals (`gamification_point_counts`); for an organization, a count over its members.
     */
    async countAbove(board: Board, points: number, tx: DbExecutor = db): Promise<number> {
      if (!board.organizationId) return peopleWithTotals(board, gt(gamificationPointCounts.points, points), tx);
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(gamificationPeriodPoints)
        .where(and(onBoard(board), gt(gamificationPeriodPoints.points, points)));
      return row?.n ?? 0;
    },

    async boardSize(board: Board, tx: DbExecutor = db): Promise<number> {
      if (!board.organizationId) return peopleWithTotals(board, undefined, tx);
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(gamificationPeriodPoints)
        .where(onBoard(board));
      return row?.n ?? 0;
    },

    /** Every entry of a board (to load it into Redis). */
    async boardEntries(board: Board, tx: DbExecutor = db) {
      return tx
        .select({ userId: gamificationPeriodPoints.userId, points: gamificationPeriodPoints.points })
        .from(gamificationPeriodPoints)
        .where(onBoard(board));
    },

    /** What a board shows of people: their name when they opted in. */
    async people(userIds: readonly string[], tx: DbExecutor = db) {
      if (userIds.length === 0) return [];
      return tx
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          showOnLeaderboard: sql<boolean>`coalesce(${gamificationProfiles.showOnLeaderboard}, false)`,
        })
        .from(users)
        .leftJoin(gamificationProfiles, eq(gamificationProfiles.userId, users.id))
        .where(inArray(users.id, [...userIds]));
    },
  };
}
export type GameRepository = ReturnType<typeof createGameRepository>;
