import { DECISION_LABELS, REVIEW_STATUS_LABELS, type EvaluationDetail } from '@assay/contracts';

/** What a review held by someone else, or released, says: read, not edited. */
export function ReviewSummary({ detail }: { detail: EvaluationDetail }) {
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
