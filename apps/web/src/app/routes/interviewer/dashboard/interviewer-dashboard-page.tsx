import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { DashboardAssessments } from '@/features/tasks/components/dashboard-assessments';
import { DashboardFigures } from '@/features/tasks/components/interviewer-figures';
import { ReviewQueue } from '@/features/evaluation/components/review-queue';
import { ChecklistCard } from '@/features/onboarding/components/checklist-card';
import { PageBody, PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** /interviewer/dashboard, the reviewer's home: the getting-started checklist, figures, what needs them now (reviews), recent decisions, then each assessment's progress. */
export function InterviewerDashboardPage() {
  return (
    <PageBody width="full">
      <PageHeader
        title="Interviewer Dashboard"
        description="The work waiting for your review, the decisions made, and how far each candidate has come in your assessments."
        actions={
          // Creating happens on /interviewer/tasks, where the new assessment opens once made.
          <Button asChild>
            <Link to={paths.interviewerTasks}>
              <Plus aria-hidden="true" />
              New assessment
            </Link>
          </Button>
        }
      />
      <ChecklistCard />
      <DashboardFigures />
      <ReviewQueue />
      <DashboardAssessments />
    </PageBody>
  );
}
