import { BarChart3, ClipboardList, Inbox, ListTodo } from 'lucide-react';
import { QueryError } from '@/components/query-error';
import { StatTile } from '@/components/stat-tile';
import { useTaskStats } from '@/features/tasks/api/get-task-stats';

/** StatTile takes a number; with nothing scored yet the average is not a number, so it gets a dash. */
function NoAverageTile() {
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4">
      <dt className="flex items-center gap-2 text-sm text-muted-foreground [&_svg]:size-4">
        <span aria-hidden="true">
          <BarChart3 />
        </span>
        Average score
      </dt>
      <dd className="text-2xl font-semibold">
        <span aria-hidden="true">—</span>
        <span className="sr-only">No scores yet</span>
      </dd>
    </div>
  );
}

/** The reviewer's row of tiles: assessments, open tasks, this week's submissions and the average score. */
export function DashboardFigures() {
  const stats = useTaskStats();
  const data = stats.data;

  return (
    <section aria-labelledby="interviewer-figures-title">
      <h2 id="interviewer-figures-title" className="sr-only">
        Figures
      </h2>
      {stats.isError ? (
        <QueryError
          what="The figures could not be loaded."
          error={stats.error}
          retrying={stats.isFetching}
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          <StatTile label="Assessments" value={data?.assessments} icon={<ClipboardList />} />
          <StatTile
            label="Open tasks"
            value={data ? data.tasks.assigned + data.tasks.in_progress : undefined}
            icon={<ListTodo />}
          />
          <StatTile label="Submitted this week" value={data?.submitted_last_7_days} icon={<Inbox />} />
          {data && data.average_score === null ? (
            <NoAverageTile />
          ) : (
            <StatTile
              label="Average score"
              value={data?.average_score == null ? undefined : Math.round(data.average_score)}
              icon={<BarChart3 />}
            />
          )}
        </dl>
      )}
    </section>
  );
}
