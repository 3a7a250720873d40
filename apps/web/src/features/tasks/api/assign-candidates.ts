import { assignResultSchema, taskPaths, type AssignInput, type AssignResult } from '@assay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assessmentKeys } from '@/features/tasks/api/get-assessments';
import { apiClient } from '@/lib/api-client/http-client';

export type { AssignResult };

/** POST /interviewer/tasks/assign: a task for each named candidate of the organization. */
export function assignCandidates(input: AssignInput): Promise<AssignResult> {
  return apiClient.post(taskPaths.assign, input, { schema: assignResultSchema });
}

export function useAssignCandidates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignCandidates,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.all }),
  });
}
