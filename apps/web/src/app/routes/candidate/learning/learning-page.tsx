import { Link } from 'react-router';
import { PageBody, PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { DailyGoal } from '@/features/learning/components/daily-goal';
import { LearningCatalogue } from '@/features/learning/components/learning-catalogue';

/** /learning: the daily goal and the catalogue, the candidate's paths first. */
export function LearningPage() {
  return (
    <PageBody width="full">
      <PageHeader
        title="Learning Paths"
        description="Lessons, quizzes and practice challenges in order, with a certificate anyone can verify when you finish."
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={paths.learningResources}>Resources</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.learningCertificates}>Certificates</Link>
            </Button>
          </>
        }
      />
      <DailyGoal />
      <LearningCatalogue />
    </PageBody>
  );
}
