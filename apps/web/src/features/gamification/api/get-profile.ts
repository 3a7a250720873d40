import { gamificationPaths, gamificationProfileSchema, type GamificationProfile } from '@assay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { gamificationKeys } from '@/features/gamification/api/gamification-keys';
import { isApiError } from '@/lib/api-client/api-error';
import { apiClient } from '@/lib/api-client/http-client';

export type { GamificationProfile };

const isHttp = (error: unknown, status: number) =>
  isApiError(error) && error.kind === 'http' && error.status === status;

/**
 * GET /gamification/profile/me; a candidate has no profile until their first visit, which the server answers 404:
 * the client then creates it (SPEC.md §4: "created on first access when the server answers 404"). Two tabs creating
 * it at once is harmless: the one that loses the race (409) reads the profile the other created.
 */
export async function getOrCreateProfile(signal?: AbortSignal): Promise<GamificationProfile> {
  try {
    return await apiClient.get(gamificationPaths.profileMe, { schema: gamificationProfileSchema, signal });
  } catch (error) {
    if (!isHttp(error, 404)) throw error;
  }
  try {
    return await apiClient.post(gamificationPaths.profile, {}, { schema: gamificationProfileSchema, signal });
  } catch (error) {
    if (!isHttp(error, 409)) throw error;
    return apiClient.get(gamificationPaths.profileMe, { schema: gamificationProfileSchema, signal });
  }
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: gamificationKeys.profile, queryFn: ({ signal }) => getOrCreateProfile(signal) });

export function useGamificationProfile() {
  return useQuery(profileQueryOptions());
}
