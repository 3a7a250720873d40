import type { StaffTask } from '@assay/contracts';
import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { assessmentLink } from '@/features/tasks/components/assessment-link';
import { QueryError } from '@/components/query-error';
import { RelativeTime } from '@/components/relative-time';
import { TableSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { Cell, DataRow, DataTable, RowHeader } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { taskStatusLabels } from '@/components/task-status-labels';
import { useAssessments } from '@/features/tasks/api/get-assessments';
import { useStaffTasks } from '@/features/tasks/api/get-staff-tasks';
import { fillPath } from '@/lib/fill-path';

/** The newest tasks read for the candidates' progress; an older assessment's list says how many more it has. */
const RECENT_TASKS = 100;
const SHOWN_PER_ASSESSMENT = 6;

/** Each candidate of an assessment with where their task stands (and its score once scored). */
function CandidateProgress({ tasks, total }: { tasks: StaffTask[] | undefined; total: number }) {
  if (!tasks) return <span className="text-muted-foreground">…</span>;
  const shown = tasks.slice(0, SHOWN_PER_ASSESSMENT);
  const more = total - shown.length;
  return (
    <ul className="flex flex-col gap-0.5">
      {shown.map((task) => (
        <li key={task.id}>
          <Link
            to={fillPath(paths.candidateProfile, { candidateId: task.candidate.id })}
            className="underline-offset-4 hover:underline"
          >
            {task.candidate.name || task.candidate.email}
          </Link>
          <span className="text-muted-foreground">{` · ${taskStatusLabels[task.status]}${task.score === null ? '' : ` · ${task.score} / 100`}`}</span>
        </li>
      ))}
      {more > 0 ? <li className="text-muted-foreground">{`and ${more} more`}</li> : null}
    </ul>
  );
}

/**
 * The first page of the organization's assessments with how far their tasks are and each candidate's progress; each
 * opens on /interviewer/tasks.
 */
export function DashboardAssessments() {
  const assessments = useAssessments(1);
  const recent = useStaffTasks({ page: 1, limit: RECENT_TASKS });
  const tasksOf = (assessmentId: string) => recent.data?.tasks.filter((task) => task.assessment_id === assessmentId);

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
        <QueryError
          what="The assessments could not be loaded."
          error={assessments.error}
          retrying={assessments.isFetching}
          onRetry={() => void assessments.refetch()}
        />
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
        <DataTable caption="Assessments" columns={['Assessment', 'Tasks', 'Candidates', 'Created']}>
          {assessments.data.assessments.map((assessment) => (
            <DataRow key={assessment.id}>
              <RowHeader>
                <Link to={assessmentLink(assessment.id)} className="underline-offset-4 hover:underline">
                  {`${assessment.title} · v${assessment.template_version}`}
                </Link>
              </RowHeader>
              <Cell className="tabular-nums">{`${assessment.counts.assigned + assessment.counts.in_progress} open · ${assessment.counts.submitted + assessment.counts.scored} submitted · ${assessment.counts.expired} expired`}</Cell>
              <Cell>
                <CandidateProgress
                  tasks={tasksOf(assessment.id)}
                  total={Object.values(assessment.counts).reduce((sum, count) => sum + count, 0)}
                />
              </Cell>
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
