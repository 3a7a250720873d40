import type { Invitation } from '@assay/contracts';
import { useState } from 'react';
import { roleLabels } from '@/app/routes/account/role-labels';
import { isExpired } from '@/app/routes/org-admin/invitation-expiry';
import { RevokeInvitationDialog } from '@/app/routes/org-admin/revoke-invitation-dialog';
import { useResendInvitationWithToast } from '@/app/routes/org-admin/use-resend-invitation';
import { RelativeTime } from '@/app/routes/shared/relative-time';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

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
  return (
    <>
      <div className="overflow-x-auto rounded-lg border border-border">
        <table className="w-full text-sm">
          <caption className="sr-only">Invitations waiting for an answer, the soonest to expire first.</caption>
          <thead className="sticky top-0 bg-muted text-left text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">Email</th>
              <th scope="col" className="px-3 py-2 font-medium">Role</th>
              <th scope="col" className="px-3 py-2 font-medium">Invited by</th>
              <th scope="col" className="px-3 py-2 font-medium">Expires</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {[...invitations].sort(soonestFirst).map((invitation) => (
              <tr key={invitation.id} className="border-t border-border align-middle">
                <td className="px-3 py-2 font-medium break-all">{invitation.email}</td>
                <td className="px-3 py-2">{roleLabels[invitation.role]}</td>
                <td className="px-3 py-2">{inviterNames.get(invitation.invitedBy) ?? <span className="text-muted-foreground">A former member</span>}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <span className="flex items-center gap-2">
                    {isExpired(invitation.expiresAt) ? <Badge variant="warning">Expired</Badge> : null}
                    <RelativeTime value={invitation.expiresAt} />
                  </span>
                </td>
                <td className="px-3 py-2">
                  <div className="flex justify-end gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      loading={pendingId === invitation.id}
                      onClick={() => void resendTo(invitation)}
                      aria-label={`Resend the invitation to ${invitation.email}`}
                    >
                      Resend
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => setRevoking(invitation)} aria-label={`Revoke the invitation to ${invitation.email}`}>
                      Revoke
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <RevokeInvitationDialog organizationId={organizationId} invitation={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}
