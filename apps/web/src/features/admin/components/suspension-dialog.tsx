import { useState } from 'react';
import { FieldShell } from '@/components/form/field-shell';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { useSetSuspension, type AdminOrganizationDetail } from '@/features/admin/api/admin-organizations';

interface SuspensionDialogProps {
  organization: AdminOrganizationDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Asks for the reason and confirmation before suspending (or restoring) an organization. The reason of a suspension
 * is what the organization's people read; both go to the audit log.
 */
export function SuspensionDialog({ organization, open, onOpenChange }: SuspensionDialogProps) {
  const suspend = organization.suspendedAt === null;
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const change = useSetSuspension(organization.id);

  function close(next: boolean) {
    if (!next) {
      setReason('');
      setMissing(false);
      change.reset();
    }
    onOpenChange(next);
  }

  function confirm() {
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    change.mutate(
      { suspend, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(suspend ? `${organization.name} is suspended.` : `${organization.name} is restored.`);
          close(false);
        },
      },
    );
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={close}
      title={suspend ? `Suspend ${organization.name}?` : `Restore ${organization.name}?`}
      confirmLabel={suspend ? 'Suspend organization' : 'Restore organization'}
      busy={change.isPending}
      error={change.error?.message}
      onConfirm={confirm}
      description={
        <div className="flex flex-col gap-4">
          <p>
            {suspend
              ? 'Its people can still sign in and read their work, but cannot start, run, save or submit tasks, nor create or assign assessments. Nothing is deleted; restoring lets them go on.'
              : 'Its people can start and submit work again, from where they left it.'}
          </p>
          <FieldShell
            label="Reason"
            hint={suspend ? 'Shown to the organization’s people and kept in the audit log.' : 'Kept in the audit log.'}
            error={missing ? 'Give the reason.' : undefined}
          >
            {(control) => (
              <Textarea
                {...control}
                value={reason}
                maxLength={500}
                rows={3}
                onChange={(event) => {
                  setReason(event.target.value);
                  setMissing(false);
                }}
              />
            )}
          </FieldShell>
        </div>
      }
    />
  );
}
