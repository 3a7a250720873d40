import type { Invitation } from '@assay/contracts';
import { useState } from 'react';
import { roleLabels } from '@/components/role-labels';
import { isExpired } from '@/features/organizations/components/invitation-expiry';
import { RevokeInvitationDialog } from '@/features/organizations/components/revoke-invitation-dialog';
import { useResendInvitationWithToast } from '@/features/organizations/components/use-resend-invitation';
import { RelativeTime } from '@/components/relative-time';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Cell, DataRow, DataTable } from '@/components/ui/data-table';
import { errorMessage } from '@/components/form/field-errors';
import { useInvitationLink } from '@/features/organizations/api/get-invitation-link';
import { toast } from '@/lib/toast';

interface InvitationsTableProps {
  organizationId: string;
  invitations: Invitation[];
  /** Names by user id, to say who sent each invitation. */
  inviterNames: ReadonlyMap<string, string>;
}

function soonestFirst(a: Invitation, b: Invitation): number {
  return Date.parse(a.expiresAt) - Date.parse(b.expiresAt);
}

export function InvitationsTable({ organizationId, invitations, inviterNames }: InvitationsTableProps) {
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const { resendTo, pendingId } = useResendInvitationWithToast(organizationId);
  const link = useInvitationLink(organizationId);
  function copyLink(invitation: Invitation) {
    link.mutate(invitation.id, {
      onSuccess: async ({ url }) => {
        try {
          await navigator.clipboard.writeText(url);
          toast.success(
            `Invitation link for ${invitation.email} copied. It works until the invitation expires or is sent again.`,
          );
        } catch {
          toast.error('The browser did not allow copying. Resend the invitation instead.');
        }
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  }
  return (
    <>
      <DataTable
        stickyHeader
        caption="Invitations waiting for an answer, the soonest to expire first."
        columns={[
          'Email',
          'Role',
          'Invited by',
          'Expires',
          { label: 'Actions', hidden: true, className: 'text-right' },
        ]}
      >
        {[...invitations].sort(soonestFirst).map((invitation) => (
          <DataRow key={invitation.id} className="align-middle">
            <Cell className="font-medium break-all">{invitation.email}</Cell>
            <Cell>{roleLabels[invitation.role]}</Cell>
            <Cell>
              {inviterNames.get(invitation.invitedBy) ?? <span className="text-muted-foreground">A former member</span>}
            </Cell>
            <Cell className="whitespace-nowrap">
              <span className="flex items-center gap-2">
                {isExpired(invitation.expiresAt) ? <Badge variant="warning">Expired</Badge> : null}
                <RelativeTime value={invitation.expiresAt} />
              </span>
            </Cell>
            <Cell>
              <div className="flex justify-end gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  loading={link.isPending && link.variables === invitation.id}
                  disabled={isExpired(invitation.expiresAt)}
                  onClick={() => copyLink(invitation)}
                  aria-label={`Copy the invitation link for ${invitation.email}`}
                >
                  Copy link
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  loading={pendingId === invitation.id}
                  onClick={() => void resendTo(invitation)}
                  aria-label={`Resend the invitation to ${invitation.email}`}
                >
                  Resend
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setRevoking(invitation)}
                  aria-label={`Revoke the invitation to ${invitation.email}`}
                >
                  Revoke
                </Button>
              </div>
            </Cell>
          </DataRow>
        ))}
      </DataTable>
      <RevokeInvitationDialog organizationId={organizationId} invitation={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}
