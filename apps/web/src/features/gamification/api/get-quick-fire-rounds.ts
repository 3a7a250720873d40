import { currentQuickFireSchema, gamificationPaths, type QuickFireRound } from '@assay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { gamificationKeys } from '@/features/gamification/api/gamification-keys';
import { apiClient } from '@/lib/api-client/http-client';

/** The caller's recent rounds, and how far the server's clock was ahead of this browser's when they came. */
export interface QuickFireRounds {
  rounds: QuickFireRound[];
  offsetMs: number;
}

/** How far ahead of this browser's clock the server's was, by a `server_now` received at `receivedAt`. */
export const serverOffsetMs = (serverNow: string, receivedAt: number = Date.now()) =>
  Date.parse(serverNow) - receivedAt;

/** GET /gamification/public-challenge: the caller's quick-fire rounds of the last two hours, newest first. */
export async function getQuickFireRounds(signal?: AbortSignal): Promise<QuickFireRounds> {
  const { rounds } = await apiClient.get(gamificationPaths.publicChallenge, { schema: currentQuickFireSchema, signal });
  return { rounds, offsetMs: rounds[0] ? serverOffsetMs(rounds[0].server_now) : 0 };
}

export const quickFireRoundsQueryOptions = () =>
  queryOptions({ queryKey: gamificationKeys.quickFire, queryFn: ({ signal }) => getQuickFireRounds(signal) });

export function useQuickFireRounds() {
  return useQuery(quickFireRoundsQueryOptions());
}
