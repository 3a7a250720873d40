import { ReviewsList } from '@/features/evaluation/components/reviews-list';
import { PageBody, PageHeader } from '@/components/page-header';

/** /interviewer/reviews: every final submission of the organization by review state (interviewers and orgadmins). */
export function ReviewsPage() {
  return (
    <PageBody width="full">
      <PageHeader
        title="Reviews"
        description="Your candidates' final submissions: waiting for review, in review, decided, and with feedback released."
      />
      <ReviewsList />
    </PageBody>
  );
}
