import {
  adminMetricsSchema,
  adminStatsSchema,
  errorGroupsSchema,
  observabilityPaths,
  webVitalsSummarySchema,
} from '@assay/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';

/** How often the live service figures refresh while the overview is open. */
export const LIVE_FIGURES_REFRESH_MS = 15_000;

/** GET /admin/metrics: the answering node's live figures over the last minutes, refreshed every 15 s. */
export function useAdminMetrics() {
  return useQuery({
    queryKey: ['admin', 'metrics'] as const,
    queryFn: ({ signal }) => apiClient.get(observabilityPaths.adminMetrics, { schema: adminMetricsSchema, signal }),
    refetchInterval: LIVE_FIGURES_REFRESH_MS,
  });
}

/** GET /admin/stats: users by role, organizations, and sign-ups and submissions per day. */
export function useAdminStats() {
  return useQuery({
    queryKey: ['admin', 'stats'] as const,
    queryFn: ({ signal }) => apiClient.get(observabilityPaths.adminStats, { schema: adminStatsSchema, signal }),
  });
}

/** GET /admin/errors: the embedded collector's error groups, most recently seen first. */
export function useErrorGroups(limit = 20) {
  return useQuery({
    queryKey: ['admin', 'errors', limit] as const,
    queryFn: ({ signal }) =>
      apiClient.get(observabilityPaths.adminErrors, { query: { limit }, schema: errorGroupsSchema, signal }),
    refetchInterval: LIVE_FIGURES_REFRESH_MS,
  });
}

/** GET /admin/vitals: the 75th percentile of LCP, INP and CLS per page. */
export function useWebVitals(days = 7) {
  return useQuery({
    queryKey: ['admin', 'vitals', days] as const,
    queryFn: ({ signal }) =>
      apiClient.get(observabilityPaths.adminVitals, { query: { days }, schema: webVitalsSummarySchema, signal }),
  });
}
