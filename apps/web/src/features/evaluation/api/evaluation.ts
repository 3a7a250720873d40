import {
  candidateFeedbackSchema,
  evaluateTaskFailure,
  evaluateTaskPath,
  evaluateTaskResultSchema,
  evaluationDetailSchema,
  evaluationListSchema,
  evaluationPaths,
  type CandidateFeedback,
  type Decision,
  type EvaluationDetail,
  type EvaluationList,
  type LineCommentInput,
  type ReleaseInput,
  type ReviewStatus,
  type SaveReviewInput,
} from '@assay/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client/api-error';
import { apiClient } from '@/lib/api-client/http-client';
import { fillPath } from '@/lib/fill-path';

export type { CandidateFeedback, EvaluationDetail, EvaluationList };

export interface EvaluationFilters {
  status?: ReviewStatus;
  taskId?: string;
  candidateId?: string;
  page: number;
  limit: number;
}

export const evaluationKeys = {
  all: ['evaluation'] as const,
  list: (filters: EvaluationFilters) => ['evaluation', 'list', filters] as const,
  detail: (id: string) => ['evaluation', 'detail', id] as const,
  feedback: (taskId: string) => ['evaluation', 'feedback', taskId] as const,
};

/** GET /evaluation/submissions: the organization's final submissions and their reviews, newest first. */
export function getEvaluations(filters: EvaluationFilters, signal?: AbortSignal): Promise<EvaluationList> {
  const query: Record<string, string | number> = { page: filters.page, limit: filters.limit };
  if (filters.status) query.status = filters.status;
  if (filters.taskId) query.task_id = filters.taskId;
  if (filters.candidateId) query.candidate_id = filters.candidateId;
  return apiClient.get(evaluationPaths.submissions, { query, schema: evaluationListSchema, signal });
}

export function useEvaluations(filters: EvaluationFilters) {
  return useQuery(
    queryOptions({
      queryKey: evaluationKeys.list(filters),
      queryFn: ({ signal }) => getEvaluations(filters, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useEvaluation(submissionId: string) {
  return useQuery(
    queryOptions({
      queryKey: evaluationKeys.detail(submissionId),
      queryFn: ({ signal }) =>
        apiClient.get(fillPath(evaluationPaths.submission, { id: submissionId }), {
          schema: evaluationDetailSchema,
          signal,
        }),
    }),
  );
}

/** Each review action answers the whole review, which replaces the cached one; lists refetch. */
function useReviewAction<Input>(submissionId: string, send: (input: Input) => Promise<EvaluationDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (detail) => {
      queryClient.setQueryData(evaluationKeys.detail(submissionId), detail);
      void queryClient.invalidateQueries({ queryKey: ['evaluation', 'list'] });
    },
  });
}

export const useStartReview = (id: string) =>
  useReviewAction<void>(id, () =>
    apiClient.post(fillPath(evaluationPaths.start, { id }), undefined, { schema: evaluationDetailSchema }),
  );
export const useSaveReview = (id: string) =>
  useReviewAction<SaveReviewInput>(id, (input) =>
    apiClient.put(fillPath(evaluationPaths.review, { id }), input, { schema: evaluationDetailSchema }),
  );
export const useAddLineComment = (id: string) =>
  useReviewAction<LineCommentInput>(id, (input) =>
    apiClient.post(fillPath(evaluationPaths.comments, { id }), input, { schema: evaluationDetailSchema }),
  );
export const useDeleteLineComment = (id: string) =>
  useReviewAction<string>(id, (commentId) =>
    apiClient.delete(fillPath(evaluationPaths.comment, { id, commentId }), { schema: evaluationDetailSchema }),
  );
export const useDecide = (id: string) =>
  useReviewAction<Decision>(id, (decision) =>
    apiClient.post(fillPath(evaluationPaths.decision, { id }), { decision }, { schema: evaluationDetailSchema }),
  );
export const useReleaseFeedback = (id: string) =>
  useReviewAction<ReleaseInput>(id, (input) =>
    apiClient.post(fillPath(evaluationPaths.release, { id }), input, { schema: evaluationDetailSchema }),
  );

/** GET /candidate/tasks/{id}/feedback: the released feedback on the candidate's task (null before). */
export function useCandidateFeedback(taskId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: evaluationKeys.feedback(taskId),
      queryFn: ({ signal }) =>
        apiClient.get(fillPath(evaluationPaths.candidateFeedback, { id: taskId }), {
          schema: candidateFeedbackSchema,
          signal,
        }),
      enabled,
    }),
  );
}

/** POST /tasks/{id}/evaluate on the bare host (SPEC.md §7); a failure reads 'Failed to evaluate task: {statusText}' (§8). */
export async function evaluateTask(taskId: string) {
  try {
    return await apiClient.post(fillPath(evaluateTaskPath, { id: taskId }), undefined, {
      bareHost: true,
      schema: evaluateTaskResultSchema,
    });
  } catch (error) {
    if (error instanceof ApiError) throw new Error(evaluateTaskFailure(error.statusText || String(error.status)));
    throw error;
  }
}

export function useEvaluateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: evaluateTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: evaluationKeys.all }),
  });
}
