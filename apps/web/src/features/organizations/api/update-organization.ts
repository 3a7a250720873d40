import { organizationPaths, organizationSchema, type Organization } from '@assay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';
import { getManagedOrganizationQueryOptions } from '@/features/organizations/api/get-managed-organization';
import { fillPath } from '@/lib/fill-path';

export interface OrganizationChanges {
  name?: string;
  /** An empty string clears the website. */
  website?: string;
}

/** PUT /organizations/{id}: changes the name or the website; answers the organization as saved. */
export function updateOrganization(organizationId: string, changes: OrganizationChanges): Promise<Organization> {
  return apiClient.put(fillPath(organizationPaths.byId, { id: organizationId }), changes, {
    schema: organizationSchema,
  });
}

export function useUpdateOrganization(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: OrganizationChanges) => updateOrganization(organizationId, changes),
    onSuccess: (saved) => queryClient.setQueryData(getManagedOrganizationQueryOptions(organizationId).queryKey, saved),
  });
}
