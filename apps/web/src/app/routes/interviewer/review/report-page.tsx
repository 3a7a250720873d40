import { useParams } from 'react-router';
import { ReportWorkspace } from '@/features/evaluation/components/report-workspace';

/** /interviewer/reviews/:submissionId/report: the one-page candidate report, its PDF and its share links. */
export function ReportPage() {
  const { submissionId = '' } = useParams();
  return <ReportWorkspace submissionId={submissionId} />;
}
