import { candidateTaskSchema, taskPaths, type CandidateTask } from '@assay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fillPath } from '@/lib/fill-path';
import { taskKeys } from '@/lib/task-query-keys';
import { apiClient } from '@/lib/api-client/http-client';

/** POST /candidate/tasks/{id}/start: the task (and a timed task's clock) starts now, by the server's clock. */
export function startTask(taskId: string): Promise<CandidateTask> {
  return apiClient.post(fillPath(taskPaths.candidateTaskStart, { id: taskId }), undefined, {
    schema: candidateTaskSchema,
  });
}

export function useStartTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startTask,
    // The started task replaces the one on the page: its deadline and server time come with it.
    onSuccess: (task) => queryClient.setQueryData(taskKeys.detail(task.id), task),
  });
}
