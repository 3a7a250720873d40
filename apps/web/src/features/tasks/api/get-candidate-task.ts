import { candidateTaskSchema, taskPaths, type CandidateTask } from '@assay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { taskKeys } from '@/lib/task-query-keys';
import { apiClient } from '@/lib/api-client/http-client';
import { fillPath } from '@/lib/fill-path';

export type { CandidateTask };

/** GET /candidate/tasks/{id}: reading an assigned task starts nothing (Start, or the first work on it, does). */
export function getCandidateTask(id: string, signal?: AbortSignal): Promise<CandidateTask> {
  return apiClient.get(fillPath(taskPaths.candidateTask, { id }), { schema: candidateTaskSchema, signal });
}

export function getCandidateTaskQueryOptions(id: string) {
  return queryOptions({ queryKey: taskKeys.detail(id), queryFn: ({ signal }) => getCandidateTask(id, signal) });
}

export function useCandidateTask(id: string) {
  return useQuery(getCandidateTaskQueryOptions(id));
}
