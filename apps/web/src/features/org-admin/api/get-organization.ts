import { organizationPaths, organizationSchema, type Organization } from '@assay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';
import { fillPath } from '@/lib/fill-path';

/** GET /organizations/{id}: the name and website of one organization the caller belongs to. */
export function getOrganization(organizationId: string, signal?: AbortSignal): Promise<Organization> {
  return apiClient.get(fillPath(organizationPaths.byId, { id: organizationId }), { schema: organizationSchema, signal });
}

export function getOrganizationQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: ['org-admin', organizationId, 'organization'] as const,
    queryFn: ({ signal }) => getOrganization(organizationId, signal),
  });
}

export function useOrganization(organizationId: string) {
  return useQuery(getOrganizationQueryOptions(organizationId));
}
