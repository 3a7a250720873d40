import { candidateSubmissionSchema, submissionPaths, type CandidateSubmission, type CodeInput } from '@assay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { candidateTaskPath } from '@/features/tasks/api/get-candidate-task';
import { taskKeys } from '@/features/tasks/api/get-candidate-tasks';
import { apiClient } from '@/lib/api-client/http-client';

export type { CandidateSubmission };

/** POST /candidate/tasks/{id}/submissions (an attempt) or /submit (final): queued at once, scored in the background. */
export function createSubmission({ taskId, final, ...input }: CodeInput & { taskId: string; final: boolean }): Promise<CandidateSubmission> {
  return apiClient.post(candidateTaskPath(final ? submissionPaths.submit : submissionPaths.list, taskId), input, { schema: candidateSubmissionSchema });
}

export function useCreateSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubmission,
    onSuccess: async (_submission, { taskId }) => {
      await queryClient.invalidateQueries({ queryKey: taskKeys.submissions(taskId) });
      await queryClient.invalidateQueries({ queryKey: taskKeys.detail(taskId) });
    },
  });
}
