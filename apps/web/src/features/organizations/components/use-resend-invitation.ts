import { INVITATION_TTL_DAYS, type Invitation } from '@assay/contracts';
import { errorMessage } from '@/components/form/field-errors';
import { useResendInvitation } from '@/features/organizations/api/resend-invitation';
import { toast } from '@/lib/toast';

/** Resend with its outcome as a toast; `pendingId` is the invitation being sent again, for its button's spinner. */
export function useResendInvitationWithToast(organizationId: string) {
  const resend = useResendInvitation(organizationId);
  async function resendTo(invitation: Pick<Invitation, 'id' | 'email'>) {
    try {
      await resend.mutateAsync(invitation.id);
      toast.success(
        `Invitation sent again to ${invitation.email}. The new link works for ${INVITATION_TTL_DAYS} days.`,
      );
    } catch (error) {
      toast.error(
        errorMessage(error, `The invitation to ${invitation.email} could not be sent again. Please try again.`),
      );
    }
  }
  return { resendTo, pendingId: resend.isPending ? resend.variables : undefined };
}
