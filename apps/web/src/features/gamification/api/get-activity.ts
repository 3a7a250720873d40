import { activitySchema, gamificationPaths, type GamificationActivity } from '@assay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { gamificationKeys } from '@/features/gamification/api/gamification-keys';
import { apiClient } from '@/lib/api-client/http-client';

export type { GamificationActivity };

/** GET /gamification/activity: the newest XP earned and the days with a solve (the streak's calendar). */
export function getActivity(signal?: AbortSignal): Promise<GamificationActivity> {
  return apiClient.get(gamificationPaths.activity, { schema: activitySchema, signal });
}

export function useGamificationActivity() {
  return useQuery(queryOptions({ queryKey: gamificationKeys.activity, queryFn: ({ signal }) => getActivity(signal) }));
}
