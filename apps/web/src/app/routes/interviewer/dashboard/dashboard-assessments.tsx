import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { assessmentLink } from '@/app/routes/interviewer/dashboard/assessment-link';
import { QueryError } from '@/app/routes/shared/query-error';
import { RelativeTime } from '@/app/routes/shared/relative-time';
import { TableSkeleton } from '@/app/routes/shared/table-skeleton';
import { Button } from '@/components/ui/button';
import { Cell, DataRow, DataTable, RowHeader } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { useAssessments } from '@/features/tasks/api/get-assessments';

/** The first page of the organization's assessments with how far their tasks are; each opens on /interviewer/tasks. */
export function DashboardAssessments() {
  const assessments = useAssessments(1);

  return (
    <section aria-labelledby="dashboard-assessments-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="dashboard-assessments-title" className="text-lg font-semibold">
          Assessments
        </h2>
        {assessments.data && assessments.data.total > assessments.data.assessments.length ? (
          <Link to={paths.interviewerTasks} className="text-sm text-primary underline-offset-4 hover:underline">
            {`All ${assessments.data.total} assessments`}
          </Link>
        ) : null}
      </div>
      {assessments.isPending ? (
        <TableSkeleton rows={3} label="Loading the assessments…" />
      ) : assessments.isError ? (
        <QueryError what="The assessments could not be loaded." error={assessments.error} retrying={assessments.isFetching} onRetry={() => void assessments.refetch()} />
      ) : assessments.data.assessments.length === 0 ? (
        <EmptyState
          icon={<ClipboardList />}
          headingLevel="h3"
          title="No assessments yet"
          description="Create one from a published template, then assign it to your candidates."
          action={
            <Button asChild>
              <Link to={paths.interviewerTasks}>Create an assessment</Link>
            </Button>
          }
        />
      ) : (
        <DataTable caption="Assessments" columns={['Assessment', 'Tasks', 'Created']}>
          {assessments.data.assessments.map((assessment) => (
            <DataRow key={assessment.id}>
              <RowHeader>
                <Link to={assessmentLink(assessment.id)} className="underline-offset-4 hover:underline">
                  {`${assessment.title} · v${assessment.template_version}`}
                </Link>
              </RowHeader>
              <Cell className="tabular-nums">{`${assessment.counts.assigned + assessment.counts.in_progress} open · ${assessment.counts.submitted + assessment.counts.scored} submitted · ${assessment.counts.expired} expired`}</Cell>
              <Cell>
                <RelativeTime value={assessment.created_at} />
              </Cell>
            </DataRow>
          ))}
        </DataTable>
      )}
    </section>
  );
}
