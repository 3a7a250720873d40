import {
  learningPaths,
  quizResultSchema,
  stepCompletionSchema,
  stepViewSchema,
  type QuizAttemptInput,
  type QuizResult,
  type StepCompletion,
  type StepView,
} from '@assay/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client/http-client';
import { fillPath } from '@/lib/fill-path';
import { learningKey } from './paths';

export type { QuizResult, StepCompletion, StepView };

export const stepKey = (pathId: string, key: string) => [...learningKey, 'step', pathId, key] as const;

/** GET /learning/paths/{id}/steps/{key}: a step's content (403 while locked). */
export function getStep(pathId: string, key: string, signal?: AbortSignal): Promise<StepView> {
  return apiClient.get(fillPath(learningPaths.step, { id: pathId, stepKey: key }), { schema: stepViewSchema, signal });
}

export function useStep(pathId: string, key: string | null) {
  return useQuery(
    queryOptions({
      queryKey: stepKey(pathId, key ?? ''),
      queryFn: ({ signal }) => getStep(pathId, key!, signal),
      enabled: key !== null,
    }),
  );
}

/** After a completion every learning figure may have moved (outline, catalogue, progress, the daily goal). */
function useRefreshLearning() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: learningKey });
}

/** POST …/steps/{key}/complete: a lesson read. */
export function useCompleteLesson(pathId: string, key: string) {
  const refresh = useRefreshLearning();
  return useMutation({
    mutationFn: () =>
      apiClient.post(fillPath(learningPaths.completeStep, { id: pathId, stepKey: key }), undefined, {
        schema: stepCompletionSchema,
      }),
    onSuccess: refresh,
  });
}

const quizAnswerSchema = z.object({ result: quizResultSchema, completion: stepCompletionSchema });

/** POST …/steps/{key}/quiz: the answers, graded by the server. */
export function useAttemptQuiz(pathId: string, key: string) {
  const refresh = useRefreshLearning();
  return useMutation({
    mutationFn: (input: QuizAttemptInput) =>
      apiClient.post(fillPath(learningPaths.quizAttempt, { id: pathId, stepKey: key }), input, {
        schema: quizAnswerSchema,
      }),
    onSuccess: refresh,
  });
}

/** POST /learning/paths/{id}/time: a minute (or less) spent on a step; failures are not worth telling anyone. */
export function reportTime(pathId: string, key: string, seconds: number): Promise<unknown> {
  return apiClient
    .post(fillPath(learningPaths.time, { id: pathId }), { step_key: key, seconds })
    .catch(() => undefined);
}
