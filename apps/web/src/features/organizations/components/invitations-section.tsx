import { INVITATION_TTL_DAYS } from '@assay/contracts';
import { MailPlus } from 'lucide-react';
import { InvitationsTable } from '@/features/organizations/components/invitations-table';
import { focusInviteEmail } from '@/features/organizations/components/invite-form';
import { QueryError } from '@/components/query-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useInvitations } from '@/features/organizations/api/get-invitations';
import { useMembers } from '@/features/organizations/api/get-members';

/** Invitations nobody has answered yet, with Resend and Revoke. */
export function InvitationsSection({ organizationId }: { organizationId: string }) {
  const invitations = useInvitations(organizationId);
  const members = useMembers(organizationId);
  const inviterNames = new Map(
    (members.data?.members ?? []).map((member) => [member.userId, member.name || member.email]),
  );

  return (
    <section aria-labelledby="invitations-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="invitations-title" className="text-lg font-semibold">
          Pending invitations
        </h2>
        <p className="text-sm text-muted-foreground">
          Each link works for {INVITATION_TTL_DAYS} days. Resend one to give the person a fresh link.
        </p>
      </div>
      {invitations.isPending ? (
        <TableSkeleton rows={3} label="Loading the invitations…" />
      ) : invitations.isError ? (
        <QueryError
          what="The invitations could not be loaded."
          error={invitations.error}
          retrying={invitations.isFetching}
          onRetry={() => void invitations.refetch()}
        />
      ) : invitations.data.invitations.length === 0 ? (
        <EmptyState
          icon={<MailPlus />}
          headingLevel="h3"
          title="No pending invitations"
          description="Invite someone by email above. Their invitation waits here until they accept it."
          action={
            <Button variant="outline" onClick={focusInviteEmail}>
              Invite someone
            </Button>
          }
        />
      ) : (
        <InvitationsTable
          organizationId={organizationId}
          invitations={invitations.data.invitations}
          inviterNames={inviterNames}
        />
      )}
    </section>
  );
}
