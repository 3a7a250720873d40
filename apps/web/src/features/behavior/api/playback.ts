import { behaviorPaths, playbackSchema, type Playback } from '@assay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';
import { fillPath } from '@/lib/fill-path';

export type { Playback };

export const playbackKeys = {
  playback: (submissionId: string) => ['behavior', 'playback', submissionId] as const,
};

/** GET /behavior/submissions/{id}/playback: the recording of how the final submission was written. */
export function getPlayback(submissionId: string, signal?: AbortSignal): Promise<Playback> {
  return apiClient.get(fillPath(behaviorPaths.playback, { id: submissionId }), { schema: playbackSchema, signal });
}

export const playbackQuery = (submissionId: string) =>
  queryOptions({
    queryKey: playbackKeys.playback(submissionId),
    queryFn: ({ signal }) => getPlayback(submissionId, signal),
    // A recording never changes once the submission is final.
    staleTime: Infinity,
  });

export function usePlayback(submissionId: string) {
  return useQuery(playbackQuery(submissionId));
}
