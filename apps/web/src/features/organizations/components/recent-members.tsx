import { UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { roleLabels } from '@/components/role-labels';
import { QueryError } from '@/components/query-error';
import { RelativeTime } from '@/components/relative-time';
import { TableSkeleton } from '@/components/table-skeleton';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import type { Member, useMembers } from '@/features/organizations/api/get-members';

const SHOWN = 5;

function newestFirst(members: Member[]): Member[] {
  return [...members].sort((a, b) => Date.parse(b.joinedAt) - Date.parse(a.joinedAt));
}

/** The people who joined last, with a way to the full list. */
export function RecentMembers({ members }: { members: ReturnType<typeof useMembers> }) {
  return (
    <section aria-labelledby="recent-members-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="recent-members-title" className="text-lg font-semibold">
          Recent members
        </h2>
        <Link to={paths.orgAdminUsers} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          See all members
        </Link>
      </div>
      {members.isPending ? (
        <TableSkeleton rows={3} label="Loading the members…" />
      ) : members.isError ? (
        <QueryError
          what="The members could not be loaded."
          error={members.error}
          retrying={members.isFetching}
          onRetry={() => void members.refetch()}
        />
      ) : members.data.members.length === 0 ? (
        <EmptyState
          icon={<UserPlus />}
          headingLevel="h3"
          title="No members yet"
          description="Invite interviewers to assess with you and candidates to take your tasks."
          action={
            <Button asChild>
              <Link to={paths.orgAdminUsers}>Invite people</Link>
            </Button>
          }
        />
      ) : (
        <ul
          aria-label="Members who joined last"
          className="divide-y divide-border rounded-lg border border-border px-4"
        >
          {newestFirst(members.data.members)
            .slice(0, SHOWN)
            .map((member) => (
              <li key={member.userId} className="flex flex-wrap items-center gap-3 py-3">
                <span aria-hidden="true">
                  <Avatar name={member.name || member.email} />
                </span>
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="font-medium">{member.name || member.email}</span>
                  {member.name ? <span className="text-sm break-all text-muted-foreground">{member.email}</span> : null}
                </div>
                <Badge variant="outline">{roleLabels[member.role]}</Badge>
                <span className="text-sm text-muted-foreground">
                  Joined <RelativeTime value={member.joinedAt} />
                </span>
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}
