import { Link, useParams } from 'react-router';
import { PageBody, PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { TaskAnalyticsView } from '@/features/analytics/components/task-analytics';

/** /interviewer/tasks/:id/analytics: one assessment's analytics, from the org analytics or Interviewer Tasks. */
export function TaskAnalyticsPage() {
  const { id = '' } = useParams();
  return (
    <PageBody width="full">
      <PageHeader
        title="Assessment analytics"
        description={
          <Link to={paths.interviewerTasks} className="underline-offset-4 hover:underline">
            Back to Interviewer Tasks
          </Link>
        }
      />
      <TaskAnalyticsView id={id} />
    </PageBody>
  );
}
