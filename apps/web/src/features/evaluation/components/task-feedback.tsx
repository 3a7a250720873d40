import { RUBRIC_SCALE_MAX } from '@assay/contracts';
import { MessageSquareText } from 'lucide-react';
import { RelativeTime } from '@/components/relative-time';
import { useCandidateFeedback } from '@/features/evaluation/api/evaluation';

/** The reviewer's released feedback on a submitted task: their message, the rubric and the comments on lines. */
export function TaskFeedback({ taskId }: { taskId: string }) {
  const feedback = useCandidateFeedback(taskId, true).data?.feedback;
  if (!feedback) return null;
  const lines = feedback.code.split('\n');
  return (
    <section
      aria-labelledby="task-feedback-title"
      className="flex flex-col gap-4 rounded-lg border border-border bg-muted/30 p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="task-feedback-title" className="flex items-center gap-2 text-lg font-semibold">
          <MessageSquareText aria-hidden="true" className="size-5" />
          Feedback from your reviewer
        </h2>
        <p className="text-sm text-muted-foreground">
          Released <RelativeTime value={feedback.released_at} />
        </p>
      </div>
      <p className="whitespace-pre-wrap">{feedback.message}</p>
      {feedback.rubric.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="font-medium">
            {feedback.rubric_score === null ? 'Rubric' : `Rubric: ${feedback.rubric_score} / 100`}
          </h3>
          <ul className="flex flex-col gap-1 text-sm">
            {feedback.rubric.map((criterion) => (
              <li key={criterion.name}>
                <span className="font-medium">{criterion.name}</span>
                {`: ${criterion.score ?? '–'} of ${RUBRIC_SCALE_MAX}`}
                {criterion.comment ? <span className="text-muted-foreground">{` — ${criterion.comment}`}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {feedback.comments.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="font-medium">Comments on your code</h3>
          <ul className="flex flex-col gap-2 text-sm">
            {feedback.comments.map((comment, index) => (
              <li key={`${comment.line}-${index}`} className="rounded border border-border bg-background p-2">
                <p className="mb-1 text-xs text-muted-foreground">{`Line ${comment.line}`}</p>
                <pre className="mb-1 overflow-x-auto font-mono text-xs">{lines[comment.line - 1] ?? ''}</pre>
                <p>{comment.body}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
