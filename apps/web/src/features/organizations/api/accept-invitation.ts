import { acceptInvitationResultSchema } from '@assay/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { invitationPath } from '@/features/organizations/api/get-invitation-preview';
import { apiClient } from '@/lib/api-client/http-client';

export type AcceptInvitationResult = z.infer<typeof acceptInvitationResultSchema>;

/** POST /invitations/accept/{token}: joins the signed-in user to the organization with the invited role. */
export function acceptInvitation(token: string): Promise<AcceptInvitationResult> {
  return apiClient.post(invitationPath(token), undefined, { schema: acceptInvitationResultSchema });
}

interface UseAcceptInvitationOptions {
  /** Runs before the mutation settles, so the button stays busy until the user is reloaded. */
  onAccepted?: (result: AcceptInvitationResult) => Promise<void> | void;
}

export function useAcceptInvitation(token: string, { onAccepted }: UseAcceptInvitationOptions = {}) {
  return useMutation({
    mutationFn: () => acceptInvitation(token),
    onSuccess: async (result) => {
      await onAccepted?.(result);
    },
  });
}
