import { organizationPaths, organizationSettingsSchema, type OrganizationSettings } from '@assay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';
import { getOrganizationSettingsQueryOptions } from './get-organization-settings';
import { fillPath } from '@/lib/fill-path';

/** PATCH /organizations/{id}/settings: changes some of the defaults; answers all of them as saved. */
export function updateOrganizationSettings(
  organizationId: string,
  changes: Partial<OrganizationSettings>,
): Promise<OrganizationSettings> {
  return apiClient.patch(fillPath(organizationPaths.settings, { id: organizationId }), changes, {
    schema: organizationSettingsSchema,
  });
}

export function useUpdateOrganizationSettings(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<OrganizationSettings>) => updateOrganizationSettings(organizationId, changes),
    onSuccess: (saved) => queryClient.setQueryData(getOrganizationSettingsQueryOptions(organizationId).queryKey, saved),
  });
}
