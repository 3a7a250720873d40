import { DECISION_LABELS, LANGUAGE_NAMES, REVIEW_STATUS_LABELS, type EvaluationDetail } from '@assay/contracts';
import { ClipboardCheck, RotateCw } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ReviewCode } from '@/app/routes/interviewer/review/review-code';
import { ReviewForm } from '@/app/routes/interviewer/review/review-form';
import { ReviewResults } from '@/app/routes/interviewer/review/review-results';
import { reviewStatusBadges } from '@/app/routes/interviewer/review/review-labels';
import { PageBody, PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { RelativeTime } from '@/components/relative-time';
import { TableSkeleton } from '@/components/table-skeleton';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAddLineComment, useDeleteLineComment, useEvaluateTask, useEvaluation, useStartReview } from '@/features/evaluation/api/evaluation';
import { toast } from '@/lib/toast';
import { fillPath } from '@/lib/fill-path';

/** What a review held by someone else, or released, says: read, not edited. */
function ReviewSummary({ detail }: { detail: EvaluationDetail }) {
  const scores = new Map(detail.rubric_scores.map((entry) => [entry.criterion, entry]));
  return (
    <section aria-labelledby="review-summary-title" className="flex flex-col gap-3 text-sm">
      <h2 id="review-summary-title" className="text-lg font-semibold">
        Review
      </h2>
      <p>{`${detail.reviewer?.name || detail.reviewer?.email || 'A reviewer'} · ${REVIEW_STATUS_LABELS[detail.status]}${detail.decision ? ` · ${DECISION_LABELS[detail.decision]}` : ''}`}</p>
      {detail.rubric.length > 0 ? (
        <ul className="flex flex-col gap-1">
          {detail.rubric.map((criterion, index) => (
            <li key={criterion.name}>
              <span className="font-medium">{criterion.name}</span>
              {`: ${scores.get(index)?.score ?? '–'} of 5${scores.get(index)?.comment ? ` — ${scores.get(index)!.comment}` : ''}`}
            </li>
          ))}
        </ul>
      ) : null}
      {detail.summary ? <p className="whitespace-pre-wrap text-muted-foreground">{detail.summary}</p> : null}
      {detail.feedback ? (
        <div className="rounded-md border border-border p-3">
          <p className="mb-1 font-medium">Feedback released to the candidate</p>
          <p className="whitespace-pre-wrap">{detail.feedback}</p>
        </div>
      ) : null}
    </section>
  );
}

/** /interviewer/reviews/:submissionId: one final submission, its code, tests and quality, and the review. */
export function ReviewPage() {
  const { submissionId = '' } = useParams();
  const review = useEvaluation(submissionId);
  const start = useStartReview(submissionId);
  const addComment = useAddLineComment(submissionId);
  const deleteComment = useDeleteLineComment(submissionId);
  const evaluate = useEvaluateTask();
  const detail = review.data;

  if (review.error) {
    return (
      <PageBody className="max-w-6xl">
        <PageHeader title="Review" />
        <QueryError what="This submission could not be loaded." error={review.error} retrying={review.isFetching} onRetry={review.refetch} />
      </PageBody>
    );
  }
  if (!detail) {
    return (
      <PageBody className="max-w-6xl">
        <PageHeader title="Review" />
        <TableSkeleton rows={6} label="Loading the submission…" />
      </PageBody>
    );
  }

  const who = detail.candidate.name || detail.candidate.email;
  return (
    <PageBody className="max-w-6xl">
      <PageHeader
        title={`Review: ${detail.title}`}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <Link to={fillPath(paths.candidateProfile, { candidateId: detail.candidate.id })} className="font-medium text-foreground underline-offset-4 hover:underline">
              {who}
            </Link>
            <span>{`· ${LANGUAGE_NAMES[detail.language]} · submitted`}</span>
            <RelativeTime value={detail.submitted_at} />
            <span>{`· automatic score ${detail.score ?? '–'} / 100`}</span>
            <Badge variant={reviewStatusBadges[detail.status]}>{REVIEW_STATUS_LABELS[detail.status]}</Badge>
          </span>
        }
        actions={
          <>
            {/* After a runner upgrade, say: every submission of the task is judged again; the history keeps the old scores. */}
            <Button
              variant="outline"
              disabled={evaluate.isPending}
              onClick={() =>
                evaluate.mutate(detail.task_id, {
                  onSuccess: ({ queued }) => toast.success(queued === 0 ? 'Its submissions are already being judged.' : `Judging ${queued === 1 ? 'its submission' : `its ${queued} submissions`} again.`),
                  onError: (error) => toast.error(error.message),
                })
              }
            >
              <RotateCw aria-hidden="true" />
              Run the tests again
            </Button>
            {detail.status === 'pending' ? (
              <Button onClick={() => start.mutate(undefined, { onError: (error) => toast.error(error.message) })} disabled={start.isPending || detail.submission.status !== 'scored'}>
                <ClipboardCheck aria-hidden="true" />
                Start review
              </Button>
            ) : null}
          </>
        }
      />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-8">
          <ReviewCode
            code={detail.submission.code}
            starterCode={detail.starter_code}
            comments={detail.comments}
            {...(detail.can_edit
              ? {
                  onComment: (line: number, body: string) => addComment.mutateAsync({ line, body }).catch((error: Error) => toast.error(error.message)),
                  onDeleteComment: (id: string) => deleteComment.mutate(id, { onError: (error) => toast.error(error.message) }),
                }
              : {})}
          />
          <ReviewResults detail={detail} />
        </div>
        <div className="flex min-w-0 flex-col gap-8">{detail.can_edit ? <ReviewForm key={`${detail.submission_id}-${detail.status}`} detail={detail} /> : detail.status === 'pending' ? <p className="text-sm text-muted-foreground">Start the review to score the rubric, comment on lines and decide.</p> : <ReviewSummary detail={detail} />}</div>
      </div>
    </PageBody>
  );
}
