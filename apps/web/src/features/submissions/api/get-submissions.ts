import { candidateSubmissionListSchema, submissionPaths, type CandidateSubmission } from '@assay/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { fillPath } from '@/lib/fill-path';
import { taskKeys } from '@/lib/task-query-keys';
import { apiClient } from '@/lib/api-client/http-client';

/** How often the history is asked again while a submission is being judged. */
const POLL_MS = 1_000;
const pending = (submissions: CandidateSubmission[]) =>
  submissions.some((entry) => entry.status === 'queued' || entry.status === 'running');

/** GET /candidate/tasks/{id}/submissions, newest first. */
export function getSubmissions(taskId: string, signal?: AbortSignal): Promise<CandidateSubmission[]> {
  return apiClient
    .get(fillPath(submissionPaths.list, { id: taskId }), { schema: candidateSubmissionListSchema, signal })
    .then((body) => body.submissions);
}

export function getSubmissionsQueryOptions(taskId: string) {
  return queryOptions({
    queryKey: taskKeys.submissions(taskId),
    queryFn: ({ signal }) => getSubmissions(taskId, signal),
    // Queued → running → scored shows as it happens: asked again while any is still being judged.
    refetchInterval: (query) => (query.state.data && pending(query.state.data) ? POLL_MS : false),
  });
}

/** The history; when a final submission gets its score, the task (status, score) is read again. */
export function useSubmissions(taskId: string) {
  const queryClient = useQueryClient();
  const query = useQuery(getSubmissionsQueryOptions(taskId));
  const wasPending = useRef(false);
  const isPending = query.data ? pending(query.data) : false;
  useEffect(() => {
    if (wasPending.current && !isPending) void queryClient.invalidateQueries({ queryKey: taskKeys.detail(taskId) });
    wasPending.current = isPending;
  }, [isPending, queryClient, taskId]);
  return query;
}
