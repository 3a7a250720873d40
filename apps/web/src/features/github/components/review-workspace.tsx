import type { GithubChallenge, ReviewCommentInput } from '@assay/contracts';
import { MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/components/form/field-errors';
import { RelativeTime } from '@/components/relative-time';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useChallengeAttempts, usePublicComments, useSubmitChallenge } from '@/features/github/api/github-challenges';
import { AttemptHistory, AttemptOutcome } from '@/features/github/components/challenge-attempts';
import { SubmitButton } from '@/features/github/components/challenge-submit';
import { ReviewDiffFile, type CommentDraft } from '@/features/github/components/review-diff';
import { useStoredState } from '@/features/github/hooks/use-stored-state';

type Review = NonNullable<GithubChallenge['review']>;

const isComments = (value: unknown): value is ReviewCommentInput[] =>
  Array.isArray(value) &&
  value.every(
    (entry) =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as ReviewCommentInput).path === 'string' &&
      typeof (entry as ReviewCommentInput).line === 'number' &&
      typeof (entry as ReviewCommentInput).body === 'string',
  );

export const reviewStorageKey = (challengeId: string) => `assay:github-challenge:${challengeId}:review`;

/** The real reviewers' comments, once the caller has submitted (GET /public/comments). */
function RealComments({ taskId }: { taskId: string }) {
  const comments = usePublicComments(taskId, { enabled: true });
  if (comments.isPending) return <p className="text-sm text-muted-foreground">Loading the reviewers’ comments…</p>;
  if (comments.isError)
    return <p className="text-sm">The reviewers’ comments could not be loaded: {errorMessage(comments.error)}</p>;
  if (!comments.data.revealed)
    return <p className="text-sm text-muted-foreground">The reviewers’ comments show here once you have submitted.</p>;
  if (comments.data.comments.length === 0)
    return <p className="text-sm text-muted-foreground">The reviewers left no line comments.</p>;
  return (
    <ul className="flex flex-col gap-2" aria-label="The reviewers’ comments">
      {comments.data.comments.map((comment) => (
        <li key={comment.id} className="flex min-w-0 flex-col gap-1 rounded-md border border-border p-2 text-sm">
          <p className="font-mono text-xs break-all text-muted-foreground">
            {comment.path}
            {comment.line === null ? '' : `:${comment.line}`} · {comment.author ?? 'A reviewer'} ·{' '}
            <RelativeTime value={comment.created_at} />
          </p>
          <p className="break-words whitespace-pre-wrap">{comment.body}</p>
        </li>
      ))}
    </ul>
  );
}

interface ReviewWorkspaceProps {
  challenge: GithubChallenge;
  review: Review;
  signedIn: boolean;
}

/**
 * A review challenge: the pull request's diff, file by file, with the candidate's line comments (kept in localStorage
 * per challenge); Submit review (signed in) scores them against the real reviewers' and then shows those beside.
 */
export function ReviewWorkspace({ challenge, review, signedIn }: ReviewWorkspaceProps) {
  const [comments, setComments] = useStoredState<ReviewCommentInput[]>(
    reviewStorageKey(challenge.id),
    () => [],
    isComments,
  );
  const [draft, setDraft] = useState<CommentDraft | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const submit = useSubmitChallenge(challenge.id);
  const attempts = useChallengeAttempts(challenge.id, { enabled: signedIn });
  const submitted = submit.isSuccess || (attempts.data?.length ?? 0) > 0;

  const save = (at: CommentDraft, body: string) => {
    setComments((current) =>
      at.index === null
        ? [...current, { path: at.path, line: at.line, body }]
        : current.map((comment, index) => (index === at.index ? { ...comment, body } : comment)),
    );
    setDraft(null);
  };
  const removed = removing === null ? undefined : comments[removing];

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <MessageSquareText aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          Read the change and comment where a reviewer should: choose a line number (or click the line) to comment on
          it. The real reviewers made {review.real_comment_count}{' '}
          {review.real_comment_count === 1 ? 'substantive comment' : 'substantive comments'}; yours count when they are
          on the same file within a few lines.
        </span>
      </p>
      <div className="flex min-w-0 flex-col gap-4">
        {review.diff.map((file) => (
          <ReviewDiffFile
            key={file.filename}
            file={file}
            comments={comments}
            draft={draft}
            onDraft={setDraft}
            onSave={save}
            onRemove={setRemoving}
          />
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton
          signedIn={signedIn}
          label="Submit review"
          title="Submit your review?"
          description={`Your ${comments.length === 1 ? 'comment is' : `${comments.length} comments are`} compared with the real reviewers’. The attempt is kept, and their comments are shown to you afterwards.`}
          busy={submit.isPending}
          disabled={comments.length === 0}
          onConfirm={() => submit.mutate({ comments })}
        />
        <span className="text-sm text-muted-foreground tabular-nums">
          {comments.length === 0
            ? 'Add at least one comment to submit.'
            : comments.length === 1
              ? '1 comment'
              : `${comments.length} comments`}
        </span>
      </div>
      {signedIn ? (
        <section aria-labelledby="review-outcome" className="flex min-w-0 flex-col gap-3">
          <h2 id="review-outcome" className="text-base font-semibold">
            Your reviews
          </h2>
          {submit.isPending ? (
            <p role="status" className="text-sm text-muted-foreground">
              Comparing your comments with the reviewers’…
            </p>
          ) : submit.isError ? (
            <p role="alert" className="text-sm">
              Your review was not submitted: {errorMessage(submit.error)}
            </p>
          ) : null}
          <div className="grid min-w-0 gap-4 lg:grid-cols-2">
            {submit.data ? (
              <div role="status" className="rounded-lg border border-border p-4">
                <h3 className="mb-2 text-sm font-semibold">Your submission</h3>
                <AttemptOutcome attempt={submit.data} />
              </div>
            ) : null}
            {submitted ? (
              <div className="rounded-lg border border-border p-4">
                <h3 className="mb-2 text-sm font-semibold">What the reviewers said</h3>
                <RealComments taskId={challenge.id} />
              </div>
            ) : null}
          </div>
          {attempts.data ? <AttemptHistory attempts={attempts.data} /> : null}
        </section>
      ) : null}
      <ConfirmDialog
        open={removed !== undefined}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title="Remove this comment?"
        description={removed ? `Your comment on line ${removed.line} of ${removed.path} is deleted.` : ''}
        confirmLabel="Remove comment"
        onConfirm={() => {
          setComments((current) => current.filter((_, index) => index !== removing));
          setRemoving(null);
          setDraft(null);
        }}
      />
    </div>
  );
}
