import { behaviorPaths, candidateIntegritySchema, type AppealInput, type CandidateIntegrity } from '@assay/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client/api-error';
import { apiClient } from '@/lib/api-client/http-client';
import { fillPath } from '@/lib/fill-path';

export type { CandidateIntegrity };

export const candidateIntegrityKey = (taskId: string) => ['behavior', 'candidate-integrity', taskId] as const;

/** GET /behavior/tasks/{id}/integrity: the candidate's own signals on their task, once its feedback is released. */
export function getCandidateIntegrity(taskId: string, signal?: AbortSignal): Promise<CandidateIntegrity> {
  return apiClient.get(fillPath(behaviorPaths.candidateIntegrity, { id: taskId }), {
    schema: candidateIntegritySchema,
    signal,
  });
}

/** 404 until the feedback is released (and for a task that is not an organization's): nothing to show, not a fault. */
export const isNotReleased = (error: unknown) => isApiError(error) && error.kind === 'http' && error.status === 404;

export function candidateIntegrityQueryOptions(taskId: string) {
  return queryOptions({
    queryKey: candidateIntegrityKey(taskId),
    queryFn: ({ signal }) => getCandidateIntegrity(taskId, signal),
    retry: (failures, error) => !isNotReleased(error) && failures < 2,
  });
}

export function useCandidateIntegrity(taskId: string) {
  return useQuery(candidateIntegrityQueryOptions(taskId));
}

/** POST /behavior/tasks/{id}/integrity/appeal: the candidate's explanation, answered with the report that holds it. */
export function appealSignals(taskId: string, input: AppealInput): Promise<CandidateIntegrity> {
  return apiClient.post(fillPath(behaviorPaths.candidateAppeal, { id: taskId }), input, {
    schema: candidateIntegritySchema,
  });
}

export function useAppealSignals(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AppealInput) => appealSignals(taskId, input),
    onSuccess: (report) => queryClient.setQueryData(candidateIntegrityKey(taskId), report),
  });
}
