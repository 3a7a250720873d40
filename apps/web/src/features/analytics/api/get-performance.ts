import { analyticsPaths, userAnalyticsSchema, type AnalyticsPeriod, type UserAnalytics } from '@assay/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { analyticsKeys } from '@/features/analytics/api/analytics-keys';
import { apiClient } from '@/lib/api-client/http-client';

export type { UserAnalytics };

/** GET /analytics/performance?period: the signed-in user's own figures for the period. */
export function getPerformance(period: AnalyticsPeriod, signal?: AbortSignal): Promise<UserAnalytics> {
  return apiClient.get(analyticsPaths.performance, { query: { period }, schema: userAnalyticsSchema, signal });
}

export function performanceQueryOptions(period: AnalyticsPeriod) {
  return queryOptions({
    queryKey: analyticsKeys.performance(period),
    queryFn: ({ signal }) => getPerformance(period, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePerformance(period: AnalyticsPeriod) {
  return useQuery(performanceQueryOptions(period));
}
