import type { Invitation } from '@assay/contracts';
import { roleLabels } from '@/components/role-labels';
import { errorMessage } from '@/components/form/field-errors';
import { useRevokeInvitation } from '@/features/organizations/api/revoke-invitation';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/lib/toast';

interface RevokeInvitationDialogProps {
  organizationId: string;
  /** The invitation to withdraw; null closes the dialog. */
  invitation: Invitation | null;
  onClose: () => void;
}

export function RevokeInvitationDialog({ organizationId, invitation, onClose }: RevokeInvitationDialogProps) {
  const revoke = useRevokeInvitation(organizationId);
  const email = invitation?.email ?? '';

  function close() {
    revoke.reset();
    onClose();
  }

  return (
    <ConfirmDialog
      open={invitation !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={`Revoke the invitation to ${email}?`}
      description={
        <p>
          The link sent to {email} stops working, so they cannot join as {invitation ? roleLabels[invitation.role] : ''}
          . You can invite them again later.
        </p>
      }
      confirmLabel="Revoke invitation"
      busy={revoke.isPending}
      error={revoke.isError ? errorMessage(revoke.error) : undefined}
      onConfirm={() => {
        if (!invitation) return;
        revoke.mutate(invitation.id, {
          onSuccess: () => {
            toast.success(`The invitation to ${email} was revoked.`);
            close();
          },
        });
      }}
    />
  );
}
