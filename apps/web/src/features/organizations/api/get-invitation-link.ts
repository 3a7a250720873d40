import { invitationLinkSchema, organizationPaths, type InvitationLink } from '@assay/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';
import { fillPath } from '@/lib/fill-path';

/** GET /organizations/{id}/invitations/{invId}/link: the pending invitation's link, for its orgadmins to pass on. */
export function getInvitationLink(organizationId: string, invitationId: string): Promise<InvitationLink> {
  return apiClient.get(fillPath(organizationPaths.invitationLink, { id: organizationId, invId: invitationId }), {
    schema: invitationLinkSchema,
  });
}

/** Read on demand (a click), never cached: a resend changes the link. */
export function useInvitationLink(organizationId: string) {
  return useMutation({ mutationFn: (invitationId: string) => getInvitationLink(organizationId, invitationId) });
}
