import { dailyChallengeSchema, gamificationPaths, type DailyChallenge } from '@assay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { gamificationKeys } from '@/features/gamification/api/gamification-keys';
import { serverOffsetMs } from '@/features/gamification/api/get-quick-fire-rounds';
import { apiClient } from '@/lib/api-client/http-client';

export type { DailyChallenge };

/** Today's challenge, and how far the server's clock was ahead of this browser's when it came (for the countdown). */
export type DailyChallengeAnswer = DailyChallenge & { offsetMs: number };

/** GET /gamification/daily-challenge: today's (UTC) challenge, its bonus, and whether the caller solved it. */
export async function getDailyChallenge(signal?: AbortSignal): Promise<DailyChallengeAnswer> {
  const daily = await apiClient.get(gamificationPaths.dailyChallenge, { schema: dailyChallengeSchema, signal });
  return { ...daily, offsetMs: serverOffsetMs(daily.server_now) };
}

export const dailyChallengeQueryOptions = () =>
  queryOptions({ queryKey: gamificationKeys.dailyChallenge, queryFn: ({ signal }) => getDailyChallenge(signal) });

export function useDailyChallenge() {
  return useQuery(dailyChallengeQueryOptions());
}
