import { PageBody, PageHeader } from '@/components/page-header';
import { CandidateDashboard } from '@/features/tasks/components/candidate-dashboard';

/** /candidate/dashboard, the candidate's home: the tasks feature's dashboard under the page's heading. */
export function CandidateDashboardPage() {
  return (
    <PageBody width="full">
      <PageHeader
        title="Candidate Dashboard"
        description="Your assigned tasks, what you left off, and practice to sharpen your skills."
      />
      <CandidateDashboard />
    </PageBody>
  );
}
