import { invitationListSchema, organizationPaths } from '@assay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client/http-client';
import { fillPath } from '@/lib/fill-path';

export type InvitationList = z.infer<typeof invitationListSchema>;

/** GET /organizations/{id}/invitations: the invitations still waiting for an answer. */
export function getInvitations(organizationId: string, signal?: AbortSignal): Promise<InvitationList> {
  return apiClient.get(fillPath(organizationPaths.invitations, { id: organizationId }), {
    schema: invitationListSchema,
    signal,
  });
}

export function getInvitationsQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: ['org-admin', organizationId, 'invitations'] as const,
    queryFn: ({ signal }) => getInvitations(organizationId, signal),
  });
}

export function useInvitations(organizationId: string) {
  return useQuery(getInvitationsQueryOptions(organizationId));
}
