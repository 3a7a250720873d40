import { candidateDirectoryPath, candidateDirectorySchema, type CandidateEntry } from '@assay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';

export type { CandidateEntry };

/** GET /interviewer/candidates: the caller's organization's candidates, members and pending invitees. */
export function getCandidates(search: string, signal?: AbortSignal): Promise<{ candidates: CandidateEntry[] }> {
  return apiClient.get(candidateDirectoryPath, {
    query: search ? { search } : {},
    schema: candidateDirectorySchema,
    signal,
  });
}

export function useCandidates(search: string) {
  return useQuery(
    queryOptions({
      queryKey: ['candidates', 'directory', search] as const,
      queryFn: ({ signal }) => getCandidates(search, signal),
    }),
  );
}
