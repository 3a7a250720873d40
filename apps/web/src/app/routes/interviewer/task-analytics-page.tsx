import { useParams } from 'react-router';
import { PageBody, PageHeader } from '@/components/page-header';
import { TaskAnalyticsBackLink } from '@/features/analytics/components/back-link';
import { TaskAnalyticsView } from '@/features/analytics/components/task-analytics';

/** /interviewer/tasks/:id/analytics: one assessment's analytics, from the org analytics or Interviewer Tasks. */
export function TaskAnalyticsPage() {
  const { id = '' } = useParams();
  return (
    <PageBody width="full">
      <PageHeader title="Assessment analytics" description={<TaskAnalyticsBackLink />} />
      <TaskAnalyticsView id={id} />
    </PageBody>
  );
}
