import { errorMessage } from '@/components/form/field-errors';
import { displayName } from '@/features/organizations/components/member-row';
import type { Member } from '@/features/organizations/api/get-members';
import { useRemoveMember } from '@/features/organizations/api/remove-member';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/lib/toast';

interface RemoveMemberDialogProps {
  organizationId: string;
  /** The member to remove; null closes the dialog. */
  member: Member | null;
  onClose: () => void;
}

/** Confirms removing a member, naming them and what they lose, then DELETEs them. */
export function RemoveMemberDialog({ organizationId, member, onClose }: RemoveMemberDialogProps) {
  const remove = useRemoveMember(organizationId);
  const name = member ? displayName(member) : '';

  function close() {
    remove.reset();
    onClose();
  }

  return (
    <ConfirmDialog
      open={member !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={`Remove ${name}?`}
      description={
        <p>
          {name} ({member?.email}) loses access to this organization at once: its tasks, candidates and reviews. Their
          account stays, and you can invite them again later.
        </p>
      }
      confirmLabel="Remove member"
      busy={remove.isPending}
      error={remove.isError ? errorMessage(remove.error) : undefined}
      onConfirm={() => {
        if (!member) return;
        remove.mutate(member.userId, {
          onSuccess: () => {
            toast.success(`${name} was removed from the organization.`);
            close();
          },
        });
      }}
    />
  );
}
