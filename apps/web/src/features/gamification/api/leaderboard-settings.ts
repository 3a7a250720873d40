import { gamificationPaths, gamificationSettingsSchema, type GamificationSettings } from '@assay/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gamificationKeys } from '@/features/gamification/api/gamification-keys';
import { apiClient } from '@/lib/api-client/http-client';

/** GET /gamification/profile/settings: the profile's one setting, whether the leaderboard shows the name. */
export function getGamificationSettings(signal?: AbortSignal): Promise<GamificationSettings> {
  return apiClient.get(gamificationPaths.settings, { schema: gamificationSettingsSchema, signal });
}

export const gamificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: gamificationKeys.settings, queryFn: ({ signal }) => getGamificationSettings(signal) });

/** Read once the profile exists (the page asks after it has one): before, the server has no setting to answer with. */
export function useGamificationSettings() {
  return useQuery(gamificationSettingsQueryOptions());
}

/** PATCH /gamification/profile/settings. */
export function useUpdateLeaderboardName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (showOnLeaderboard: boolean) =>
      apiClient.patch(
        gamificationPaths.settings,
        { show_on_leaderboard: showOnLeaderboard },
        { schema: gamificationSettingsSchema },
      ),
    onSuccess: (settings) => {
      queryClient.setQueryData(gamificationKeys.settings, settings);
      // The leaderboards show the name (or "Anonymous") from now on.
      void queryClient.invalidateQueries({ queryKey: [...gamificationKeys.all, 'leaderboard'] });
    },
  });
}
