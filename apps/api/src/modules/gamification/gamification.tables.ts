import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

/** A candidate's game profile: its one setting. Every figure of it is derived from the ledger below. */
export const gamificationProfiles = pgTable('gamification_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  showOnLeaderboard: boolean('show_on_leaderboard').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What a candidate's practice scored, one row per submission (its newest score: a re-evaluation replaces it), kept by
 * the points subscriber from `submission.scored`: the source of solves, streak days, languages and categories.
 */
export const gamificationResults = pgTable(
  'gamification_results',
  {
    submissionId: text('submission_id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    challengeId: text('challenge_id').notNull(),
    challengeTitle: text('challenge_title').notNull(),
    difficulty: text('difficulty').notNull(),
    category: text('category'),
    language: text('language').notNull(),
    score: integer('score').notNull(),
    /** When it was submitted (the server's clock); its UTC day is the solve's day. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('gamification_results_user_challenge_idx').on(table.userId, table.challengeId)],
);

/**
 * The points ledger: append-only, one row per rewarding event, unique by what earned it (`source`: the event id of a
 * score, a challenge's perfect score, a day's daily challenge, a quick-fire round), so a replayed event never pays
 * twice. Totals, levels and the leaderboard are sums of it.
 */
export const gamificationLedger = pgTable(
  'gamification_ledger',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    kind: text('kind').notNull(),
    points: integer('points').notNull(),
    challengeId: text('challenge_id').notNull(),
    challengeTitle: text('challenge_title').notNull(),
    category: text('category'),
    /** When the work that earned it was submitted (so a late delivery never moves points into another period). */
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('gamification_ledger_user_source_unique').on(table.userId, table.source),
    index('gamification_ledger_user_earned_idx').on(table.userId, table.earnedAt),
  ],
);

/**
 * Points per person and leaderboard period (`all-time` with key `all-time`, `monthly` `2026-11`, `weekly`
 * `2026-W48`, `daily` `2026-11-28`), kept with each ledger row in the same transaction: the SQL leaderboard ranks by
 * it, and the Redis one is rebuilt from it.
 */
export const gamificationPeriodPoints = pgTable(
  'gamification_period_points',
  {
    period: text('period').notNull(),
    periodKey: text('period_key').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.period, table.periodKey, table.userId] }),
    // The top of a board, and how many are above a given total (a rank).
    index('gamification_period_points_rank_idx').on(table.period, table.periodKey, sql`${table.points} desc`),
  ],
);

/**
 * How many people have each total on each board of the whole platform, kept with the totals: a rank is one more than
 * the people above a total, a sum over a few thousand distinct totals rather than a count over a million people.
 */
export const gamificationPointCounts = pgTable(
  'gamification_point_counts',
  {
    period: text('period').notNull(),
    periodKey: text('period_key').notNull(),
    points: integer('points').notNull(),
    people: integer('people').notNull(),
  },
  (table) => [primaryKey({ columns: [table.period, table.periodKey, table.points] })],
);

/** Badges earned, each once. */
export const gamificationBadges = pgTable(
  'gamification_badges',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badgeId: text('badge_id').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.badgeId] })],
);

/** The daily challenge of each UTC day once someone asked for it: the same for everyone, and never re-chosen. */
export const dailyChallenges = pgTable('gamification_daily_challenges', {
  day: date('day', { mode: 'string' }).primaryKey(),
  challengeId: text('challenge_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A quick-fire round: a practice task of a random challenge with a countdown held on the server. */
export const quickFireRounds = pgTable(
  'gamification_quick_fire_rounds',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskId: text('task_id').notNull(),
    challengeId: text('challenge_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    /** The final submission that ended it (made through the round or the task page). */
    submissionId: text('submission_id'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** That submission's score, once scored. */
    score: integer('score'),
  },
  (table) => [
    index('gamification_quick_fire_rounds_task_idx').on(table.taskId),
    index('gamification_quick_fire_rounds_user_idx').on(table.userId, table.startedAt),
  ],
);
