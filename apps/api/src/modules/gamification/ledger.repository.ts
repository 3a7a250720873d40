import { LEADERBOARD_PERIODS, type LedgerKind, SOLVE_SCORE } from '@assay/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { type GameFigures, periodKey } from './game-rules.js';
import {
  gamificationBadges,
  gamificationLedger,
  gamificationPeriodPoints,
  gamificationPointCounts,
  gamificationResults,
  quickFireRounds,
} from './gamification.tables.js';

export type ResultRow = typeof gamificationResults.$inferInsert;
export type LedgerRow = typeof gamificationLedger.$inferInsert;

/** The figures badges and the profile are read from, computed by the database from results, ledger and rounds. */
export type StoredFigures = Omit<GameFigures, 'streakDays'> & { pointsByCategory: Record<string, number> };

/** One more (or one fewer) person with `points` on a board of the whole platform; a total nobody has is removed. */
async function countTotal(tx: DbExecutor, period: string, key: string, points: number, change: 1 | -1) {
  const [row] = await tx
    .insert(gamificationPointCounts)
    .values({ period, periodKey: key, points, people: change })
    .onConflictDoUpdate({
      target: [gamificationPointCounts.period, gamificationPointCounts.periodKey, gamificationPointCounts.points],
      set: { people: sql`${gamificationPointCounts.people} + ${change}` },
    })
    .returning({ people: gamificationPointCounts.people });
  if (row!.people <= 0) {
    await tx
      .delete(gamificationPointCounts)
      .where(
        and(
          eq(gamificationPointCounts.period, period),
          eq(gamificationPointCounts.periodKey, key),
          eq(gamificationPointCounts.points, points),
        ),
      );
  }
}

/**
 * The ledger and what it is derived from: practice results, points per leaderboard period, badges. Every write runs in
 * the caller's transaction, under the candidate's lock (`lockCandidate`), so two events of one candidate are paid one
 * after the other.
 */
export function createLedgerRepository(db: Database) {
  return {
    /** Serializes a candidate's awards until the transaction ends (on any node: an advisory lock of the database). */
    async lockCandidate(userId: string, tx: DbExecutor): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`gamification:${userId}`}))`);
    },

    async recordResult(row: ResultRow, tx: DbExecutor): Promise<void> {
      await tx
        .insert(gamificationResults)
        .values(row)
        .onConflictDoUpdate({ target: gamificationResults.submissionId, set: { score: row.score } });
    },

    async bestScore(userId: string, challengeId: string, tx: DbExecutor): Promise<number> {
      const [row] = await tx
        .select({ best: sql<number>`coalesce(max(${gamificationResults.score}), 0)::int` })
        .from(gamificationResults)
        .where(and(eq(gamificationResults.userId, userId), eq(gamificationResults.challengeId, challengeId)));
      return row?.best ?? 0;
    },

    async paid(userId: string, challengeId: string, kind: LedgerKind, tx: DbExecutor): Promise<number> {
      const [row] = await tx
        .select({ paid: sql<number>`coalesce(sum(${gamificationLedger.points}), 0)::int` })
        .from(gamificationLedger)
        .where(
          and(
            eq(gamificationLedger.userId, userId),
            eq(gamificationLedger.challengeId, challengeId),
            eq(gamificationLedger.kind, kind),
          ),
        );
      return row?.paid ?? 0;
    },

    /**
     * Appends a ledger row unless one of its source exists (a replayed event), and adds its points to the candidate's
     * total of each leaderboard period it was earned in. Whether it was appended.
     */
    async pay(row: LedgerRow, tx: DbExecutor): Promise<boolean> {
      const inserted = await tx
        .insert(gamificationLedger)
        .values(row)
        .onConflictDoNothing({ target: [gamificationLedger.userId, gamificationLedger.source] })
        .returning({ id: gamificationLedger.id });
      if (inserted.length === 0) return false;
      for (const period of LEADERBOARD_PERIODS) {
        const key = periodKey(period, row.earnedAt);
        const [total] = await tx
          .insert(gamificationPeriodPoints)
          .values({ period, periodKey: key, userId: row.userId, points: row.points })
          .onConflictDoUpdate({
            target: [
              gamificationPeriodPoints.period,
              gamificationPeriodPoints.periodKey,
              gamificationPeriodPoints.userId,
            ],
            set: {
              points: sql`${gamificationPeriodPoints.points} + ${row.points}`,
              updatedAt: sql`now()`,
            },
          })
          .returning({ points: gamificationPeriodPoints.points });
        // Every ledger row pays more than nothing, so a total as high as this row's is the candidate's first.
        const before = total!.points - row.points;
        if (before > 0) await countTotal(tx, period, key, before, -1);
        await countTotal(tx, period, key, total!.points, 1);
      }
      return true;
    },

    /** The candidate's totals in the periods `at` falls in (what the Redis leaderboard is set to). */
    async periodTotals(userId: string, at: Date, tx: DbExecutor = db) {
      const keys = LEADERBOARD_PERIODS.map((period) => ({ period, key: periodKey(period, at) }));
      const rows = await tx
        .select({
          period: gamificationPeriodPoints.period,
          periodKey: gamificationPeriodPoints.periodKey,
          points: gamificationPeriodPoints.points,
        })
        .from(gamificationPeriodPoints)
        .where(
          and(
            eq(gamificationPeriodPoints.userId, userId),
            sql`(${gamificationPeriodPoints.period}, ${gamificationPeriodPoints.periodKey}) in (${sql.join(
              keys.map(({ period, key }) => sql`(${period}, ${key})`),
              sql`, `,
            )})`,
          ),
        );
      return rows;
    },

    /** The UTC days the candidate solved something on, newest first (enough for any streak a badge names). */
    async solveDays(userId: string, tx: DbExecutor = db, limit = 400): Promise<string[]> {
      const rows = await rowsOf<{ day: string }>(
        tx,
        sql`select distinct to_char(${gamificationResults.submittedAt} at time zone 'UTC', 'YYYY-MM-DD') as day
              from ${gamificationResults}
             where ${gamificationResults.userId} = ${userId} and ${gamificationResults.score} >= ${SOLVE_SCORE}
             order by day desc limit ${limit}`,
      );
      return rows.map((row) => row.day);
    },

    /** Solves per UTC day since `from` (the streak's calendar). */
    async solvesPerDay(userId: string, from: Date, tx: DbExecutor = db) {
      return rowsOf<{ date: string; solves: number }>(
        tx,
        sql`select to_char(${gamificationResults.submittedAt} at time zone 'UTC', 'YYYY-MM-DD') as date,
                   count(*)::int as solves
              from ${gamificationResults}
             where ${gamificationResults.userId} = ${userId} and ${gamificationResults.score} >= ${SOLVE_SCORE}
               and ${gamificationResults.submittedAt} >= ${from.toISOString()}::timestamptz
             group by 1 order by 1`,
      );
    },

    async figures(userId: string, tx: DbExecutor = db): Promise<StoredFigures> {
      const [row] = await rowsOf<StoredFigures>(
        tx,
        sql`with results as (select * from ${gamificationResults} where user_id = ${userId}),
                 solved as (select * from results where score >= ${SOLVE_SCORE}),
                 ledger as (select * from ${gamificationLedger} where user_id = ${userId}),
                 rounds as (select * from ${quickFireRounds}
                             where user_id = ${userId} and score >= ${SOLVE_SCORE} and submitted_at <= deadline_at)
            select
              (select coalesce(sum(points), 0)::int from ledger) as "totalPoints",
              (select count(distinct challenge_id)::int from solved) as "solvedChallenges",
              (select count(distinct challenge_id)::int from results where score = 100) as "perfectChallenges",
              (select coalesce(array_agg(distinct language), '{}') from solved) as "solvedLanguages",
              (select coalesce(array_agg(distinct category), '{}') from solved where category is not null)
                as "solvedCategories",
              (select coalesce(max(n), 0)::int from (select count(distinct challenge_id) as n from solved
                                                      where category is not null group by category) as by_category)
                as "mostInOneCategory",
              exists (select 1 from solved where difficulty = 'hard') as "solvedHard",
              exists (select 1 from solved where difficulty = 'expert') as "solvedExpert",
              exists (select 1 from solved s join results r on r.challenge_id = s.challenge_id
                       where r.score < ${SOLVE_SCORE} and r.submitted_at < s.submitted_at) as "cameBack",
              (select count(*)::int from ledger where kind = 'daily') as "dailySolves",
              (select count(*)::int from rounds) as "quickFireSolves",
              exists (select 1 from rounds
                       where 2 * (deadline_at - submitted_at) >= (deadline_at - started_at)) as "fastQuickFire",
              (select coalesce(json_object_agg(category, points), '{}') from
                 (select coalesce(category, 'other') as category, sum(points)::int as points from ledger group by 1)
                 as by_category) as "pointsByCategory"`,
      );
      return row!;
    },

    /** Awards the badges not yet earned; the ids newly awarded. */
    async award(userId: string, badgeIds: readonly string[], at: Date, tx: DbExecutor): Promise<string[]> {
      if (badgeIds.length === 0) return [];
      const rows = await tx
        .insert(gamificationBadges)
        .values(badgeIds.map((badgeId) => ({ userId, badgeId, earnedAt: at })))
        .onConflictDoNothing()
        .returning({ badgeId: gamificationBadges.badgeId });
      return rows.map((row) => row.badgeId);
    },

    async earnedBadges(userId: string, tx: DbExecutor = db) {
      return tx
        .select({ badgeId: gamificationBadges.badgeId, earnedAt: gamificationBadges.earnedAt })
        .from(gamificationBadges)
        .where(eq(gamificationBadges.userId, userId))
        .orderBy(gamificationBadges.earnedAt, gamificationBadges.badgeId);
    },

    async recentLedger(userId: string, limit: number, tx: DbExecutor = db) {
      return tx
        .select()
        .from(gamificationLedger)
        .where(eq(gamificationLedger.userId, userId))
        .orderBy(desc(gamificationLedger.earnedAt), desc(gamificationLedger.id))
        .limit(limit);
    },

    /** Whether the candidate was paid for `source` (`daily:<day>`: that day's daily challenge). */
    async hasSource(userId: string, source: string, tx: DbExecutor = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: gamificationLedger.id })
        .from(gamificationLedger)
        .where(and(eq(gamificationLedger.userId, userId), eq(gamificationLedger.source, source)));
      return Boolean(row);
    },

    /**
     * Every period total recomputed from the ledger (a repair, and the check that the kept totals are its sums). The
     * period keys as `periodKey` makes them: `IYYY-"W"IW` is the ISO week.
     */
    async rebuildPeriodPoints(tx: DbExecutor = db): Promise<void> {
      await tx.delete(gamificationPeriodPoints);
      await tx.execute(
        sql`insert into ${gamificationPeriodPoints} (period, period_key, user_id, points)
            select period, period_key, user_id, sum(points)::int
              from ${gamificationLedger}
             cross join lateral (values
               ('all-time', 'all-time'),
               ('monthly', to_char(earned_at at time zone 'UTC', 'YYYY-MM')),
               ('weekly', to_char(earned_at at time zone 'UTC', 'IYYY-"W"IW')),
               ('daily', to_char(earned_at at time zone 'UTC', 'YYYY-MM-DD'))) as periods (period, period_key)
             group by period, period_key, user_id`,
      );
      await tx.delete(gamificationPointCounts);
      await tx.execute(
        sql`insert into ${gamificationPointCounts} (period, period_key, points, people)
            select period, period_key, points, count(*)::int from ${gamificationPeriodPoints}
             group by period, period_key, points`,
      );
    },
  };
}
export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
