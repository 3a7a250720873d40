import { publicTaskListSchema, publicTaskPaths, taskSummarySchema, type PublicTaskList, type TaskSummary } from '@assay/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { taskKeys } from '@/features/tasks/api/get-candidate-tasks';
import { taskApiClient } from '@/lib/api-client/task-api-client';

export interface PublicTaskFilters {
  search?: string | undefined;
  difficulty?: string | undefined;
  page: number;
  limit: number;
}

/** GET /public/tasks: the open practice catalogue (through the retrying client, SPEC.md §7). */
export function getPublicTasks(filters: PublicTaskFilters, signal?: AbortSignal): Promise<PublicTaskList> {
  return taskApiClient.get(publicTaskPaths.list, { query: { ...filters }, schema: publicTaskListSchema, signal });
}

export function usePublicTasks(filters: PublicTaskFilters) {
  return useQuery({ queryKey: ['public-tasks', filters], queryFn: ({ signal }) => getPublicTasks(filters, signal), placeholderData: keepPreviousData });
}

/** POST /public/tasks: your own practice task from a public one (an unfinished one is resumed). */
export function startPractice(templateId: string): Promise<TaskSummary> {
  return taskApiClient.post(publicTaskPaths.list, { template_id: templateId }, { schema: taskSummarySchema });
}

export function useStartPractice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: startPractice, onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }) });
}
