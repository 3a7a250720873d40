import { REVIEW_STATUS_LABELS, REVIEW_STATUSES, type ReviewStatus } from '@assay/contracts';
import { Inbox } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ReviewsTable } from '@/features/evaluation/components/reviews-table';
import { useEvaluations } from '@/features/evaluation/api/evaluation';
import { ListPagination } from '@/components/list-pagination';
import { QueryError } from '@/components/query-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

const PAGE_SIZE = 20;
const statusOf = (value: string | null): ReviewStatus | undefined => REVIEW_STATUSES.find((status) => status === value);

/**
 * Every final submission of the organization by its review's state, newest first; the state and the page live in
 * the URL (`?status=&page=`), so a reviewer's view can be linked and survives a reload.
 */
export function ReviewsList() {
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useEvaluations({ status, page, limit: PAGE_SIZE });
  const show = (next: { status?: ReviewStatus; page?: number }) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if ('status' in next) {
        if (next.status) updated.set('status', next.status);
        else updated.delete('status');
        updated.delete('page');
      }
      if (next.page && next.page > 1) updated.set('page', String(next.page));
      else if ('page' in next) updated.delete('page');
      return updated;
    });
  const caption = status ? REVIEW_STATUS_LABELS[status] : 'All final submissions';

  return (
    <section aria-label="Reviews" className="flex flex-col gap-4">
      <div role="group" aria-label="Review state" className="flex flex-wrap gap-2">
        {[undefined, ...REVIEW_STATUSES].map((option) => (
          <Button
            key={option ?? 'all'}
            size="sm"
            variant={option === status ? 'primary' : 'outline'}
            aria-pressed={option === status}
            onClick={() => show({ status: option })}
          >
            {option ? REVIEW_STATUS_LABELS[option] : 'All'}
          </Button>
        ))}
      </div>
      {list.error ? (
        <QueryError
          what="The reviews could not be loaded."
          error={list.error}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : !list.data ? (
        <TableSkeleton rows={5} label="Loading the reviews…" />
      ) : list.data.submissions.length === 0 ? (
        <EmptyState
          icon={<Inbox />}
          headingLevel="h2"
          title="No submissions here"
          description="Your candidates' final submissions appear here once they are scored."
        />
      ) : (
        <>
          <ReviewsTable caption={caption} reviews={list.data.submissions} />
          <ListPagination
            label="Review pages"
            page={page}
            limit={PAGE_SIZE}
            total={list.data.total}
            busy={list.isFetching}
            onPageChange={(next) => show({ page: next })}
          />
        </>
      )}
    </section>
  );
}
