import { organizationPaths, successSchema } from '@assay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';
import { getInvitationsQueryOptions } from './get-invitations';
import { fillPath } from '@/lib/fill-path';

/** DELETE /organizations/{id}/invitations/{invId}: withdraws a pending invitation; its link stops working. */
export function revokeInvitation(organizationId: string, invitationId: string) {
  return apiClient.delete(fillPath(organizationPaths.invitation, { id: organizationId, invId: invitationId }), {
    schema: successSchema,
  });
}

export function useRevokeInvitation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => revokeInvitation(organizationId, invitationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getInvitationsQueryOptions(organizationId).queryKey }),
  });
}
