import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';

/** The query the organization's analytics adds to its drill-down links, so the drill-down leads back there. */
export const FROM_ORG_ANALYTICS = 'from=analytics';

/** The assessment drill-down's way back: to the organization's analytics when opened from there, else to the tasks. */
export function TaskAnalyticsBackLink() {
  const [search] = useSearchParams();
  const fromAnalytics = search.get('from') === 'analytics';
  return (
    <Link
      to={fromAnalytics ? paths.orgAdminAnalytics : paths.interviewerTasks}
      className="underline-offset-4 hover:underline"
    >
      {fromAnalytics ? 'Back to Analytics' : 'Back to Interviewer Tasks'}
    </Link>
  );
}
