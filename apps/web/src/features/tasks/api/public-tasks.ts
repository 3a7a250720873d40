import { publicTaskPaths, taskSummarySchema, type TaskSummary } from '@assay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskKeys } from '@/lib/task-query-keys';
import { taskApiClient } from '@/lib/api-client/task-api-client';

/** POST /public/tasks: your own practice task from a public one (an unfinished one is resumed). */
export function startPractice(templateId: string): Promise<TaskSummary> {
  return taskApiClient.post(publicTaskPaths.list, { template_id: templateId }, { schema: taskSummarySchema });
}

export function useStartPractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startPractice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
