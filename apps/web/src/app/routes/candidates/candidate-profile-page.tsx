import { Link, useParams } from 'react-router';
import { PageBody, PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useEvaluations } from '@/features/evaluation/api/evaluation';
import { CandidateReviewsSection } from '@/features/evaluation/components/candidate-reviews-section';
import { useStaffTasks } from '@/features/tasks/api/get-staff-tasks';
import { CandidateTasksSection } from '@/features/tasks/components/candidate-tasks-section';

const LIMIT = 100;

/** /candidates/:candidateId: one candidate's tasks in the organization, and their final submissions with reviews. */
export function CandidateProfilePage() {
  const { candidateId = '' } = useParams();
  const tasks = useStaffTasks({ candidate_id: candidateId, page: 1, limit: LIMIT });
  const reviews = useEvaluations({ candidateId, page: 1, limit: LIMIT });
  // Either list names the candidate; the page has no other source for their name.
  const candidate = tasks.data?.tasks[0]?.candidate ?? reviews.data?.submissions[0]?.candidate;

  return (
    <PageBody width="full">
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
      <CandidateTasksSection tasks={tasks} />
      <CandidateReviewsSection reviews={reviews} />
    </PageBody>
  );
}
