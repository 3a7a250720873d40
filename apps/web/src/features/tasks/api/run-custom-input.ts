import { customRunResultSchema, taskPaths, type CustomRunInput, type CustomRunResult } from '@assay/contracts';
import { useMutation } from '@tanstack/react-query';
import { fillPath } from '@/lib/fill-path';
import { apiClient } from '@/lib/api-client/http-client';

export type { CustomRunResult };

/** POST /candidate/tasks/{id}/run: the code on the candidate's own input, with the task's limits. */
export function runCustomInput({ taskId, ...input }: CustomRunInput & { taskId: string }): Promise<CustomRunResult> {
  return apiClient.post(fillPath(taskPaths.candidateTaskRun, { id: taskId }), input, { schema: customRunResultSchema });
}

export function useRunCustomInput() {
  return useMutation({ mutationFn: runCustomInput });
}
