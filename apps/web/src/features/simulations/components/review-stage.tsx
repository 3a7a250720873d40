import { SIMULATION_LIMITS, type StageWork, type StageWorkspace } from '@assay/contracts';
import { Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { parseDiff } from './parse-diff';
import { ReviewDiffFile, type ReviewComment } from './review-diff';

type ReviewWork = Extract<StageWork, { kind: 'review' }>;

/** A code-review stage: the pull request's diff, comments on its new lines, and the list of them to remove from. */
export function ReviewStage({
  workspace,
  work,
  onChange,
}: {
  workspace: Extract<StageWorkspace, { kind: 'review' }>;
  work: ReviewWork;
  onChange: (work: ReviewWork) => void;
}) {
  const files = useMemo(() => parseDiff(workspace.diff), [workspace.diff]);
  const { comments } = work;
  const canAdd = comments.length < SIMULATION_LIMITS.reviewComments;
  const add = (comment: ReviewComment) => onChange({ kind: 'review', comments: [...comments, comment] });
  const remove = (index: number) =>
    onChange({ kind: 'review', comments: comments.filter((_, position) => position !== index) });

  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-muted-foreground">
        Select a line number in the new file to comment on that line. Say what is wrong and why it matters.
      </p>
      {files.map((file) => (
        <ReviewDiffFile
          key={file.file}
          file={file}
          comments={comments.filter((comment) => comment.file === file.file)}
          canAdd={canAdd}
          onAdd={add}
        />
      ))}
      <section aria-labelledby="review-comments" className="flex flex-col gap-2">
        <h3 id="review-comments" className="text-base font-semibold">
          {`Your comments (${comments.length} of at most ${SIMULATION_LIMITS.reviewComments})`}
        </h3>
        {comments.length === 0 ? (
          <p className="text-sm text-muted-foreground">No comments yet.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {comments.map((comment, index) => (
              <li
                key={`${comment.file}:${comment.line}:${index}`}
                className="flex items-start justify-between gap-3 rounded-md border border-border p-3 text-sm"
              >
                <div className="min-w-0">
                  <p className="font-mono text-xs text-muted-foreground">{`${comment.file}:${comment.line}`}</p>
                  <p className="whitespace-pre-wrap">{comment.body}</p>
                </div>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  onClick={() => remove(index)}
                  aria-label={`Remove comment on ${comment.file} line ${comment.line}`}
                >
                  <Trash2 aria-hidden="true" />
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
