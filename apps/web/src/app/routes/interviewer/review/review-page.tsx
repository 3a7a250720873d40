import { useParams } from 'react-router';
import { ReviewWorkspace } from '@/features/evaluation/components/review-workspace';

/** /interviewer/reviews/:submissionId: one final submission and its review. */
export function ReviewPage() {
  const { submissionId = '' } = useParams();
  return <ReviewWorkspace submissionId={submissionId} />;
}
