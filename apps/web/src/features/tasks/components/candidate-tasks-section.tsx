import { ClipboardList } from 'lucide-react';
import { QueryError } from '@/components/query-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import type { useStaffTasks } from '@/features/tasks/api/get-staff-tasks';
import { CandidateTaskList } from '@/features/tasks/components/candidate-task-list';

/** One candidate's tasks in the organization, from the page's query (which also names the candidate in its heading). */
export function CandidateTasksSection({ tasks }: { tasks: ReturnType<typeof useStaffTasks> }) {
  return (
    <section aria-labelledby="candidate-tasks-title" className="flex flex-col gap-3">
      <h2 id="candidate-tasks-title" className="text-lg font-semibold">
        Tasks
      </h2>
      {tasks.error ? (
        <QueryError
          what="Their tasks could not be loaded."
          error={tasks.error}
          retrying={tasks.isFetching}
          onRetry={tasks.refetch}
        />
      ) : !tasks.data ? (
        <TableSkeleton rows={3} label="Loading their tasks…" />
      ) : tasks.data.tasks.length === 0 ? (
        <EmptyState
          icon={<ClipboardList />}
          headingLevel="h3"
          title="No tasks"
          description="Assign them an assessment from Interviewer Tasks."
        />
      ) : (
        <CandidateTaskList tasks={tasks.data.tasks} />
      )}
    </section>
  );
}
