import type { LineComment } from '@assay/contracts';
import { diffLines } from 'diff';
import { MessageSquarePlus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';

interface ReviewCodeProps {
  code: string;
  starterCode: string;
  comments: LineComment[];
  /** Given when the caller may comment (they hold the review). */
  onComment?: (line: number, body: string) => Promise<unknown>;
  onDeleteComment?: (id: string) => void;
}

/** The submitted code, read-only, with line numbers and the reviewer's comments under their lines. */
function CodeWithComments({ code, comments, onComment, onDeleteComment }: Omit<ReviewCodeProps, 'starterCode'>) {
  const [commentingOn, setCommentingOn] = useState<number | null>(null);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const lines = code.split('\n');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!onComment || commentingOn === null || !draft.trim()) return;
    setBusy(true);
    try {
      await onComment(commentingOn, draft.trim());
      setDraft('');
      setCommentingOn(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ol
      aria-label="Submitted code"
      className="overflow-x-auto rounded-md border border-border bg-muted/40 py-2 font-mono text-xs"
    >
      {lines.map((text, index) => {
        const line = index + 1;
        const here = comments.filter((comment) => comment.line === line);
        return (
          <li key={line} className="group">
            <div className="flex items-start">
              <span aria-hidden="true" className="w-10 shrink-0 pr-2 text-right text-muted-foreground select-none">
                {line}
              </span>
              <pre className="min-w-0 flex-1 whitespace-pre">{text || ' '}</pre>
              {onComment ? (
                <button
                  type="button"
                  aria-label={`Comment on line ${line}`}
                  title={`Comment on line ${line}`}
                  onClick={() => setCommentingOn(line)}
                  className="mr-1 rounded p-0.5 text-muted-foreground opacity-0 group-hover:opacity-100 hover:bg-accent focus-visible:opacity-100"
                >
                  <MessageSquarePlus aria-hidden="true" className="size-3.5" />
                </button>
              ) : null}
            </div>
            {here.map((comment) => (
              <div
                key={comment.id}
                className="my-1 mr-2 ml-10 flex items-start gap-2 rounded border border-border bg-background p-2 font-sans text-sm"
              >
                <p className="flex-1">
                  <span className="font-medium">{comment.author.name || comment.author.email}</span>
                  <span className="sr-only">{` on line ${line}`}</span>: {comment.body}
                </p>
                {onDeleteComment ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-7"
                    aria-label={`Remove the comment on line ${line}`}
                    onClick={() => onDeleteComment(comment.id)}
                  >
                    <Trash2 aria-hidden="true" className="size-3.5" />
                  </Button>
                ) : null}
              </div>
            ))}
            {commentingOn === line ? (
              <form onSubmit={submit} className="my-1 mr-2 ml-10 flex flex-col gap-2 font-sans">
                <Textarea
                  aria-label={`Comment on line ${line}`}
                  autoFocus
                  value={draft}
                  onChange={(event) => setDraft(event.target.value)}
                  maxLength={2000}
                />
                <div className="flex gap-2">
                  <Button type="submit" size="sm" disabled={busy || !draft.trim()}>
                    Add comment
                  </Button>
                  <Button type="button" size="sm" variant="ghost" onClick={() => setCommentingOn(null)}>
                    Cancel
                  </Button>
                </div>
              </form>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/** What the candidate changed from the starter code, line by line (signs, not colour alone, mark the changes). */
function StarterDiff({ code, starterCode }: { code: string; starterCode: string }) {
  const parts = diffLines(
    starterCode.endsWith('\n') || !starterCode ? starterCode : `${starterCode}\n`,
    code.endsWith('\n') ? code : `${code}\n`,
  );
  return (
    <pre
      aria-label="Changes from the starter code"
      className="overflow-x-auto rounded-md border border-border bg-muted/40 py-2 font-mono text-xs"
    >
      {parts.flatMap((part, partIndex) =>
        part.value
          .replace(/\n$/, '')
          .split('\n')
          .map((text, index) => (
            <div
              key={`${partIndex}-${index}`}
              className={cn('px-2', part.added && 'bg-success/15', part.removed && 'bg-destructive/15')}
            >
              <span aria-hidden="true" className="mr-2 inline-block w-3 text-muted-foreground select-none">
                {part.added ? '+' : part.removed ? '−' : ' '}
              </span>
              <span className="sr-only">{part.added ? 'added: ' : part.removed ? 'removed: ' : ''}</span>
              {text}
            </div>
          )),
      )}
    </pre>
  );
}

/** The code under review: as submitted (with line comments) or as changes from the starter code. */
export function ReviewCode(props: ReviewCodeProps) {
  const [view, setView] = useState<'code' | 'diff'>('code');
  return (
    <section aria-labelledby="review-code-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="review-code-title" className="text-lg font-semibold">
          Code
        </h2>
        <div role="group" aria-label="Show" className="inline-flex rounded-md border border-border p-0.5">
          {(['code', 'diff'] as const).map((option) => (
            <Button
              key={option}
              size="sm"
              variant={view === option ? 'secondary' : 'ghost'}
              aria-pressed={view === option}
              onClick={() => setView(option)}
            >
              {option === 'code' ? 'As submitted' : 'Changes from the starter'}
            </Button>
          ))}
        </div>
      </div>
      {view === 'code' ? (
        <CodeWithComments {...props} />
      ) : (
        <StarterDiff code={props.code} starterCode={props.starterCode} />
      )}
    </section>
  );
}
