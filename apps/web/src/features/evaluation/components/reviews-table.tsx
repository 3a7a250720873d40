import { DECISION_LABELS, REVIEW_STATUS_LABELS, type EvaluationSummary } from '@assay/contracts';
import { Link } from 'react-router';
import { reviewStatusBadges } from '@/features/evaluation/components/review-labels';
import { RelativeTime } from '@/components/relative-time';
import { Badge } from '@/components/ui/badge';
import { Cell, DataRow, DataTable, RowHeader } from '@/components/ui/data-table';
import { paths } from '@/config/paths';
import { fillPath } from '@/lib/fill-path';

export const reviewLink = (submissionId: string) => fillPath(paths.interviewerReview, { submissionId });

/** Final submissions with their review state; the task opens the review page. */
export function ReviewsTable({
  caption,
  reviews,
  showCandidate = true,
}: {
  caption: string;
  reviews: EvaluationSummary[];
  showCandidate?: boolean;
}) {
  return (
    <DataTable
      caption={caption}
      columns={[...(showCandidate ? ['Candidate'] : []), 'Task', 'Score', 'Review', 'Submitted']}
    >
      {reviews.map((review) => (
        <DataRow key={review.submission_id} className="align-top">
          {showCandidate ? (
            <RowHeader>
              <Link
                to={fillPath(paths.candidateProfile, { candidateId: review.candidate.id })}
                className="underline-offset-4 hover:underline"
              >
                {review.candidate.name || review.candidate.email}
              </Link>
              <div className="text-xs font-normal text-muted-foreground">{review.candidate.email}</div>
            </RowHeader>
          ) : null}
          <Cell>
            <Link to={reviewLink(review.submission_id)} className="font-medium underline-offset-4 hover:underline">
              {review.title}
            </Link>
          </Cell>
          <Cell className="font-mono tabular-nums">
            {review.score === null ? (
              <span className="font-sans text-muted-foreground">Being scored</span>
            ) : (
              `${review.score} / 100`
            )}
            {review.rubric_score === null ? null : (
              <div className="font-sans text-xs text-muted-foreground">{`rubric ${review.rubric_score} / 100`}</div>
            )}
          </Cell>
          <Cell>
            <Badge variant={reviewStatusBadges[review.status]}>{REVIEW_STATUS_LABELS[review.status]}</Badge>
            {review.decision ? (
              <div className="mt-1 text-xs text-muted-foreground">{DECISION_LABELS[review.decision]}</div>
            ) : null}
          </Cell>
          <Cell>
            <RelativeTime value={review.submitted_at} />
          </Cell>
        </DataRow>
      ))}
    </DataTable>
  );
}
