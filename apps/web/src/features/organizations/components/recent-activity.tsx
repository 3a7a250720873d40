import { History } from 'lucide-react';
import { activitySentence } from '@/features/organizations/components/activity-sentence';
import { QueryError } from '@/components/query-error';
import { RelativeTime } from '@/components/relative-time';
import { TableSkeleton } from '@/components/table-skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import { useActivity } from '@/features/organizations/api/get-activity';

const SHOWN = 8;

/** What changed lately in the organization and among its people (its audit rows, in words). */
export function RecentActivity({ organizationId }: { organizationId: string }) {
  const activity = useActivity(organizationId, SHOWN);
  return (
    <section aria-labelledby="recent-activity-title" className="flex flex-col gap-4">
      <h2 id="recent-activity-title" className="text-lg font-semibold">
        Recent activity
      </h2>
      {activity.isPending ? (
        <TableSkeleton rows={3} label="Loading the recent activity…" />
      ) : activity.isError ? (
        <QueryError
          what="The recent activity could not be loaded."
          error={activity.error}
          retrying={activity.isFetching}
          onRetry={() => void activity.refetch()}
        />
      ) : activity.data.items.length === 0 ? (
        <EmptyState
          icon={<History />}
          headingLevel="h3"
          title="No activity yet"
          description="Invitations, new members and changes to roles and settings show up here."
        />
      ) : (
        <ol
          aria-label="Latest changes, newest first"
          className="divide-y divide-border rounded-lg border border-border px-4"
        >
          {activity.data.items.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
              <span className="min-w-0 break-words">{activitySentence(entry)}</span>
              <span className="text-sm text-muted-foreground">
                <RelativeTime value={entry.createdAt} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
