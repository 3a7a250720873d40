import type { EvaluationSummary } from '@assay/contracts';
import { CheckCheck, Inbox } from 'lucide-react';
import { ReviewsTable } from '@/features/evaluation/components/reviews-table';
import { QueryError } from '@/components/query-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import { useEvaluations } from '@/features/evaluation/api/evaluation';

const SHOWN = 10;
const byDecidedDesc = (a: EvaluationSummary, b: EvaluationSummary) =>
  Date.parse(b.decided_at ?? b.submitted_at) - Date.parse(a.decided_at ?? a.submitted_at);

/**
 * What needs the reviewer now: final submissions waiting for review, newest first (refreshed live when one comes in:
 * the notification stream invalidates these queries), then the latest decisions.
 */
export function ReviewQueue() {
  const waiting = useEvaluations({ status: 'pending', page: 1, limit: SHOWN });
  const inReview = useEvaluations({ status: 'in_review', page: 1, limit: SHOWN });
  const decided = useEvaluations({ status: 'decided', page: 1, limit: SHOWN });
  const released = useEvaluations({ status: 'released', page: 1, limit: SHOWN });
  const open = waiting.data && inReview.data ? [...inReview.data.submissions, ...waiting.data.submissions] : undefined;
  const decisions =
    decided.data && released.data
      ? [...decided.data.submissions, ...released.data.submissions].sort(byDecidedDesc).slice(0, SHOWN)
      : undefined;
  const openError = waiting.error ?? inReview.error;
  const decisionsError = decided.error ?? released.error;

  return (
    <>
      <section aria-labelledby="review-queue-title" className="flex flex-col gap-3">
        <h2 id="review-queue-title" className="text-lg font-semibold">
          Waiting for review
          {waiting.data && waiting.data.total > 0 ? (
            <span className="ml-2 text-sm font-normal text-muted-foreground">{`${waiting.data.total} not started`}</span>
          ) : null}
        </h2>
        {openError ? (
          <QueryError
            what="The submissions waiting for review could not be loaded."
            error={openError}
            retrying={waiting.isFetching}
            onRetry={() => void Promise.all([waiting.refetch(), inReview.refetch()])}
          />
        ) : !open ? (
          <TableSkeleton rows={3} label="Loading the submissions waiting for review…" />
        ) : open.length === 0 ? (
          <EmptyState
            icon={<Inbox />}
            headingLevel="h3"
            title="Nothing to review"
            description="Your candidates' final submissions appear here, with their scores, as soon as they are scored."
          />
        ) : (
          <ReviewsTable caption="Waiting for review" reviews={open} />
        )}
      </section>
      <section aria-labelledby="recent-decisions-title" className="flex flex-col gap-3">
        <h2 id="recent-decisions-title" className="text-lg font-semibold">
          Recent decisions
        </h2>
        {decisionsError ? (
          <QueryError
            what="The recent decisions could not be loaded."
            error={decisionsError}
            retrying={decided.isFetching}
            onRetry={() => void Promise.all([decided.refetch(), released.refetch()])}
          />
        ) : !decisions ? (
          <TableSkeleton rows={3} label="Loading the recent decisions…" />
        ) : decisions.length === 0 ? (
          <EmptyState
            icon={<CheckCheck />}
            headingLevel="h3"
            title="No decisions yet"
            description="Reviews you and your team finish appear here with their decisions."
          />
        ) : (
          <ReviewsTable caption="Recent decisions" reviews={decisions} />
        )}
      </section>
    </>
  );
}
