import { SIMULATION_LIMITS } from '@assay/contracts';
import { Fragment, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import type { DiffFile, DiffLine } from './parse-diff';

export interface ReviewComment {
  file: string;
  line: number;
  body: string;
}

const signs = { added: '+', removed: '−', same: ' ' } as const;
const spoken = { added: 'added: ', removed: 'removed: ', same: '' } as const;

/**
 * One changed file of the diff, numbered in the old and the new file. A line of the new file takes a comment: its
 * number is a button that opens a box under it. The comments already made show under their lines.
 */
export function ReviewDiffFile({
  file,
  comments,
  canAdd,
  onAdd,
}: {
  file: DiffFile;
  comments: ReviewComment[];
  canAdd: boolean;
  onAdd: (comment: ReviewComment) => void;
}) {
  const [draftLine, setDraftLine] = useState<number | null>(null);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="font-mono text-sm font-semibold">
        {file.file}
      </h3>
      <div className="overflow-x-auto rounded-md border border-border bg-muted/40">
        <table className="w-full border-collapse font-mono text-xs">
          <caption className="sr-only">{`Changes to ${file.file}; a new line's number adds a comment`}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Old line</th>
              <th scope="col">New line</th>
              <th scope="col">Code</th>
            </tr>
          </thead>
          {file.hunks.map((hunk) => (
            <tbody key={hunk.header}>
              <tr>
                <td colSpan={3} className="px-2 py-1 text-muted-foreground">
                  {hunk.header}
                </td>
              </tr>
              {hunk.lines.map((line, index) => (
                <Fragment key={index}>
                  <LineRow file={file.file} line={line} canAdd={canAdd} onComment={setDraftLine} />
                  {line.newLine !== null
                    ? comments
                        .filter((comment) => comment.line === line.newLine)
                        .map((comment, position) => (
                          <tr key={`comment-${position}`}>
                            <td colSpan={3} className="px-2 py-1">
                              <p className="ml-16 rounded-md border border-border bg-card p-2 font-sans text-sm whitespace-pre-wrap">
                                <span className="sr-only">{`Your comment on line ${comment.line}: `}</span>
                                {comment.body}
                              </p>
                            </td>
                          </tr>
                        ))
                    : null}
                  {line.newLine !== null && line.newLine === draftLine ? (
                    <tr>
                      <td colSpan={3} className="px-2 py-2">
                        <CommentForm
                          file={file.file}
                          line={draftLine}
                          onCancel={() => setDraftLine(null)}
                          onAdd={(body) => {
                            onAdd({ file: file.file, line: draftLine, body });
                            setDraftLine(null);
                          }}
                        />
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </section>
  );
}

function LineRow({
  file,
  line,
  canAdd,
  onComment,
}: {
  file: string;
  line: DiffLine;
  canAdd: boolean;
  onComment: (line: number) => void;
}) {
  return (
    <tr
      data-change={line.kind}
      className={cn(line.kind === 'added' && 'bg-success/15', line.kind === 'removed' && 'bg-destructive/15')}
    >
      <td className="w-10 px-2 text-right text-muted-foreground select-none">{line.oldLine ?? ''}</td>
      <td className="w-10 px-1 text-right">
        {line.newLine === null ? null : canAdd ? (
          <button
            type="button"
            aria-label={`Comment on line ${line.newLine} of ${file}`}
            onClick={() => onComment(line.newLine!)}
            className="w-full rounded px-1 text-right text-muted-foreground outline-none hover:bg-primary/15 hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
          >
            {line.newLine}
          </button>
        ) : (
          <span className="text-muted-foreground">{line.newLine}</span>
        )}
      </td>
      <td className="px-2 whitespace-pre">
        <span aria-hidden="true" className="mr-2 inline-block w-3 text-muted-foreground select-none">
          {signs[line.kind]}
        </span>
        <span className="sr-only">{spoken[line.kind]}</span>
        {line.text}
      </td>
    </tr>
  );
}

function CommentForm({
  file,
  line,
  onAdd,
  onCancel,
}: {
  file: string;
  line: number;
  onAdd: (body: string) => void;
  onCancel: () => void;
}) {
  const [body, setBody] = useState('');
  const id = useId();
  return (
    <form
      className="ml-16 flex flex-col gap-2 font-sans"
      onSubmit={(event) => {
        event.preventDefault();
        if (body.trim()) onAdd(body.trim());
      }}
    >
      <label htmlFor={id} className="text-sm font-medium">
        {`Comment on ${file} line ${line}`}
      </label>
      <Textarea
        id={id}
        autoFocus
        value={body}
        maxLength={SIMULATION_LIMITS.reviewCommentChars}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={!body.trim()}>
          Add comment
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
