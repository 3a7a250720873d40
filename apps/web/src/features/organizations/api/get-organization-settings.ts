import { organizationPaths, organizationSettingsSchema, type OrganizationSettings } from '@assay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';
import { fillPath } from '@/lib/fill-path';

/** GET /organizations/{id}/settings: the organization's defaults, such as the deadline of a new task. */
export function getOrganizationSettings(organizationId: string, signal?: AbortSignal): Promise<OrganizationSettings> {
  return apiClient.get(fillPath(organizationPaths.settings, { id: organizationId }), {
    schema: organizationSettingsSchema,
    signal,
  });
}

export function getOrganizationSettingsQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: ['org-admin', organizationId, 'settings'] as const,
    queryFn: ({ signal }) => getOrganizationSettings(organizationId, signal),
  });
}

export function useOrganizationSettings(organizationId: string) {
  return useQuery(getOrganizationSettingsQueryOptions(organizationId));
}
