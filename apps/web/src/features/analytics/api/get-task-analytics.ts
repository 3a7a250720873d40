import { analyticsPaths, taskAnalyticsSchema, type TaskAnalytics } from '@assay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { analyticsKeys } from '@/features/analytics/api/analytics-keys';
import { apiClient } from '@/lib/api-client/http-client';
import { fillPath } from '@/lib/fill-path';

export type { TaskAnalytics };

/** GET /analytics/task/{id}: one assessment's (or template's) attempts, scores and tests. */
export function getTaskAnalytics(id: string, signal?: AbortSignal): Promise<TaskAnalytics> {
  return apiClient.get(fillPath(analyticsPaths.task, { id }), { schema: taskAnalyticsSchema, signal });
}

export function taskAnalyticsQueryOptions(id: string) {
  return queryOptions({
    queryKey: analyticsKeys.task(id),
    queryFn: ({ signal }) => getTaskAnalytics(id, signal),
  });
}

export function useTaskAnalytics(id: string) {
  return useQuery(taskAnalyticsQueryOptions(id));
}
