import { z } from 'zod';
import { isoDateTimeSchema } from './common.js';
import { GAMIFICATION_DEFAULTS, LEADERBOARD_DEFAULTS } from './constants.js';
import { challengeCategorySchema, type Difficulty, difficultySchema } from './task-templates.js';

/**
 * Gamification (issue 27, SPEC.md §3 profile, §7 Gamification): points, levels, streaks, badges, the daily challenge,
 * quick-fire rounds and the leaderboard. Points come only from practice of the challenge library (never from an
 * organization's assessments), are paid from an append-only ledger keyed by what earned them, and every figure of a
 * profile is derived from that ledger.
 */
export const gamificationPaths = {
  profileMe: '/gamification/profile/me',
  profile: '/gamification/profile',
  settings: '/gamification/profile/settings',
  leaderboard: '/gamification/leaderboard',
  publicChallenge: '/gamification/public-challenge',
  dailyChallenge: '/gamification/daily-challenge',
  submitPublicChallenge: '/gamification/submit-public-challenge/:id',
  badges: '/gamification/badges',
  activity: '/gamification/activity',
} as const;

// --- Rules ---------------------------------------------------------------------------------------------------------

/** A practice submission scoring at least this solves its challenge (as practice's "solved" does). */
export const SOLVE_SCORE = 70;

/**
 * A challenge's points at a full score, by difficulty. A challenge pays `floor(points × best score / 100)` in all,
 * paid as the candidate's best score on it rises: a first solve pays, solving it again pays nothing, a better score
 * (or a re-evaluation that raises one) pays only the difference.
 */
export const CHALLENGE_POINTS: Record<Difficulty, number> = { easy: 10, medium: 25, hard: 50, expert: 100 };
/** Paid once per challenge, the first time it scores 100: half its points. */
export const perfectBonus = (difficulty: Difficulty) => Math.floor(CHALLENGE_POINTS[difficulty] / 2);
/** Paid once per UTC day for solving that day's daily challenge on that day. */
export const DAILY_CHALLENGE_BONUS = 50;
/** A quick-fire round's countdown, by difficulty. */
export const QUICK_FIRE_MINUTES: Record<Difficulty, number> = { easy: 10, medium: 20, hard: 30, expert: 45 };
/**
 * A quick-fire round solved by its final submission before the countdown ends earns up to its challenge's points
 * again, in proportion to the time left (by the server's clock); after the countdown, nothing.
 */
export const quickFireBonus = (difficulty: Difficulty, secondsLeft: number, secondsInAll: number) =>
  secondsLeft <= 0
    ? 0
    : Math.floor((CHALLENGE_POINTS[difficulty] * Math.min(secondsLeft, secondsInAll)) / secondsInAll);
/** The daily challenge is never one shown in the days before this many (while the library holds more than this). */
export const DAILY_CHALLENGE_NO_REPEAT_DAYS = 60;

/**
 * The level curve: reaching level n + 1 from level n takes 100 × n XP (level 1 needs 100 to reach 2, SPEC §9), so
 * level n begins at 50 × n × (n − 1) XP in all.
 */
export const xpToReachLevel = (level: number) => 50 * level * (level - 1);
export function levelOf(totalPoints: number): {
  current_level: number;
  xp_progress: number;
  xp_for_next_level: number;
} {
  const points = Math.max(0, Math.floor(totalPoints));
  // The largest n with 50·n·(n − 1) ≤ points; the square root is only a first guess, corrected for rounding.
  let level = Math.max(GAMIFICATION_DEFAULTS.current_level, Math.floor((1 + Math.sqrt(1 + points / 12.5)) / 2));
  while (xpToReachLevel(level + 1) <= points) level += 1;
  while (level > 1 && xpToReachLevel(level) > points) level -= 1;
  return {
    current_level: level,
    xp_progress: points - xpToReachLevel(level),
    xp_for_next_level: GAMIFICATION_DEFAULTS.xp_for_next_level * level,
  };
}

// --- Profile -------------------------------------------------------------------------------------------------------

/** SPEC §3's fields exactly (the profile's one setting is apart: `gamificationSettingsSchema`). */
export const gamificationProfileSchema = z.object({
  user_id: z.string(),
  username: z.string(),
  total_points: z.number().int().nonnegative(),
  current_level: z.number().int().min(1),
  xp_progress: z.number().int().nonnegative(),
  xp_for_next_level: z.number().int().positive(),
  /** The ids of the badges earned, in the order they were. */
  badges: z.array(z.string()),
  tasks_completed: z.number().int().nonnegative(),
  perfect_submissions: z.number().int().nonnegative(),
  streak_days: z.number().int().nonnegative(),
  points_by_category: z.record(z.string(), z.number().int()),
});
export type GamificationProfile = z.infer<typeof gamificationProfileSchema>;

export const createProfileBodySchema = z.object({ show_on_leaderboard: z.boolean().optional() }).strict().default({});
/** The profile's setting: whether the leaderboard shows the candidate's name; otherwise they appear as "Anonymous". */
export const gamificationSettingsSchema = z.object({ show_on_leaderboard: z.boolean() }).strict();
export type GamificationSettings = z.infer<typeof gamificationSettingsSchema>;

// --- Activity: recent XP and the streak's calendar -----------------------------------------------------------------

export const LEDGER_KINDS = ['challenge', 'perfect', 'daily', 'quick_fire', 'learning'] as const;
export const ledgerKindSchema = z.enum(LEDGER_KINDS);
export type LedgerKind = z.infer<typeof ledgerKindSchema>;

export const ledgerEntrySchema = z.object({
  kind: ledgerKindSchema,
  points: z.number().int(),
  /** The challenge it was earned on. */
  challenge_id: z.string(),
  challenge_title: z.string(),
  created_at: isoDateTimeSchema,
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** GET /gamification/activity: the newest XP earned and the UTC days with a solve (the streak's heat map). */
export const activitySchema = z.object({
  recent: z.array(ledgerEntrySchema),
  /** Solves per UTC day (`YYYY-MM-DD`) over the last `days` days, days without one left out. */
  solve_days: z.array(z.object({ date: z.string(), solves: z.number().int().positive() })),
  days: z.number().int(),
});
export type GamificationActivity = z.infer<typeof activitySchema>;

// --- Badges --------------------------------------------------------------------------------------------------------

export const badgeSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The published criterion, as the page shows it. */
  criterion: z.string(),
  earned: z.boolean(),
  earned_at: isoDateTimeSchema.nullable(),
});
export type Badge = z.infer<typeof badgeSchema>;
export const badgeListSchema = z.object({ badges: z.array(badgeSchema) });

// --- Leaderboard ---------------------------------------------------------------------------------------------------

export const LEADERBOARD_TYPES = ['global', 'organization'] as const;
export const LEADERBOARD_PERIODS = ['all-time', 'monthly', 'weekly', 'daily'] as const;
export type LeaderboardType = (typeof LEADERBOARD_TYPES)[number];
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

export const leaderboardQuerySchema = z.object({
  leaderboard_type: z.enum(LEADERBOARD_TYPES).default(LEADERBOARD_DEFAULTS.leaderboard_type),
  period: z.enum(LEADERBOARD_PERIODS).default(LEADERBOARD_DEFAULTS.period),
  limit: z.coerce.number().int().min(1).max(100).default(LEADERBOARD_DEFAULTS.limit),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

export const ANONYMOUS_NAME = 'Anonymous';

export const leaderboardEntrySchema = z.object({
  rank: z.number().int().positive(),
  /** Null for someone who has not opted in (shown as "Anonymous"), except the caller's own entries. */
  user_id: z.string().nullable(),
  username: z.string(),
  points: z.number().int(),
  current_level: z.number().int(),
  is_me: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardSchema = z.object({
  leaderboard_type: z.enum(LEADERBOARD_TYPES),
  period: z.enum(LEADERBOARD_PERIODS),
  /** The period's key (`2026-11`, `2026-W48`, `2026-11-28`; `all-time`). */
  period_key: z.string(),
  entries: z.array(leaderboardEntrySchema),
  /** The caller's own rank and points, even outside the top; null rank with no points in the period. */
  me: z.object({ rank: z.number().int().positive().nullable(), points: z.number().int() }),
  /** How many people have points in the period. */
  total: z.number().int().nonnegative(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

// --- The daily challenge and quick-fire rounds ---------------------------------------------------------------------

export const gameChallengeSchema = z.object({
  /** The public template's id: `POST /public/tasks { template_id }` opens it in the editor. */
  id: z.string(),
  title: z.string(),
  difficulty: difficultySchema,
  category: challengeCategorySchema.nullable(),
  points: z.number().int(),
});
export type GameChallenge = z.infer<typeof gameChallengeSchema>;

export const dailyChallengeSchema = z.object({
  /** The UTC day it is for (`YYYY-MM-DD`). */
  date: z.string(),
  challenge: gameChallengeSchema,
  bonus: z.number().int(),
  /** Whether the caller has solved it today (and so earned its bonus). */
  solved: z.boolean(),
  /** When the next one comes: the next UTC midnight. */
  next_at: isoDateTimeSchema,
  /** The server's clock when it answered, so the countdown does not trust the browser's. */
  server_now: isoDateTimeSchema,
});
export type DailyChallenge = z.infer<typeof dailyChallengeSchema>;

export const startQuickFireBodySchema = z
  .object({ difficulty: difficultySchema.optional(), category: challengeCategorySchema.optional() })
  .strict()
  .default({});
export type StartQuickFireBody = z.infer<typeof startQuickFireBodySchema>;

export const QUICK_FIRE_STATUSES = ['running', 'submitted', 'timed_out'] as const;

export const quickFireRoundSchema = z.object({
  id: z.string(),
  /** The practice task the round is solved in (`/tasks/{task_id}`). */
  task_id: z.string(),
  challenge: gameChallengeSchema,
  started_at: isoDateTimeSchema,
  deadline_at: isoDateTimeSchema,
  /** The server's clock when it answered, so the countdown does not trust the browser's. */
  server_now: isoDateTimeSchema,
  status: z.enum(QUICK_FIRE_STATUSES),
  submission_id: z.string().nullable(),
});
export type QuickFireRound = z.infer<typeof quickFireRoundSchema>;

/** GET /gamification/public-challenge: the caller's rounds of the last two hours, newest first (a reload finds them). */
export const currentQuickFireSchema = z.object({ rounds: z.array(quickFireRoundSchema) });
export type CurrentQuickFire = z.infer<typeof currentQuickFireSchema>;

export const GAMIFICATION_ERROR_CODES = {
  profileNotFound: 'GAMIFICATION_PROFILE_NOT_FOUND',
  noChallenge: 'GAMIFICATION_NO_CHALLENGE',
} as const;

// --- The badge catalogue -------------------------------------------------------------------------------------------

/**
 * Every badge and its published criterion. The API awards each once, by the subscriber that pays points, when its
 * criterion is first met (`modules/gamification/badge-rules.ts` holds the test of each).
 */
export const BADGES = [
  { id: 'first-solve', name: 'First steps', criterion: 'Solve your first challenge.' },
  { id: 'five-solves', name: 'Warming up', criterion: 'Solve 5 different challenges.' },
  { id: 'ten-solves', name: 'Problem solver', criterion: 'Solve 10 different challenges.' },
  { id: 'twenty-five-solves', name: 'Seasoned', criterion: 'Solve 25 different challenges.' },
  { id: 'streak-7', name: 'One week', criterion: 'Solve a challenge on 7 UTC days in a row.' },
  { id: 'streak-30', name: 'One month', criterion: 'Solve a challenge on 30 UTC days in a row.' },
  { id: 'streak-100', name: 'Hundred days', criterion: 'Solve a challenge on 100 UTC days in a row.' },
  {
    id: 'polyglot',
    name: 'Polyglot',
    criterion: 'Solve challenges in every general-purpose language: JavaScript, TypeScript, Python, C++ and Java.',
  },
  { id: 'sql-solver', name: 'Query writer', criterion: 'Solve a SQL challenge.' },
  { id: 'all-categories', name: 'All-rounder', criterion: 'Solve a challenge in every category of the library.' },
  { id: 'category-specialist', name: 'Specialist', criterion: 'Solve 5 different challenges of one category.' },
  { id: 'hard-solve', name: 'Hard nut', criterion: 'Solve a hard challenge.' },
  { id: 'expert-solve', name: 'Expert', criterion: 'Solve an expert challenge.' },
  { id: 'perfect-first', name: 'Flawless', criterion: 'Score 100 on a challenge.' },
  { id: 'perfect-ten', name: 'Perfectionist', criterion: 'Score 100 on 10 different challenges.' },
  { id: 'comeback', name: 'Comeback', criterion: 'Solve a challenge after a submission of it that did not.' },
  { id: 'daily-first', name: 'Daily player', criterion: 'Solve the daily challenge on its day.' },
  { id: 'daily-seven', name: 'Regular', criterion: 'Solve the daily challenge on its day 7 times.' },
  { id: 'quick-fire-first', name: 'Quick draw', criterion: 'Solve a quick-fire round before its countdown ends.' },
  {
    id: 'speed',
    name: 'Lightning',
    criterion: 'Solve a quick-fire round with at least half of its countdown left.',
  },
  { id: 'level-5', name: 'Level 5', criterion: 'Reach level 5.' },
  { id: 'level-10', name: 'Level 10', criterion: 'Reach level 10.' },
  { id: 'points-1000', name: 'Thousand', criterion: 'Earn 1,000 points.' },
] as const satisfies readonly { id: string; name: string; criterion: string }[];
export type BadgeId = (typeof BADGES)[number]['id'];
