import {
  learnerSchema,
  learningPaths,
  progressSchema,
  resourcesSchema,
  type Learner,
  type Progress,
  type Resources,
} from '@assay/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';
import { fillPath } from '@/lib/fill-path';
import { learningKey } from './paths';

export type { Learner, Progress, Resources };

const meKey = [...learningKey, 'me'] as const;

/** GET /learning/progress/{id}: progress per module and per day, time spent, quizzes. */
export function useProgress(pathId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...learningKey, 'progress', pathId],
      queryFn: ({ signal }) =>
        apiClient.get(fillPath(learningPaths.progress, { id: pathId }), { schema: progressSchema, signal }),
    }),
  );
}

/** GET /learning/me: the daily goal, today's steps and the streak. */
export function useLearner() {
  return useQuery(
    queryOptions({
      queryKey: meKey,
      queryFn: ({ signal }) => apiClient.get(learningPaths.me, { schema: learnerSchema, signal }),
    }),
  );
}

/** PUT /learning/me/goal. */
export function useSetDailyGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dailyGoal: number) =>
      apiClient.put(learningPaths.goal, { daily_goal: dailyGoal }, { schema: learnerSchema }),
    onSuccess: (learner) => queryClient.setQueryData(meKey, learner),
  });
}

export interface ResourcesQuery {
  search?: string;
  path?: string;
  kind?: string;
}

/** GET /learning/resources: the published paths' curated references. */
export function useResources(query: ResourcesQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...learningKey, 'resources', query],
      queryFn: ({ signal }) =>
        apiClient.get(learningPaths.resources, {
          schema: resourcesSchema,
          query: Object.fromEntries(Object.entries(query).filter(([, value]) => value)),
          signal,
        }),
    }),
  );
}
