import { CircleCheck } from 'lucide-react';
import type { Invitation } from '@assay/contracts';
import { Link } from 'react-router';
import { roleLabels } from '@/components/role-labels';
import { isExpired, needsAttention } from '@/features/organizations/components/invitation-expiry';
import { useResendInvitationWithToast } from '@/features/organizations/components/use-resend-invitation';
import { QueryError } from '@/components/query-error';
import { RelativeTime } from '@/components/relative-time';
import { TableSkeleton } from '@/components/table-skeleton';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import type { useInvitations } from '@/features/organizations/api/get-invitations';

const SHOWN = 5;

function ExpiringRow({ invitation, busy, onResend }: { invitation: Invitation; busy: boolean; onResend: () => void }) {
  const expired = isExpired(invitation.expiresAt);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-medium break-all">{invitation.email}</p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span>Invited as {roleLabels[invitation.role]}</span>
          <span aria-hidden="true">·</span>
          {expired ? <Badge variant="warning">Expired</Badge> : null}
          <span>
            {expired ? 'Expired ' : 'Expires '}
            <RelativeTime value={invitation.expiresAt} />
          </span>
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        loading={busy}
        onClick={onResend}
        aria-label={`Resend the invitation to ${invitation.email}`}
      >
        Resend
      </Button>
    </li>
  );
}

/** "What needs you now": pending invitations about to expire, or past it, each with Resend. */
export function ExpiringInvitations({
  organizationId,
  invitations,
}: {
  organizationId: string;
  invitations: ReturnType<typeof useInvitations>;
}) {
  const { resendTo, pendingId } = useResendInvitationWithToast(organizationId);

  return (
    <section aria-labelledby="needs-you-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="needs-you-title" className="text-lg font-semibold">
          What needs you now
        </h2>
        <p className="text-sm text-muted-foreground">
          Invitations that expire within two days, or already have: send them again so the link still works.
        </p>
      </div>
      {invitations.isPending ? (
        <TableSkeleton rows={2} label="Loading the invitations…" />
      ) : invitations.isError ? (
        <QueryError
          what="The invitations could not be loaded."
          error={invitations.error}
          retrying={invitations.isFetching}
          onRetry={() => void invitations.refetch()}
        />
      ) : (
        <ExpiringList
          invitations={invitations.data.invitations}
          pendingId={pendingId}
          onResend={(invitation) => void resendTo(invitation)}
        />
      )}
    </section>
  );
}

function ExpiringList({
  invitations,
  pendingId,
  onResend,
}: {
  invitations: Invitation[];
  pendingId: string | undefined;
  onResend: (invitation: Invitation) => void;
}) {
  const urgent = invitations
    .filter((invitation) => needsAttention(invitation.expiresAt))
    .sort((a, b) => Date.parse(a.expiresAt) - Date.parse(b.expiresAt));
  if (urgent.length === 0) {
    return (
      <EmptyState
        icon={<CircleCheck />}
        headingLevel="h3"
        title="Nothing needs you right now"
        description="No invitation is about to expire. Invite more people from Users."
        action={
          <Button asChild variant="outline">
            <Link to={paths.orgAdminUsers}>Invite people</Link>
          </Button>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <ul
        aria-label="Invitations about to expire"
        className="divide-y divide-border rounded-lg border border-border px-4"
      >
        {urgent.slice(0, SHOWN).map((invitation) => (
          <ExpiringRow
            key={invitation.id}
            invitation={invitation}
            busy={pendingId === invitation.id}
            onResend={() => onResend(invitation)}
          />
        ))}
      </ul>
      {urgent.length > SHOWN ? (
        <p className="text-sm text-muted-foreground">
          {urgent.length - SHOWN} more in{' '}
          <Link to={paths.orgAdminUsers} className="text-primary underline-offset-4 hover:underline">
            Users
          </Link>
          .
        </p>
      ) : null}
    </div>
  );
}
