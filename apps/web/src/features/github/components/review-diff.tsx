import { reviewCommentInputSchema, type DiffFile, type ReviewCommentInput } from '@assay/contracts';
import { MessageSquarePlus, Pencil, Trash2 } from 'lucide-react';
import { Fragment, useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { parsePatch, type DiffLine } from '@/features/github/components/diff-lines';

/** The line being written on: a new comment (`index` null) or one being edited. */
export interface CommentDraft {
  path: string;
  line: number;
  index: number | null;
}

function CommentForm({
  draft,
  initial,
  onSave,
  onCancel,
}: {
  draft: CommentDraft;
  initial: string;
  onSave: (body: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [body, setBody] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    const parsed = reviewCommentInputSchema.safeParse({ path: draft.path, line: draft.line, body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Write something in the comment.');
      return;
    }
    onSave(parsed.data.body);
  };
  return (
    <div className="flex flex-col gap-2 border-y border-border bg-muted/40 p-3 font-sans">
      <Label htmlFor={id}>{`Comment on line ${draft.line} of ${draft.path}`}</Label>
      <Textarea
        id={id}
        autoFocus
        rows={3}
        value={body}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setBody(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) save();
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={save} title="Ctrl+Enter">
          {draft.index === null ? 'Add comment' : 'Save comment'}
        </Button>
        <Button size="sm" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

const lineTone: Record<DiffLine['kind'], string> = {
  hunk: 'bg-primary/5 text-muted-foreground',
  context: '',
  add: 'bg-success/10',
  del: 'bg-destructive/10',
  note: 'text-muted-foreground',
};
const lineSign: Record<DiffLine['kind'], string> = { hunk: '', context: ' ', add: '+', del: '−', note: '' };

interface ReviewDiffFileProps {
  file: DiffFile;
  /** Every comment of the review, with its index in the review's list. */
  comments: readonly ReviewCommentInput[];
  draft: CommentDraft | null;
  onDraft: (draft: CommentDraft | null) => void;
  onSave: (draft: CommentDraft, body: string) => void;
  onRemove: (index: number) => void;
}

/**
 * One file of the pull request's diff, unified, numbered on the new side: a line's number is a button that opens a
 * comment on it (clicking the line does too); comments show under their line, to edit or remove.
 */
export function ReviewDiffFile({ file, comments, draft, onDraft, onSave, onRemove }: ReviewDiffFileProps) {
  const lines = useMemo(() => (file.patch === null ? null : parsePatch(file.patch)), [file.patch]);
  const mine = comments
    .map((comment, index) => ({ comment, index }))
    .filter(({ comment }) => comment.path === file.filename);
  const openAt = (line: number) => onDraft({ path: file.filename, line, index: null });

  return (
    <section aria-label={file.filename} className="min-w-0 overflow-hidden rounded-lg border border-border">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-border bg-muted px-3 py-2">
        <h3 className="min-w-0 font-mono text-sm font-semibold break-all">{file.filename}</h3>
        <span className="font-mono text-xs tabular-nums">
          <span className="text-success">+{file.additions}</span>{' '}
          <span className="text-destructive">−{file.deletions}</span>
        </span>
        <span className="text-xs text-muted-foreground">{file.status}</span>
      </header>
      {lines === null ? (
        <p className="p-3 text-sm text-muted-foreground">This file’s diff is not shown (binary or very large).</p>
      ) : (
        <div className="font-mono text-xs">
          {lines.map((line, position) => {
            const here = line.newLine === null ? [] : mine.filter(({ comment }) => comment.line === line.newLine);
            const drafting =
              draft !== null && line.newLine !== null && draft.path === file.filename && draft.line === line.newLine;
            return (
              <Fragment key={position}>
                <div
                  className={cn('grid grid-cols-[3.25rem_1rem_minmax(0,1fr)] items-start', lineTone[line.kind])}
                  onClick={line.newLine === null ? undefined : () => openAt(line.newLine!)}
                >
                  {line.newLine === null ? (
                    <span aria-hidden="true" />
                  ) : (
                    <button
                      type="button"
                      aria-label={`Comment on line ${line.newLine} of ${file.filename}`}
                      onClick={(event) => {
                        event.stopPropagation();
                        openAt(line.newLine!);
                      }}
                      className="group flex items-center justify-end gap-1 px-2 py-0.5 text-right text-muted-foreground tabular-nums outline-none hover:bg-primary/10 hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
                    >
                      <MessageSquarePlus
                        aria-hidden="true"
                        className="hidden size-3 group-hover:inline group-focus-visible:inline"
                      />
                      {line.newLine}
                    </button>
                  )}
                  <span aria-hidden="true" className="py-0.5 text-center text-muted-foreground select-none">
                    {lineSign[line.kind]}
                  </span>
                  <span
                    className={cn(
                      'min-w-0 py-0.5 pr-2 break-all whitespace-pre-wrap',
                      line.newLine !== null && 'cursor-pointer',
                    )}
                  >
                    {line.kind === 'del' ? <span className="sr-only">Removed: </span> : null}
                    {line.kind === 'add' ? <span className="sr-only">Added: </span> : null}
                    {line.text || ' '}
                  </span>
                </div>
                {here.map(({ comment, index }) =>
                  draft?.index === index ? null : (
                    <div
                      key={index}
                      className="flex min-w-0 items-start gap-2 border-y border-border bg-background px-3 py-2 font-sans text-sm"
                    >
                      <p className="min-w-0 flex-1 break-words whitespace-pre-wrap">{comment.body}</p>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Edit your comment on line ${comment.line} of ${comment.path}`}
                        onClick={() => onDraft({ path: comment.path, line: comment.line, index })}
                      >
                        <Pencil aria-hidden="true" />
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Remove your comment on line ${comment.line} of ${comment.path}`}
                        onClick={() => onRemove(index)}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  ),
                )}
                {drafting ? (
                  <CommentForm
                    key={`${draft.path}:${draft.line}:${draft.index ?? 'new'}`}
                    draft={draft}
                    initial={draft.index === null ? '' : (comments[draft.index]?.body ?? '')}
                    onSave={(body) => onSave(draft, body)}
                    onCancel={() => onDraft(null)}
                  />
                ) : null}
              </Fragment>
            );
          })}
        </div>
      )}
    </section>
  );
}
