import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { DashboardAssessments } from '@/app/routes/interviewer/dashboard/dashboard-assessments';
import { DashboardFigures } from '@/app/routes/interviewer/dashboard/dashboard-figures';
import { RecentSubmissions } from '@/app/routes/interviewer/dashboard/recent-submissions';
import { PageBody, PageHeader } from '@/app/routes/shared/page-header';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** /interviewer/dashboard, the reviewer's home: figures, then what needs them now (submissions), then assessments. */
export function InterviewerDashboardPage() {
  return (
    <PageBody className="max-w-6xl">
      <PageHeader
        title="Interviewer Dashboard"
        description="Your organization's assessments at a glance, and the latest work your candidates have handed in."
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
      <DashboardFigures />
      <RecentSubmissions />
      <DashboardAssessments />
    </PageBody>
  );
}
