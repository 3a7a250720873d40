import type { AdminStats } from '@assay/contracts';
import { QueryError } from '@/components/query-error';
import { roleLabels } from '@/components/role-labels';
import { StatTile } from '@/components/stat-tile';
import { TableSkeleton } from '@/components/table-skeleton';
import { Cell, DataRow, DataTable, RowHeader } from '@/components/ui/data-table';
import { useAdminStats } from '@/features/admin/api/get-admin-overview';

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

function Stats({ stats }: { stats: AdminStats }) {
  const submissionsByDate = new Map(stats.submissionsPerDay.map((day) => [day.date, day.count]));
  // Newest first: the days an admin asks about are the recent ones.
  const days = [...stats.signUpsPerDay].reverse();
  return (
    <>
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
        <StatTile label="Users" value={stats.users} />
        <StatTile label="Organizations" value={stats.organizations} />
        <StatTile label="Tasks" value={stats.tasks} />
        <StatTile label="Submissions" value={stats.submissions} />
      </dl>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <DataTable
          caption="Users by role"
          captionClassName="text-left text-sm font-medium p-3"
          columns={['Role', 'Users']}
        >
          {stats.usersByRole.map((entry) => (
            <DataRow key={entry.role}>
              <RowHeader>{entry.role === 'none' ? 'No role yet' : roleLabels[entry.role]}</RowHeader>
              <Cell className="tabular-nums">{entry.count}</Cell>
            </DataRow>
          ))}
        </DataTable>
        {/* Scrolls on its own: focusable, so a keyboard can scroll it too. */}
        <div
          className="max-h-96 overflow-y-auto rounded-lg focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          role="region"
          aria-label="Sign-ups and submissions per day"
          tabIndex={0}
        >
          <DataTable
            caption={`Sign-ups and submissions per day, last ${stats.days} days (UTC), newest first`}
            captionClassName="text-left text-sm font-medium p-3"
            columns={['Day', 'Sign-ups', 'Submissions']}
          >
            {days.map((day) => (
              <DataRow key={day.date}>
                <RowHeader>
                  <time dateTime={day.date}>{dayFormat.format(Date.parse(`${day.date}T00:00:00Z`))}</time>
                </RowHeader>
                <Cell className="tabular-nums">{day.count}</Cell>
                <Cell className="tabular-nums">{submissionsByDate.get(day.date) ?? 0}</Cell>
              </DataRow>
            ))}
          </DataTable>
        </div>
      </div>
    </>
  );
}

/** Platform-wide counts from the database. */
export function PlatformStatsSection() {
  const stats = useAdminStats();
  return (
    <section aria-labelledby="platform-stats-title" className="flex flex-col gap-4">
      <h2 id="platform-stats-title" className="text-lg font-semibold">
        Platform
      </h2>
      {stats.isPending ? (
        <TableSkeleton label="Loading the platform figures…" />
      ) : stats.isError ? (
        <QueryError
          what="The platform figures could not be loaded."
          error={stats.error}
          retrying={stats.isFetching}
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <Stats stats={stats.data} />
      )}
    </section>
  );
}
