import { analyticsPaths, orgAnalyticsSchema, type OrgAnalytics } from '@assay/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { analyticsKeys } from '@/features/analytics/api/analytics-keys';
import { apiClient } from '@/lib/api-client/http-client';
import { fillPath } from '@/lib/fill-path';

export type { OrgAnalytics };

/** GET /analytics/org/{id}?days: the organization's hiring figures over the last `days` days. */
export function getOrgAnalytics(organizationId: string, days: number, signal?: AbortSignal): Promise<OrgAnalytics> {
  return apiClient.get(fillPath(analyticsPaths.org, { id: organizationId }), {
    query: { days },
    schema: orgAnalyticsSchema,
    signal,
  });
}

export function orgAnalyticsQueryOptions(organizationId: string, days: number) {
  return queryOptions({
    queryKey: analyticsKeys.org(organizationId, days),
    queryFn: ({ signal }) => getOrgAnalytics(organizationId, days, signal),
    // A range change keeps the figures on screen (dimmed) until the new ones arrive, rather than a blank page.
    placeholderData: keepPreviousData,
  });
}

export function useOrgAnalytics(organizationId: string, days: number) {
  return useQuery(orgAnalyticsQueryOptions(organizationId, days));
}
