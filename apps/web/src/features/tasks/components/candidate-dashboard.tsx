import { ListChecks } from 'lucide-react';
import { Link } from 'react-router';
import { AssignedTasksSection } from '@/features/tasks/components/assigned-tasks-section';
import { taskLink } from '@/features/tasks/components/candidate-task-table';
import { DashboardFigures } from '@/features/tasks/components/candidate-figures';
import { PracticeSection, useChallengeLibrary } from '@/features/tasks/components/practice-section';
import { NO_ORGANIZATION_WELCOME } from '@/features/tasks/components/task-list-messages';
import { QueryError } from '@/components/query-error';
import { EmptyState } from '@/components/ui/empty-state';
import { useCandidateDashboard } from '@/features/tasks/api/get-candidate-dashboard';

/**
 * The candidate's home below its heading: their figures, the task they left off, the tasks organizations gave them,
 * and practice. A candidate without an organization reads SPEC.md §8's welcome, then practice and the catalogue.
 */
export function CandidateDashboard() {
  const dashboard = useCandidateDashboard();
  const data = dashboard.data;
  // The library's first page is asked for now, beside the dashboard, not once the dashboard has answered.
  useChallengeLibrary();
  return (
    <>
      {dashboard.isError ? (
        <QueryError
          what="Your dashboard could not be loaded."
          error={dashboard.error}
          retrying={dashboard.isFetching}
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        <DashboardFigures stats={data?.stats} />
      )}
      {data && data.in_progress.length > 0 ? (
        <section aria-labelledby="continue-title" className="flex flex-col gap-3">
          <h2 id="continue-title" className="text-lg font-semibold">
            Continue where you left off
          </h2>
          <ul className="flex flex-wrap gap-2">
            {data.in_progress.map((task) => (
              <li key={task.id}>
                <Link
                  to={taskLink(task.id)}
                  className="inline-flex rounded-md border border-border px-3 py-2 text-sm font-medium hover:bg-accent"
                >
                  {task.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {data && !data.has_organization ? (
        <EmptyState icon={<ListChecks />} title="No organization yet" description={NO_ORGANIZATION_WELCOME} />
      ) : (
        <AssignedTasksSection />
      )}
      {data ? <PracticeSection dashboard={data} /> : null}
    </>
  );
}
