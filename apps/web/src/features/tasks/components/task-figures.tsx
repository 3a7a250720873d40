import { ClipboardList, Gauge, ListTodo, Send } from 'lucide-react';
import { Link } from 'react-router';
import { QueryError } from '@/components/query-error';
import { paths } from '@/config/paths';
import { StatTile } from '@/components/stat-tile';
import { useTaskStats } from '@/features/tasks/api/get-task-stats';

/** The organization's task figures on its overview: assessments, open tasks, recent submissions, the mean score. */
export function TaskFigures() {
  const stats = useTaskStats();
  const data = stats.data;
  return (
    <section aria-labelledby="task-figures-title" className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="task-figures-title" className="text-lg font-semibold">
          Tasks
        </h2>
        <Link to={paths.orgAdminTasks} className="text-sm font-medium underline-offset-4 hover:underline">
          All tasks
        </Link>
      </div>
      {stats.isError ? (
        <QueryError
          what="The task figures could not be loaded."
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
          <StatTile label="Submitted this week" value={data?.submitted_last_7_days} icon={<Send />} />
          <StatTile
            label="Average score"
            value={data === undefined ? undefined : data.average_score === null ? '—' : `${data.average_score} / 100`}
            icon={<Gauge />}
          />
        </dl>
      )}
    </section>
  );
}
