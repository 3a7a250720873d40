import { ownSubmissionListSchema, ownSubmissionsPath, type OwnSubmissionList } from '@assay/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { taskKeys } from '@/lib/task-query-keys';
import { apiClient } from '@/lib/api-client/http-client';

/** How often the page is asked again while one of its submissions is being judged. */
const POLL_MS = 2_000;

/** GET /candidate/submissions: one page of the caller's own submissions of all their tasks, newest first. */
export function getOwnSubmissions(
  page: { page: number; limit: number },
  signal?: AbortSignal,
): Promise<OwnSubmissionList> {
  return apiClient.get(ownSubmissionsPath, {
    query: { page: page.page, limit: page.limit },
    schema: ownSubmissionListSchema,
    signal,
  });
}

export function getOwnSubmissionsQueryOptions(page: number, limit: number) {
  return queryOptions({
    queryKey: taskKeys.ownSubmissionsPage(page),
    queryFn: ({ signal }) => getOwnSubmissions({ page, limit }, signal),
    placeholderData: keepPreviousData,
    // A queued or running submission becomes scored while the page is open.
    refetchInterval: (query) =>
      query.state.data?.submissions.some((row) => row.status === 'queued' || row.status === 'running')
        ? POLL_MS
        : false,
  });
}

export function useOwnSubmissions(page: number, limit: number) {
  return useQuery(getOwnSubmissionsQueryOptions(page, limit));
}
