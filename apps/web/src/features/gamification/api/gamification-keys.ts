import type { LeaderboardPeriod, LeaderboardType } from '@assay/contracts';

/**
 * The gamification queries' keys. Everything under `all` is the candidate's own standing, so a notification (a
 * scored submission, a badge) refreshes the lot at once.
 */
export const gamificationKeys = {
  all: ['gamification'] as const,
  profile: ['gamification', 'profile'] as const,
  settings: ['gamification', 'settings'] as const,
  activity: ['gamification', 'activity'] as const,
  badges: ['gamification', 'badges'] as const,
  leaderboard: (type: LeaderboardType, period: LeaderboardPeriod, limit: number) =>
    ['gamification', 'leaderboard', type, period, limit] as const,
  dailyChallenge: ['gamification', 'daily-challenge'] as const,
  quickFire: ['gamification', 'quick-fire'] as const,
};
