import { candidateTaskSchema, taskPaths, type CandidateTask } from '@assay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { taskKeys } from '@/features/tasks/api/get-candidate-tasks';
import { apiClient } from '@/lib/api-client/http-client';

export type { CandidateTask };
export const candidateTaskPath = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

/** GET /candidate/tasks/{id}: opening it starts it (and a timed task's clock). */
export function getCandidateTask(id: string, signal?: AbortSignal): Promise<CandidateTask> {
  return apiClient.get(candidateTaskPath(taskPaths.candidateTask, id), { schema: candidateTaskSchema, signal });
}

export function getCandidateTaskQueryOptions(id: string) {
  return queryOptions({ queryKey: taskKeys.detail(id), queryFn: ({ signal }) => getCandidateTask(id, signal) });
}

export function useCandidateTask(id: string) {
  return useQuery(getCandidateTaskQueryOptions(id));
}
