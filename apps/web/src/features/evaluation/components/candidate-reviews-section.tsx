import { QueryError } from '@/components/query-error';
import { TableSkeleton } from '@/components/table-skeleton';
import type { useEvaluations } from '@/features/evaluation/api/evaluation';
import { ReviewsTable } from '@/features/evaluation/components/reviews-table';

/** One candidate's final submissions and their reviews, from the page's query (which may also name the candidate). */
export function CandidateReviewsSection({ reviews }: { reviews: ReturnType<typeof useEvaluations> }) {
  return (
    <section aria-labelledby="candidate-reviews-title" className="flex flex-col gap-3">
      <h2 id="candidate-reviews-title" className="text-lg font-semibold">
        Submissions and reviews
      </h2>
      {reviews.error ? (
        <QueryError
          what="Their submissions could not be loaded."
          error={reviews.error}
          retrying={reviews.isFetching}
          onRetry={reviews.refetch}
        />
      ) : !reviews.data ? (
        <TableSkeleton rows={3} label="Loading their submissions…" />
      ) : reviews.data.submissions.length === 0 ? (
        <p className="text-sm text-muted-foreground">No final submissions yet.</p>
      ) : (
        <ReviewsTable caption="Submissions and reviews" reviews={reviews.data.submissions} showCandidate={false} />
      )}
    </section>
  );
}
