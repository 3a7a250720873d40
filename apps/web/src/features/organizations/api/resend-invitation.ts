import { invitationSchema, organizationPaths, type Invitation } from '@assay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';
import { getInvitationsQueryOptions } from './get-invitations';
import { fillPath } from '@/lib/fill-path';

/** POST /organizations/{id}/invitations/{invId}/resend: mails a new link, which expires later than the old one. */
export function resendInvitation(organizationId: string, invitationId: string): Promise<Invitation> {
  return apiClient.post(
    fillPath(organizationPaths.resendInvitation, { id: organizationId, invId: invitationId }),
    undefined,
    { schema: invitationSchema },
  );
}

export function useResendInvitation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => resendInvitation(organizationId, invitationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getInvitationsQueryOptions(organizationId).queryKey }),
  });
}
