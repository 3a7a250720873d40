import { organizationPaths, organizationSchema, type Organization } from '@assay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';
import { fillPath } from '@/lib/fill-path';

/** GET /organizations/{id} for the org-admin pages: cached with their other reads (members, settings), apart from the gate's check. */
export function getManagedOrganization(organizationId: string, signal?: AbortSignal): Promise<Organization> {
  return apiClient.get(fillPath(organizationPaths.byId, { id: organizationId }), {
    schema: organizationSchema,
    signal,
  });
}

export function getManagedOrganizationQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: ['org-admin', organizationId, 'organization'] as const,
    queryFn: ({ signal }) => getManagedOrganization(organizationId, signal),
  });
}

export function useManagedOrganization(organizationId: string) {
  return useQuery(getManagedOrganizationQueryOptions(organizationId));
}
