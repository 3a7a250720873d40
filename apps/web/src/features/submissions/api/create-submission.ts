import { candidateSubmissionSchema, submissionPaths, type CandidateSubmission, type CodeInput } from '@assay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fillPath } from '@/lib/fill-path';
import { taskKeys } from '@/lib/task-query-keys';
import { apiClient } from '@/lib/api-client/http-client';

export type { CandidateSubmission };

/** POST /candidate/tasks/{id}/submissions (an attempt) or /submit (final): queued at once, scored in the background. */
export function createSubmission({
  taskId,
  final,
  ...input
}: CodeInput & { taskId: string; final: boolean }): Promise<CandidateSubmission> {
  return apiClient.post(fillPath(final ? submissionPaths.submit : submissionPaths.list, { id: taskId }), input, {
    schema: candidateSubmissionSchema,
  });
}

export function useCreateSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubmission,
    onSuccess: async (_submission, { taskId }) => {
      await queryClient.invalidateQueries({ queryKey: taskKeys.submissions(taskId) });
      await queryClient.invalidateQueries({ queryKey: taskKeys.detail(taskId) });
      await queryClient.invalidateQueries({ queryKey: taskKeys.ownSubmissions });
    },
  });
}
