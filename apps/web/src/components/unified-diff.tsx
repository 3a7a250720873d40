import { structuredPatch } from 'diff';
import { cn } from '@/lib/utils';

const withNewline = (text: string) => (text === '' || text.endsWith('\n') ? text : `${text}\n`);

/**
 * A unified diff of two texts (jsdiff): each hunk under its `@@ -a,b +c,d @@` header with three lines of context.
 * A change is marked by its sign and, for screen readers, by the words "added" or "removed" — never by colour alone.
 */
export function UnifiedDiff({
  before,
  after,
  beforeLabel,
  afterLabel,
  label,
}: {
  before: string;
  after: string;
  beforeLabel: string;
  afterLabel: string;
  /** The accessible name of the diff. */
  label: string;
}) {
  const patch = structuredPatch(beforeLabel, afterLabel, withNewline(before), withNewline(after), '', '', {
    context: 3,
  });
  if (patch.hunks.length === 0) return <p className="text-sm text-muted-foreground">The two are the same.</p>;
  const added = patch.hunks.reduce((sum, hunk) => sum + hunk.lines.filter((line) => line.startsWith('+')).length, 0);
  const removed = patch.hunks.reduce((sum, hunk) => sum + hunk.lines.filter((line) => line.startsWith('-')).length, 0);
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm text-muted-foreground">
        {`${added} ${added === 1 ? 'line' : 'lines'} added, ${removed} removed, from ${beforeLabel} to ${afterLabel}.`}
      </figcaption>
      <pre
        aria-label={label}
        className="overflow-x-auto rounded-md border border-border bg-muted/40 py-2 font-mono text-xs"
      >
        <div className="px-2 text-muted-foreground">{`--- ${beforeLabel}`}</div>
        <div className="px-2 text-muted-foreground">{`+++ ${afterLabel}`}</div>
        {patch.hunks.map((hunk) => (
          <div key={`${hunk.oldStart}-${hunk.newStart}`}>
            <div className="px-2 text-muted-foreground">
              {`@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`}
            </div>
            {hunk.lines
              .filter((line) => !line.startsWith('\\'))
              .map((line, index) => {
                const sign = line[0];
                const kind = sign === '+' ? 'added' : sign === '-' ? 'removed' : 'same';
                return (
                  <div
                    key={index}
                    data-change={kind}
                    className={cn(
                      'px-2',
                      kind === 'added' && 'bg-success/15',
                      kind === 'removed' && 'bg-destructive/15',
                    )}
                  >
                    <span aria-hidden="true" className="mr-2 inline-block w-3 text-muted-foreground select-none">
                      {kind === 'added' ? '+' : kind === 'removed' ? '−' : ' '}
                    </span>
                    <span className="sr-only">
                      {kind === 'added' ? 'added: ' : kind === 'removed' ? 'removed: ' : ''}
                    </span>
                    {line.slice(1)}
                  </div>
                );
              })}
          </div>
        ))}
      </pre>
    </figure>
  );
}
