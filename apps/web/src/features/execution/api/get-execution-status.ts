import { executionPaths, executionStatusSchema, type ExecutionStatus } from '@assay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';

export type { ExecutionStatus };
export type LanguageStatus = ExecutionStatus['languages'][number];

/**
 * GET /code-execution/status: the API, database, queue and runners, and a hello-world run per language measured
 * while the request waits, so it takes a few seconds.
 */
export function getExecutionStatus(signal?: AbortSignal): Promise<ExecutionStatus> {
  return apiClient.get(executionPaths.status, { schema: executionStatusSchema, signal });
}

export function getExecutionStatusQueryOptions() {
  return queryOptions({
    queryKey: ['execution', 'status'] as const,
    queryFn: ({ signal }) => getExecutionStatus(signal),
    // A status page shows the state now: opening it checks again, and a failure is reported at once with Retry
    // beside it rather than after a silent second attempt that would double the wait.
    staleTime: 0,
    retry: false,
  });
}

export function useExecutionStatus() {
  return useQuery(getExecutionStatusQueryOptions());
}
