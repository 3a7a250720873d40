import { SearchX, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSearchParamUpdater } from '@/lib/use-search-param';
import { TextField } from '@/components/form/text-field';
import { focusInviteEmail } from '@/features/organizations/components/invite-form';
import { MembersTable } from '@/features/organizations/components/members-table';
import { QueryError } from '@/components/query-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useAuth } from '@/lib/auth-context';
import { useMembers, type Member } from '@/features/organizations/api/get-members';

export const SEARCH_PARAM = 'q';

function matches(member: Member, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  return (
    !needle || member.name.toLocaleLowerCase().includes(needle) || member.email.toLocaleLowerCase().includes(needle)
  );
}

function byName(a: Member, b: Member): number {
  return (a.name || a.email).localeCompare(b.name || b.email);
}

/** The members table with a search box whose text is kept in the URL (`?q=`), so a filtered view can be shared. */
export function MembersSection({ organizationId }: { organizationId: string }) {
  const [params] = useSearchParams();
  const update = useSearchParamUpdater();
  const applied = params.get(SEARCH_PARAM) ?? '';
  // Typed text is held here as well: the URL catches up a moment later, and the field must not lag behind the keys.
  const [search, setSearch] = useState(applied);
  const members = useMembers(organizationId);
  const { userId } = useAuth();

  function changeSearch(text: string) {
    setSearch(text);
    update({ [SEARCH_PARAM]: text.trim() });
  }

  const all = members.data?.members ?? [];
  const shown = all.filter((member) => matches(member, applied)).sort(byName);

  return (
    <section aria-labelledby="members-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="members-title" className="text-lg font-semibold">
            Members
          </h2>
          {members.data ? (
            <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
              {applied
                ? `${shown.length} of ${all.length} members match.`
                : `${all.length} ${all.length === 1 ? 'member' : 'members'}.`}
            </p>
          ) : null}
        </div>
        <TextField
          className="w-full sm:w-72"
          label="Search members"
          name="q"
          type="search"
          placeholder="Name or email"
          value={search}
          onChange={(event) => changeSearch(event.target.value)}
        />
      </div>
      {members.isPending ? (
        <TableSkeleton label="Loading the members…" />
      ) : members.isError ? (
        <QueryError
          what="The members could not be loaded."
          error={members.error}
          retrying={members.isFetching}
          onRetry={() => void members.refetch()}
        />
      ) : all.length === 0 ? (
        <EmptyState
          icon={<UserPlus />}
          headingLevel="h3"
          title="No members yet"
          description="Invite interviewers to assess with you and candidates to take your tasks."
          action={<Button onClick={focusInviteEmail}>Invite someone</Button>}
        />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<SearchX />}
          headingLevel="h3"
          title={`No members match “${applied}”`}
          description="Search looks at names and email addresses. Clear the search to see everyone, or invite the person you are looking for."
          action={
            <Button variant="outline" onClick={() => changeSearch('')}>
              Clear search
            </Button>
          }
        />
      ) : (
        <MembersTable organizationId={organizationId} members={shown} selfId={userId} />
      )}
    </section>
  );
}
