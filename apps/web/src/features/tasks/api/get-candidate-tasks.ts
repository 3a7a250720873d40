import { candidateTaskListSchema, taskPaths, type CandidateTaskList, type Difficulty } from '@assay/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';
import { taskKeys } from '@/lib/task-query-keys';

export type { CandidateTaskList };
export interface CandidateTaskFilters {
  difficulty?: Difficulty;
  tags: string[];
  page: number;
  limit: number;
}

/** GET /candidate/tasks (`tags` repeated). The list answers `{ tasks }`; a bare array or `{ data }` is read too (SPEC.md §7). */
export async function getCandidateTasks(
  filters: CandidateTaskFilters,
  signal?: AbortSignal,
): Promise<CandidateTaskList> {
  const params = new URLSearchParams({ page: String(filters.page), limit: String(filters.limit) });
  if (filters.difficulty) params.set('difficulty', filters.difficulty);
  for (const tag of filters.tags) params.append('tags', tag);
  const body: unknown = await apiClient.get(`${taskPaths.candidateTasks}?${params.toString()}`, { signal });
  const tasks = Array.isArray(body)
    ? body
    : ((body as { tasks?: unknown; data?: unknown }).tasks ?? (body as { data?: unknown }).data);
  return candidateTaskListSchema.parse({
    page: filters.page,
    limit: filters.limit,
    total: Array.isArray(tasks) ? tasks.length : 0,
    ...(Array.isArray(body) ? {} : (body as object)),
    tasks,
  });
}

export function getCandidateTasksQueryOptions(filters: CandidateTaskFilters) {
  return queryOptions({
    queryKey: taskKeys.list(filters),
    queryFn: ({ signal }) => getCandidateTasks(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCandidateTasks(filters: CandidateTaskFilters) {
  return useQuery(getCandidateTasksQueryOptions(filters));
}
