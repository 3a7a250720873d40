import { type BadgeId, CHALLENGE_CATEGORIES, type LeaderboardPeriod, levelOf, SOLVE_SCORE } from '@assay/contracts';

/** One Map key of several values. */
export const compositeKey = (...parts: readonly (string | number)[]) => parts.join('\u0000');

/** A UTC calendar day, `YYYY-MM-DD`. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

const DAY_MS = 86_400_000;
export const addDays = (day: string, days: number) => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
export const nextUtcMidnight = (at: Date) => new Date(Date.parse(`${utcDay(at)}T00:00:00Z`) + DAY_MS);

/** The ISO 8601 week of a UTC day, `2026-W48` (weeks start on Monday; week 1 holds the year's first Thursday). */
export function isoWeek(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday); // the Thursday of its week names the week's year
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / DAY_MS + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** The leaderboard period a moment falls in, by its key. */
export function periodKey(period: LeaderboardPeriod, at: Date): string {
  switch (period) {
    case 'all-time':
      return 'all-time';
    case 'monthly':
      return at.toISOString().slice(0, 7);
    case 'weekly':
      return isoWeek(at);
    case 'daily':
      return utcDay(at);
  }
}

/** How far back a streak is looked for: further than any streak a badge names. */
export const STREAK_LOOKBACK_DAYS = 400;

/**
 * The run of consecutive UTC days with a solve that ends on `day` or the day before (a streak lives until a whole
 * UTC day passes without a solve). `days` may come in any order and repeat.
 */
export function streakEndingAt(days: readonly string[], day: string): number {
  const solved = new Set(days);
  let end = solved.has(day) ? day : addDays(day, -1);
  let streak = 0;
  while (solved.has(end)) {
    streak += 1;
    end = addDays(end, -1);
  }
  return streak;
}

/** What a candidate's badges are judged by, all derived from their results and ledger. */
export interface GameFigures {
  totalPoints: number;
  solvedChallenges: number;
  perfectChallenges: number;
  solvedLanguages: readonly string[];
  solvedCategories: readonly string[];
  /** The most challenges solved in any one category. */
  mostInOneCategory: number;
  solvedHard: boolean;
  solvedExpert: boolean;
  /** A challenge solved after a submission of it that did not solve it. */
  cameBack: boolean;
  dailySolves: number;
  quickFireSolves: number;
  /** A quick-fire round solved with at least half its countdown left. */
  fastQuickFire: boolean;
  streakDays: number;
}

const GENERAL_PURPOSE = ['javascript', 'typescript', 'python', 'cpp', 'java'];
const CATEGORIES_OF_THE_LIBRARY: readonly string[] = CHALLENGE_CATEGORIES;

/** Each badge's criterion (contracts' BADGES publishes it in words). */
export const BADGE_RULES: Record<BadgeId, (figures: GameFigures) => boolean> = {
  'first-solve': (f) => f.solvedChallenges >= 1,
  'five-solves': (f) => f.solvedChallenges >= 5,
  'ten-solves': (f) => f.solvedChallenges >= 10,
  'twenty-five-solves': (f) => f.solvedChallenges >= 25,
  'streak-7': (f) => f.streakDays >= 7,
  'streak-30': (f) => f.streakDays >= 30,
  'streak-100': (f) => f.streakDays >= 100,
  polyglot: (f) => GENERAL_PURPOSE.every((language) => f.solvedLanguages.includes(language)),
  'sql-solver': (f) => f.solvedLanguages.includes('sql'),
  'all-categories': (f) => CATEGORIES_OF_THE_LIBRARY.every((category) => f.solvedCategories.includes(category)),
  'category-specialist': (f) => f.mostInOneCategory >= 5,
  'hard-solve': (f) => f.solvedHard,
  'expert-solve': (f) => f.solvedExpert,
  'perfect-first': (f) => f.perfectChallenges >= 1,
  'perfect-ten': (f) => f.perfectChallenges >= 10,
  comeback: (f) => f.cameBack,
  'daily-first': (f) => f.dailySolves >= 1,
  'daily-seven': (f) => f.dailySolves >= 7,
  'quick-fire-first': (f) => f.quickFireSolves >= 1,
  speed: (f) => f.fastQuickFire,
  'level-5': (f) => levelOf(f.totalPoints).current_level >= 5,
  'level-10': (f) => levelOf(f.totalPoints).current_level >= 10,
  'points-1000': (f) => f.totalPoints >= 1000,
};

export const badgesMet = (figures: GameFigures): BadgeId[] =>
  (Object.keys(BADGE_RULES) as BadgeId[]).filter((id) => BADGE_RULES[id](figures));

export const solves = (score: number) => score >= SOLVE_SCORE;
