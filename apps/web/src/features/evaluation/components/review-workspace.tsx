import { LANGUAGE_NAMES, REVIEW_STATUS_LABELS } from '@assay/contracts';
import { ClipboardCheck, FileText, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AttemptHistory } from '@/features/evaluation/components/attempt-history';
import { ReviewCode } from '@/features/evaluation/components/review-code';
import { ReviewForm } from '@/features/evaluation/components/review-form';
import { ReviewResults } from '@/features/evaluation/components/review-results';
import { reviewStatusBadges } from '@/features/evaluation/components/review-labels';
import { ReviewSummary } from '@/features/evaluation/components/review-summary';
import { PageBody, PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { RelativeTime } from '@/components/relative-time';
import { TableSkeleton } from '@/components/table-skeleton';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import {
  useAddLineComment,
  useDeleteLineComment,
  useEvaluateTask,
  useEvaluation,
  useStartReview,
} from '@/features/evaluation/api/evaluation';
import { toast } from '@/lib/toast';
import { fillPath } from '@/lib/fill-path';

/**
 * One final submission under review: its code, tests and quality, and the review (/interviewer/reviews/:submissionId).
 * `behavior`: what the page composes from other features under the review (the session playback and integrity signals).
 */
export function ReviewWorkspace({ submissionId, behavior }: { submissionId: string; behavior?: ReactNode }) {
  const review = useEvaluation(submissionId);
  const start = useStartReview(submissionId);
  const addComment = useAddLineComment(submissionId);
  const deleteComment = useDeleteLineComment(submissionId);
  const evaluate = useEvaluateTask();
  const detail = review.data;

  if (review.error) {
    return (
      <PageBody width="full">
        <PageHeader title="Review" />
        <QueryError
          what="This submission could not be loaded."
          error={review.error}
          retrying={review.isFetching}
          onRetry={review.refetch}
        />
      </PageBody>
    );
  }
  if (!detail) {
    return (
      <PageBody width="full">
        <PageHeader title="Review" />
        <TableSkeleton rows={6} label="Loading the submission…" />
      </PageBody>
    );
  }

  const who = detail.candidate.name || detail.candidate.email;
  return (
    <PageBody width="full">
      <PageHeader
        title={`Review: ${detail.title}`}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <Link
              to={fillPath(paths.candidateProfile, { candidateId: detail.candidate.id })}
              className="font-medium text-foreground underline-offset-4 hover:underline"
            >
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
                  onSuccess: ({ queued }) =>
                    toast.success(
                      queued === 0
                        ? 'Its submissions are already being judged.'
                        : `Judging ${queued === 1 ? 'its submission' : `its ${queued} submissions`} again.`,
                    ),
                  onError: (error) => toast.error(error.message),
                })
              }
            >
              <RotateCw aria-hidden="true" />
              Run the tests again
            </Button>
            <Button variant="outline" asChild>
              <Link to={fillPath(paths.interviewerReport, { submissionId })}>
                <FileText aria-hidden="true" />
                Candidate report
              </Link>
            </Button>
            {detail.status === 'pending' ? (
              <Button
                onClick={() => start.mutate(undefined, { onError: (error) => toast.error(error.message) })}
                disabled={start.isPending || detail.submission.status !== 'scored'}
              >
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
                  onComment: (line: number, body: string) =>
                    addComment.mutateAsync({ line, body }).catch((error: Error) => toast.error(error.message)),
                  onDeleteComment: (id: string) =>
                    deleteComment.mutate(id, { onError: (error) => toast.error(error.message) }),
                }
              : {})}
          />
          <ReviewResults detail={detail} />
          <AttemptHistory submissionId={submissionId} />
        </div>
        <div className="flex min-w-0 flex-col gap-8">
          {detail.can_edit ? (
            <ReviewForm key={`${detail.submission_id}-${detail.status}`} detail={detail} />
          ) : detail.status === 'pending' ? (
            <p className="text-sm text-muted-foreground">
              Start the review to score the rubric, comment on lines and decide.
            </p>
          ) : (
            <ReviewSummary detail={detail} />
          )}
        </div>
      </div>
      {behavior}
    </PageBody>
  );
}
