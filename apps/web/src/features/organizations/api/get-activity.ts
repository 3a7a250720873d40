import { organizationActivitySchema, organizationPaths, type OrganizationActivityEntry } from '@assay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';
import { fillPath } from '@/lib/fill-path';

export type { OrganizationActivityEntry };

/** GET /organizations/{id}/activity: the latest changes to the organization and its people, newest first. */
export function getActivity(
  organizationId: string,
  limit: number,
  signal?: AbortSignal,
): Promise<{ items: OrganizationActivityEntry[] }> {
  const path = `${fillPath(organizationPaths.activity, { id: organizationId })}?limit=${limit}`;
  return apiClient.get(path, { schema: organizationActivitySchema, signal });
}

export function getActivityQueryOptions(organizationId: string, limit: number) {
  return queryOptions({
    queryKey: ['org-admin', organizationId, 'activity', limit] as const,
    queryFn: ({ signal }) => getActivity(organizationId, limit, signal),
    // Every change elsewhere in the org-admin area adds to the feed, so it is read afresh whenever it is shown.
    staleTime: 0,
  });
}

export function useActivity(organizationId: string, limit: number) {
  return useQuery(getActivityQueryOptions(organizationId, limit));
}
