import { taskDraftSchema, taskPaths, type CodeInput, type TaskDraft } from '@assay/contracts';
import { fillPath } from '@/lib/fill-path';
import { apiClient } from '@/lib/api-client/http-client';

/**
 * PUT /candidate/tasks/{id}/draft: that language's draft, replaced. `keepalive` lets the save finish after the page is
 * gone (the autosave of a page being hidden or closed).
 */
export function saveTaskDraft(
  { taskId, ...input }: CodeInput & { taskId: string },
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<TaskDraft> {
  return apiClient.put(fillPath(taskPaths.candidateTaskDraft, { id: taskId }), input, {
    schema: taskDraftSchema,
    keepalive,
  });
}
