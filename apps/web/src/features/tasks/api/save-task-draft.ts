import { taskDraftSchema, taskPaths, type CodeInput, type TaskDraft } from '@assay/contracts';
import { useMutation } from '@tanstack/react-query';
import { fillPath } from '@/lib/fill-path';
import { apiClient } from '@/lib/api-client/http-client';

/** PUT /candidate/tasks/{id}/draft. */
export function saveTaskDraft({ taskId, ...input }: CodeInput & { taskId: string }): Promise<TaskDraft> {
  return apiClient.put(fillPath(taskPaths.candidateTaskDraft, { id: taskId }), input, { schema: taskDraftSchema });
}

export function useSaveTaskDraft() {
  return useMutation({ mutationFn: saveTaskDraft });
}
