import { dailyChallengeSchema, gamificationPaths, type DailyChallenge } from '@assay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { gamificationKeys } from '@/features/gamification/api/gamification-keys';
import { apiClient } from '@/lib/api-client/http-client';

export type { DailyChallenge };

/** GET /gamification/daily-challenge: today's (UTC) challenge, its bonus, and whether the caller solved it. */
export function getDailyChallenge(signal?: AbortSignal): Promise<DailyChallenge> {
  return apiClient.get(gamificationPaths.dailyChallenge, { schema: dailyChallengeSchema, signal });
}

export const dailyChallengeQueryOptions = () =>
  queryOptions({ queryKey: gamificationKeys.dailyChallenge, queryFn: ({ signal }) => getDailyChallenge(signal) });

export function useDailyChallenge() {
  return useQuery(dailyChallengeQueryOptions());
}
