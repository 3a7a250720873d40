import {
  gamificationPaths,
  LEADERBOARD_DEFAULTS,
  leaderboardSchema,
  type Leaderboard,
  type LeaderboardPeriod,
  type LeaderboardType,
} from '@assay/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { gamificationKeys } from '@/features/gamification/api/gamification-keys';
import { apiClient } from '@/lib/api-client/http-client';

export type { Leaderboard };

/** GET /gamification/leaderboard: the top of one board and period, and the caller's own place on it. */
export function getLeaderboard(
  type: LeaderboardType,
  period: LeaderboardPeriod,
  limit: number,
  signal?: AbortSignal,
): Promise<Leaderboard> {
  return apiClient.get(gamificationPaths.leaderboard, {
    query: { leaderboard_type: type, period, limit },
    schema: leaderboardSchema,
    signal,
  });
}

export function useLeaderboard(
  type: LeaderboardType,
  period: LeaderboardPeriod,
  limit: number = LEADERBOARD_DEFAULTS.limit,
) {
  return useQuery(
    queryOptions({
      queryKey: gamificationKeys.leaderboard(type, period, limit),
      queryFn: ({ signal }) => getLeaderboard(type, period, limit, signal),
      // The board switched to stays readable (dimmed) until the new one answers.
      placeholderData: keepPreviousData,
    }),
  );
}
