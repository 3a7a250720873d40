import { staffTaskPaths, taskGrantSchema, type TaskGrant } from '@assay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffTaskKeys } from '@/features/tasks/api/get-staff-tasks';
import { taskApiClient } from '@/lib/api-client/task-api-client';
import { fillPath } from '@/lib/fill-path';

/** POST /tasks/{id}/fork: the same task for another candidate (invited when not in the organization). */
export function forkTask({ taskId, candidateEmail }: { taskId: string; candidateEmail: string }): Promise<TaskGrant> {
  return taskApiClient.post(
    fillPath(staffTaskPaths.fork, { id: taskId }),
    { candidate_email: candidateEmail, origin_task_id: taskId },
    { schema: taskGrantSchema },
  );
}

export function useForkTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: forkTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffTaskKeys.all }),
  });
}
