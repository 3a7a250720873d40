import { Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { assessmentLink } from '@/app/routes/interviewer/dashboard/assessment-link';
import { useRecentSubmissions } from '@/app/routes/interviewer/dashboard/use-recent-submissions';
import { QueryError } from '@/app/routes/shared/query-error';
import { RelativeTime } from '@/app/routes/shared/relative-time';
import { TableSkeleton } from '@/app/routes/shared/table-skeleton';
import { Cell, DataRow, DataTable, RowHeader } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';

/** "What needs you now": the latest final submissions; a task of an assessment opens it to review. */
export function RecentSubmissions() {
  const recent = useRecentSubmissions();

  return (
    <section aria-labelledby="recent-submissions-title" className="flex flex-col gap-3">
      <h2 id="recent-submissions-title" className="text-lg font-semibold">
        Recent submissions
      </h2>
      {recent.error ? (
        <QueryError what="The recent submissions could not be loaded." error={recent.error} retrying={recent.isFetching} onRetry={recent.refetch} />
      ) : recent.isPending || !recent.tasks ? (
        <TableSkeleton rows={3} label="Loading the recent submissions…" />
      ) : recent.tasks.length === 0 ? (
        <EmptyState icon={<Inbox />} headingLevel="h3" title="No submissions yet" description="Your candidates' final submissions appear here as they come in, with their scores." />
      ) : (
        <DataTable caption="Recent submissions" columns={['Candidate', 'Task', 'Score', 'Submitted']}>
          {recent.tasks.map((task) => (
            <DataRow key={task.id} className="align-top">
              <RowHeader>
                {task.candidate.name}
                <div className="text-xs font-normal text-muted-foreground">{task.candidate.email}</div>
              </RowHeader>
              <Cell>
                {task.assessment_id ? (
                  <Link to={assessmentLink(task.assessment_id)} className="underline-offset-4 hover:underline">
                    {task.title}
                  </Link>
                ) : (
                  task.title
                )}
              </Cell>
              <Cell className="font-mono tabular-nums">{task.score === null ? <span className="font-sans text-muted-foreground">Being scored</span> : `${task.score} / 100`}</Cell>
              <Cell>{task.submitted_at ? <RelativeTime value={task.submitted_at} /> : <span className="text-muted-foreground">Unknown</span>}</Cell>
            </DataRow>
          ))}
        </DataTable>
      )}
    </section>
  );
}
