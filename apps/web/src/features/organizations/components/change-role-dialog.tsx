import { roleLabels } from '@/components/role-labels';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { InvitableRole } from '@/features/organizations/api/change-member-role';

export interface RoleChange {
  name: string;
  email: string;
  from: InvitableRole;
  to: InvitableRole;
}

interface ChangeRoleDialogProps {
  /** The change the orgadmin picked; null closes the dialog. */
  change: RoleChange | null;
  onCancel: () => void;
  onConfirm: (change: RoleChange) => void;
}

/**
 * Asks before a member's role changes, naming them, the role they hold and the one they would get: a role picked in
 * a list by mistake would otherwise take away (or hand out) access at once.
 */
export function ChangeRoleDialog({ change, onCancel, onConfirm }: ChangeRoleDialogProps) {
  return (
    <ConfirmDialog
      open={change !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={change ? `Change the role of ${change.name}?` : ''}
      description={
        change ? (
          <p>
            {change.name} ({change.email}) goes from {roleLabels[change.from]} to {roleLabels[change.to]}. What they can
            see and do in this organization changes at once.
          </p>
        ) : null
      }
      confirmLabel="Change role"
      onConfirm={() => {
        if (change) onConfirm(change);
      }}
    />
  );
}
