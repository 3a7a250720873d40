import {
  BADGES,
  type Badge,
  type GamificationActivity,
  type GamificationProfile,
  type GamificationSettings,
  GAMIFICATION_ERROR_CODES,
  levelOf,
} from '@assay/contracts';
import { NotFoundError } from '../../lib/errors.js';
import type { UserRow } from '../users/users.service.js';
import type { GameRepository } from './game.repository.js';
import { addDays, STREAK_LOOKBACK_DAYS, streakEndingAt, utcDay } from './game-rules.js';
import type { LedgerRepository } from './ledger.repository.js';

const PROFILE_NOT_FOUND = 'You have no game profile yet.';
const RECENT_ENTRIES = 20;
/** The streak calendar's span: twelve weeks. */
const ACTIVITY_DAYS = 84;

/** The candidate's game profile, badges and activity, every figure derived from the ledger and the results. */
export function createGamificationService({
  repository,
  ledger,
  now = () => new Date(),
}: {
  repository: GameRepository;
  ledger: LedgerRepository;
  now?: () => Date;
}) {
  async function profileOf(caller: UserRow): Promise<GamificationProfile> {
    const today = utcDay(now());
    const [figures, days, earned] = await Promise.all([
      ledger.figures(caller.id),
      ledger.solveDays(caller.id, addDays(today, -STREAK_LOOKBACK_DAYS)),
      ledger.earnedBadges(caller.id),
    ]);
    return {
      user_id: caller.id,
      username: caller.name || caller.email.split('@')[0]!,
      total_points: figures.totalPoints,
      ...levelOf(figures.totalPoints),
      badges: earned.map((badge) => badge.badgeId),
      tasks_completed: figures.solvedChallenges,
      perfect_submissions: figures.perfectChallenges,
      streak_days: streakEndingAt(days, today),
      points_by_category: figures.pointsByCategory,
    };
  }

  return {
    /** GET /gamification/profile/me: 404 until the candidate's first visit creates it (SPEC §4). */
    async profile(caller: UserRow): Promise<GamificationProfile> {
      const row = await repository.profile(caller.id);
      if (!row) throw new NotFoundError(PROFILE_NOT_FOUND, GAMIFICATION_ERROR_CODES.profileNotFound);
      return profileOf(caller);
    },

    /** POST /gamification/profile: creates it (a second call answers the one there). Points earned before count. */
    async create(caller: UserRow, body: { show_on_leaderboard?: boolean }): Promise<GamificationProfile> {
      await repository.createProfile(caller.id, body.show_on_leaderboard ?? false);
      return profileOf(caller);
    },

    /** GET /gamification/profile/settings: whether the leaderboard shows the candidate's name. */
    async settings(caller: UserRow): Promise<GamificationSettings> {
      const row = await repository.profile(caller.id);
      if (!row) throw new NotFoundError(PROFILE_NOT_FOUND, GAMIFICATION_ERROR_CODES.profileNotFound);
      return { show_on_leaderboard: row.showOnLeaderboard };
    },

    /** PATCH /gamification/profile/settings. */
    async updateSettings(caller: UserRow, body: GamificationSettings): Promise<GamificationSettings> {
      const row = await repository.updateProfile(caller.id, body.show_on_leaderboard);
      if (!row) throw new NotFoundError(PROFILE_NOT_FOUND, GAMIFICATION_ERROR_CODES.profileNotFound);
      return { show_on_leaderboard: row.showOnLeaderboard };
    },

    /** GET /gamification/badges: every badge, its criterion, and whether (and when) the caller earned it. */
    async badges(caller: UserRow): Promise<{ badges: Badge[] }> {
      const earned = new Map((await ledger.earnedBadges(caller.id)).map((row) => [row.badgeId, row.earnedAt]));
      return {
        badges: BADGES.map((badge) => ({
          id: badge.id,
          name: badge.name,
          criterion: badge.criterion,
          earned: earned.has(badge.id),
          earned_at: earned.get(badge.id)?.toISOString() ?? null,
        })),
      };
    },

    /** GET /gamification/activity: the newest XP and the solves of the last twelve weeks. */
    async activity(caller: UserRow): Promise<GamificationActivity> {
      const from = new Date(`${addDays(utcDay(now()), -(ACTIVITY_DAYS - 1))}T00:00:00Z`);
      const [recent, solveDays] = await Promise.all([
        ledger.recentLedger(caller.id, RECENT_ENTRIES),
        ledger.solvesPerDay(caller.id, from),
      ]);
      return {
        recent: recent.map((row) => ({
          kind: row.kind as GamificationActivity['recent'][number]['kind'],
          points: row.points,
          challenge_id: row.challengeId,
          challenge_title: row.challengeTitle,
          created_at: row.earnedAt.toISOString(),
        })),
        solve_days: solveDays,
        days: ACTIVITY_DAYS,
      };
    },
  };
}
export type GamificationService = ReturnType<typeof createGamificationService>;
