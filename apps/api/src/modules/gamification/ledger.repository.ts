import { LEADERBOARD_PERIODS, SOLVE_SCORE } from '@assay/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { compositeKey, type GameFigures, periodKey } from './game-rules.js';
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

/** A candidate's total on one board (`period`, `periodKey`) of the whole platform. */
export interface PeriodTotal {
  userId: string;
  period: string;
  periodKey: string;
  points: number;
}

/** A list as one parameter: `jsonb` both drivers pass alike, read back in SQL with `jsonb_to_recordset` and friends. */
const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/**
 * Adds up, per key, the values of `entries` (so one statement never touches a row twice, which an upsert refuses).
 */
function sumBy<T>(entries: readonly T[], keyOf: (entry: T) => string, amountOf: (entry: T) => number) {
  const sums = new Map<string, { entry: T; amount: number }>();
  for (const entry of entries) {
    const key = keyOf(entry);
    const sum = sums.get(key);
    if (sum) sum.amount += amountOf(entry);
    else sums.set(key, { entry, amount: amountOf(entry) });
  }
  return [...sums.values()];
}

/**
 * The ledger and what it is derived from: practice results, points per leaderboard period, badges. Every write runs in
 * the caller's transaction, under the candidates' locks (`lockCandidates`), so a candidate's events are paid one batch
 * after the other. Each write takes many candidates at once: the points subscriber pays a whole batch of events in a
 * handful of statements.
 */
export function createLedgerRepository(db: Database) {
  /** People per total on each board, changed by `changes` (+1 a total someone reached, -1 one they left). */
  async function countTotals(
    changes: readonly { period: string; periodKey: string; points: number; change: number }[],
    tx: DbExecutor,
  ) {
    const net = sumBy(
      changes,
      (change) => compositeKey(change.period, change.periodKey, change.points),
      (change) => change.change,
    ).filter((sum) => sum.amount !== 0);
    if (net.length === 0) return;
    const counted = await tx
      .insert(gamificationPointCounts)
      .values(
        net.map(({ entry, amount }) => ({
          period: entry.period,
          periodKey: entry.periodKey,
          points: entry.points,
          people: amount,
        })),
      )
      .onConflictDoUpdate({
        target: [gamificationPointCounts.period, gamificationPointCounts.periodKey, gamificationPointCounts.points],
        set: { people: sql`${gamificationPointCounts.people} + excluded.people` },
      })
      .returning();
    // A total nobody has any more is removed.
    const emptied = counted.filter((row) => row.people <= 0);
    if (emptied.length > 0)
      await tx.execute(
        sql`delete from ${gamificationPointCounts} c
             using jsonb_to_recordset(${json(emptied)}) as e ("period" text, "periodKey" text, "points" int)
             where c.period = e.period and c.period_key = e."periodKey" and c.points = e.points`,
      );
  }

  /** The UTC days each candidate solved something on since `since` (a day), in no order. */
  async function solveDaysOf(
    userIds: readonly string[],
    since: string,
    tx: DbExecutor = db,
  ): Promise<Map<string, string[]>> {
    const days = new Map<string, string[]>(userIds.map((userId) => [userId, []]));
    if (userIds.length === 0) return days;
    const rows = await rowsOf<{ userId: string; day: string }>(
      tx,
      sql`select distinct ${gamificationResults.userId} as "userId",
                 to_char(${gamificationResults.submittedAt} at time zone 'UTC', 'YYYY-MM-DD') as day
            from ${gamificationResults}
           where ${gamificationResults.userId} in (select jsonb_array_elements_text(${json(userIds)}))
             and ${gamificationResults.score} >= ${SOLVE_SCORE}
             and ${gamificationResults.submittedAt} >= ${`${since}T00:00:00Z`}::timestamptz`,
    );
    for (const row of rows) days.get(row.userId)?.push(row.day);
    return days;
  }

  /** Each candidate's figures, computed set-wise: one statement for any number of candidates. */
  async function figuresOf(userIds: readonly string[], tx: DbExecutor = db): Promise<Map<string, StoredFigures>> {
    const rows = await rowsOf<StoredFigures & { userId: string }>(
      tx,
      sql`with ids as (select distinct jsonb_array_elements_text(${json(userIds)}) as user_id),
               results as (select * from ${gamificationResults} where user_id in (select user_id from ids)),
               solved as (select * from results where score >= ${SOLVE_SCORE}),
               ledger as (select * from ${gamificationLedger} where user_id in (select user_id from ids)),
               rounds as (select * from ${quickFireRounds}
                           where user_id in (select user_id from ids)
                             and score >= ${SOLVE_SCORE} and submitted_at <= deadline_at),
               of_ledger as (select user_id, sum(points)::int as total, count(*) filter (where kind = 'daily')::int as daily
                               from ledger group by user_id),
               of_solved as (select user_id, count(distinct challenge_id)::int as solved,
                                    array_agg(distinct language) as languages,
                                    coalesce(array_agg(distinct category) filter (where category is not null), '{}')
                                      as categories,
                                    bool_or(difficulty = 'hard') as hard, bool_or(difficulty = 'expert') as expert
                               from solved group by user_id),
               of_perfect as (select user_id, count(distinct challenge_id)::int as perfect
                                from results where score = 100 group by user_id),
               of_category as (select user_id, max(n)::int as most from
                                 (select user_id, count(distinct challenge_id) as n from solved
                                   where category is not null group by user_id, category) as per_category
                                group by user_id),
               came_back as (select distinct s.user_id from solved s
                               join results r on r.user_id = s.user_id and r.challenge_id = s.challenge_id
                              where r.score < ${SOLVE_SCORE} and r.submitted_at < s.submitted_at),
               of_rounds as (select user_id, count(*)::int as solves,
                                    bool_or(2 * (deadline_at - submitted_at) >= (deadline_at - started_at)) as fast
                               from rounds group by user_id),
               of_points as (select user_id, json_object_agg(category, points) as by_category from
                               (select user_id, coalesce(category, 'other') as category, sum(points)::int as points
                                  from ledger group by 1, 2) as per_category
                              group by user_id)
          select ids.user_id as "userId",
                 coalesce(of_ledger.total, 0) as "totalPoints",
                 coalesce(of_solved.solved, 0) as "solvedChallenges",
                 coalesce(of_perfect.perfect, 0) as "perfectChallenges",
                 coalesce(of_solved.languages, '{}') as "solvedLanguages",
                 coalesce(of_solved.categories, '{}') as "solvedCategories",
                 coalesce(of_category.most, 0) as "mostInOneCategory",
                 coalesce(of_solved.hard, false) as "solvedHard",
                 coalesce(of_solved.expert, false) as "solvedExpert",
                 came_back.user_id is not null as "cameBack",
                 coalesce(of_ledger.daily, 0) as "dailySolves",
                 coalesce(of_rounds.solves, 0) as "quickFireSolves",
                 coalesce(of_rounds.fast, false) as "fastQuickFire",
                 coalesce(of_points.by_category, '{}') as "pointsByCategory"
            from ids
            left join of_ledger using (user_id)
            left join of_solved using (user_id)
            left join of_perfect using (user_id)
            left join of_category using (user_id)
            left join came_back using (user_id)
            left join of_rounds using (user_id)
            left join of_points using (user_id)`,
    );
    return new Map(rows.map(({ userId, ...figures }) => [userId, figures]));
  }

  return {
    /**
     * Serializes these candidates' awards until the transaction ends (on any node: advisory locks of the database), in
     * one order of the locks, so two nodes locking overlapping candidates never wait on each other in a circle.
     */
    async lockCandidates(userIds: readonly string[], tx: DbExecutor): Promise<void> {
      const keys = [...new Set(userIds)].map((userId) => `gamification:${userId}`);
      await tx.execute(
        sql`select count(pg_advisory_xact_lock(lock)) from
              (select distinct hashtext(key) as lock from jsonb_array_elements_text(${json(keys)}) as k (key)
                order by lock) as locks`,
      );
    },

    /** Records what submissions scored (a submission scored again, by a re-evaluation, keeps its newest score). */
    async recordResults(rows: readonly ResultRow[], tx: DbExecutor): Promise<void> {
      const newest = new Map(rows.map((row) => [row.submissionId, row]));
      if (newest.size === 0) return;
      await tx
        .insert(gamificationResults)
        .values([...newest.values()])
        .onConflictDoUpdate({ target: gamificationResults.submissionId, set: { score: sql`excluded.score` } });
    },

    /** What each (candidate, challenge)'s solve has paid so far (ledger kind `challenge`). */
    async paidForChallenges(pairs: readonly { userId: string; challengeId: string }[], tx: DbExecutor) {
      if (pairs.length === 0) return [];
      return rowsOf<{ userId: string; challengeId: string; paid: number }>(
        tx,
        sql`select p."userId", p."challengeId",
                   (select coalesce(sum(l.points), 0)::int from ${gamificationLedger} l
                     where l.user_id = p."userId" and l.challenge_id = p."challengeId" and l.kind = 'challenge') as paid
              from jsonb_to_recordset(${json(pairs)}) as p ("userId" text, "challengeId" text)`,
      );
    },

    /**
     * Appends the ledger rows whose source was not paid before (a replayed event pays nothing), and adds what they pay
     * to their candidates' totals of each leaderboard period they were earned in. Answers the totals it changed.
     */
    async pay(rows: readonly LedgerRow[], tx: DbExecutor): Promise<PeriodTotal[]> {
      if (rows.length === 0) return [];
      const appended = new Set(
        (
          await tx
            .insert(gamificationLedger)
            .values([...rows])
            .onConflictDoNothing({ target: [gamificationLedger.userId, gamificationLedger.source] })
            .returning({ id: gamificationLedger.id })
        ).map((row) => row.id),
      );
      const earned = rows
        .filter((row) => appended.has(row.id))
        .flatMap((row) =>
          LEADERBOARD_PERIODS.map((period) => ({
            period,
            periodKey: periodKey(period, row.earnedAt),
            userId: row.userId,
            points: row.points,
          })),
        );
      const added = sumBy(
        earned,
        (total) => compositeKey(total.period, total.periodKey, total.userId),
        (total) => total.points,
      );
      if (added.length === 0) return [];
      const totals = await tx
        .insert(gamificationPeriodPoints)
        .values(added.map(({ entry, amount }) => ({ ...entry, points: amount })))
        .onConflictDoUpdate({
          target: [
            gamificationPeriodPoints.period,
            gamificationPeriodPoints.periodKey,
            gamificationPeriodPoints.userId,
          ],
          set: { points: sql`${gamificationPeriodPoints.points} + excluded.points`, updatedAt: sql`now()` },
        })
        .returning({
          userId: gamificationPeriodPoints.userId,
          period: gamificationPeriodPoints.period,
          periodKey: gamificationPeriodPoints.periodKey,
          points: gamificationPeriodPoints.points,
        });
      const addedTo = new Map(
        added.map(({ entry, amount }) => [compositeKey(entry.period, entry.periodKey, entry.userId), amount]),
      );
      await countTotals(
        totals.flatMap((total) => {
          // Every ledger row pays more than nothing, so a total no higher than what was just added is the candidate's first.
          const before = total.points - addedTo.get(compositeKey(total.period, total.periodKey, total.userId))!;
          const reached = { period: total.period, periodKey: total.periodKey, points: total.points, change: 1 };
          return before > 0 ? [reached, { ...reached, points: before, change: -1 }] : [reached];
        }),
        tx,
      );
      return totals;
    },

    solveDaysOf,
    async solveDays(userId: string, since: string, tx: DbExecutor = db): Promise<string[]> {
      return (await solveDaysOf([userId], since, tx)).get(userId)!;
    },

    /**
     * The candidates' totals on the boards of the periods each moment falls in (what the Redis leaderboard is set to
     * after a batch: all of them, changed or not, so a retry after Redis failed heals it).
     */
    async periodTotals(moments: readonly { userId: string; at: Date }[], tx: DbExecutor = db): Promise<PeriodTotal[]> {
      const boards = [
        ...new Map(
          moments.flatMap(({ userId, at }) =>
            LEADERBOARD_PERIODS.map((period) => {
              const board = { userId, period, periodKey: periodKey(period, at) };
              return [compositeKey(board.userId, board.period, board.periodKey), board] as const;
            }),
          ),
        ).values(),
      ];
      if (boards.length === 0) return [];
      return rowsOf<PeriodTotal>(
        tx,
        sql`select p.user_id as "userId", p.period, p.period_key as "periodKey", p.points
              from ${gamificationPeriodPoints} p
              join jsonb_to_recordset(${json(boards)}) as b ("userId" text, "period" text, "periodKey" text)
                on p.user_id = b."userId" and p.period = b.period and p.period_key = b."periodKey"`,
      );
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

    figuresOf,
    async figures(userId: string, tx: DbExecutor = db): Promise<StoredFigures> {
      return (await figuresOf([userId], tx)).get(userId)!;
    },

    /** Awards the badges not yet earned; those newly awarded. */
    async award(badges: readonly { userId: string; badgeId: string }[], at: Date, tx: DbExecutor) {
      if (badges.length === 0) return [];
      return tx
        .insert(gamificationBadges)
        .values(badges.map((badge) => ({ ...badge, earnedAt: at })))
        .onConflictDoNothing()
        .returning({ userId: gamificationBadges.userId, badgeId: gamificationBadges.badgeId });
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
