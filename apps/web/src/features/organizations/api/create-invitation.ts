import { invitationSchema, organizationPaths, type Invitation } from '@assay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';
import type { InvitableRole } from './change-member-role';
import { getInvitationsQueryOptions } from './get-invitations';
import { fillPath } from '@/lib/fill-path';

export interface InvitationInput {
  email: string;
  role: InvitableRole;
}

/** POST /organizations/{id}/invitations: mails one person a link to join with a role. */
export function createInvitation(organizationId: string, input: InvitationInput): Promise<Invitation> {
  return apiClient.post(fillPath(organizationPaths.invitations, { id: organizationId }), input, {
    schema: invitationSchema,
  });
}

export function useCreateInvitation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvitationInput) => createInvitation(organizationId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getInvitationsQueryOptions(organizationId).queryKey }),
  });
}
