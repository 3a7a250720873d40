import { ClipboardList } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ReviewsTable } from '@/features/evaluation/components/reviews-table';
import { PageBody, PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { useEvaluations } from '@/features/evaluation/api/evaluation';
import { useStaffTasks } from '@/features/tasks/api/get-staff-tasks';
import { CandidateTaskList } from '@/features/tasks/components/candidate-task-list';

const LIMIT = 100;

/** /candidates/:candidateId: one candidate's tasks in the organization, and their final submissions with reviews. */
export function CandidateProfilePage() {
  const { candidateId = '' } = useParams();
  const tasks = useStaffTasks({ candidate_id: candidateId, page: 1, limit: LIMIT });
  const reviews = useEvaluations({ candidateId, page: 1, limit: LIMIT });
  const candidate = tasks.data?.tasks[0]?.candidate ?? reviews.data?.submissions[0]?.candidate;

  return (
    <PageBody className="max-w-6xl">
      <PageHeader
        title={candidate ? candidate.name || candidate.email : 'Candidate'}
        description={
          candidate ? (
            <span>{candidate.email}</span>
          ) : (
            'Their tasks in your organization, and the reviews of what they submitted.'
          )
        }
        actions={
          <Link to={paths.candidates} className="text-sm text-primary underline-offset-4 hover:underline">
            All candidates
          </Link>
        }
      />
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
      <section aria-labelledby="candidate-reviews-title" className="flex flex-col gap-3">
        <h2 id="candidate-reviews-title" className="text-lg font-semibold">
          Submissions and reviews
        </h2>
        {reviews.error ? (
          <QueryError
            what="Their submissions could not be loaded."
            error={reviews.error}
            retrying={reviews.isFetching}
            onRetry={reviews.refetch}
          />
        ) : !reviews.data ? (
          <TableSkeleton rows={3} label="Loading their submissions…" />
        ) : reviews.data.submissions.length === 0 ? (
          <p className="text-sm text-muted-foreground">No final submissions yet.</p>
        ) : (
          <ReviewsTable caption="Submissions and reviews" reviews={reviews.data.submissions} showCandidate={false} />
        )}
      </section>
    </PageBody>
  );
}
