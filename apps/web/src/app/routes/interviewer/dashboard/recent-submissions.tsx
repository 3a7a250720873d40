import { Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { assessmentLink } from '@/app/routes/interviewer/dashboard/assessment-link';
import { useRecentSubmissions } from '@/app/routes/interviewer/dashboard/use-recent-submissions';
import { QueryError } from '@/app/routes/shared/query-error';
import { RelativeTime } from '@/app/routes/shared/relative-time';
import { TableSkeleton } from '@/app/routes/shared/table-skeleton';
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
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-sm">
            <caption className="sr-only">Recent submissions</caption>
            <thead className="bg-muted text-left text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">Candidate</th>
                <th scope="col" className="px-3 py-2 font-medium">Task</th>
                <th scope="col" className="px-3 py-2 font-medium">Score</th>
                <th scope="col" className="px-3 py-2 font-medium">Submitted</th>
              </tr>
            </thead>
            <tbody>
              {recent.tasks.map((task) => (
                <tr key={task.id} className="border-t border-border align-top">
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    {task.candidate.name}
                    <div className="text-xs font-normal text-muted-foreground">{task.candidate.email}</div>
                  </th>
                  <td className="px-3 py-2">
                    {task.assessment_id ? (
                      <Link to={assessmentLink(task.assessment_id)} className="underline-offset-4 hover:underline">
                        {task.title}
                      </Link>
                    ) : (
                      task.title
                    )}
                  </td>
                  <td className="px-3 py-2 font-mono tabular-nums">{task.score === null ? <span className="font-sans text-muted-foreground">Being scored</span> : `${task.score} / 100`}</td>
                  <td className="px-3 py-2">{task.submitted_at ? <RelativeTime value={task.submitted_at} /> : <span className="text-muted-foreground">Unknown</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
