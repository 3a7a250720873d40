import type { RunCodeResult } from '@assay/contracts';
import { Badge } from '@/components/ui/badge';
import { verdictBadgeVariants, verdictLabels } from '@/components/verdicts';

/**
 * A program's output, always as text: React escapes it, and the runner has already turned invalid UTF-8 into U+FFFD
 * and NUL, ANSI escapes and other control characters into visible `\x..` escapes, so nothing a program prints can
 * become markup, move the cursor or colour the page.
 */
function OutputBlock({ label, text, emptyText }: { label: string; text: string; emptyText: string }) {
  return (
    <figure className="flex flex-col gap-1.5">
      <figcaption className="text-sm font-medium">{label}</figcaption>
      {text === '' ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <pre
          aria-label={label}
          className="max-h-72 overflow-auto rounded-md border border-border bg-muted px-3 py-2 font-mono text-xs whitespace-pre-wrap break-words"
        >
          {text}
        </pre>
      )}
    </figure>
  );
}

const exitLabel = (result: RunCodeResult) =>
  result.exitCode === null ? 'Stopped by a signal' : `Exit code ${result.exitCode}`;

/** The verdict, exit code, time and memory of one run, then its compiler output, stdout and stderr. */
export function RunResult({ result }: { result: RunCodeResult }) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <Badge variant={verdictBadgeVariants[result.status]}>{verdictLabels[result.status]}</Badge>
        <span>{exitLabel(result)}</span>
        <span className="text-muted-foreground">{`${result.timeMs} ms CPU`}</span>
        <span className="text-muted-foreground">{`${Math.round(result.memoryKb / 1024)} MB peak memory`}</span>
      </div>
      {result.compileOutput ? <OutputBlock label="Compiler output" text={result.compileOutput} emptyText="" /> : null}
      <OutputBlock label="Standard output" text={result.stdout} emptyText="The program printed nothing." />
      <OutputBlock label="Standard error" text={result.stderr} emptyText="Nothing on standard error." />
    </div>
  );
}
