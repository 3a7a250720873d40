import { badgeListSchema, gamificationPaths, type Badge } from '@assay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { gamificationKeys } from '@/features/gamification/api/gamification-keys';
import { apiClient } from '@/lib/api-client/http-client';

export type { Badge };

/** GET /gamification/badges: every badge, earned or not, with its criterion. */
export async function getBadges(signal?: AbortSignal): Promise<Badge[]> {
  const { badges } = await apiClient.get(gamificationPaths.badges, { schema: badgeListSchema, signal });
  return badges;
}

export function useBadges() {
  return useQuery(queryOptions({ queryKey: gamificationKeys.badges, queryFn: ({ signal }) => getBadges(signal) }));
}
