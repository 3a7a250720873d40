import { organizationPaths, organizationSchema, type Organization } from '@assay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';
import { fillPath } from '@/lib/fill-path';

export const organizationKeys = {
  all: ['organizations'] as const,
  detail: (id: string) => ['organizations', 'detail', id] as const,
};

/** GET /organizations/{id}: 404 unless the caller belongs to it (or is the admin). */
export function getOrganization(id: string, signal?: AbortSignal): Promise<Organization> {
  return apiClient.get(fillPath(organizationPaths.byId, { id }), { schema: organizationSchema, signal });
}

export function getOrganizationQueryOptions(id: string) {
  return queryOptions({
    queryKey: organizationKeys.detail(id),
    queryFn: ({ signal }) => getOrganization(id, signal),
  });
}

export function useOrganization(id: string) {
  return useQuery(getOrganizationQueryOptions(id));
}
