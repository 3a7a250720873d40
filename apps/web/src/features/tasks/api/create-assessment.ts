import { assessmentSchema, taskPaths, type Assessment, type CreateAssessmentInput } from '@assay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assessmentKeys } from '@/features/tasks/api/get-assessments';
import { apiClient } from '@/lib/api-client/http-client';

/** POST /interviewer/tasks: an assessment of a template's newest published version. */
export function createAssessment(input: CreateAssessmentInput): Promise<Assessment> {
  return apiClient.post(taskPaths.interviewerTasks, input, { schema: assessmentSchema });
}

export function useCreateAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAssessment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.all }),
  });
}
