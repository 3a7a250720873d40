import type { VisibleTestResult } from '@assay/contracts';
import { Badge } from '@/components/ui/badge';
import { verdictBadgeVariants, verdictLabels } from '@/components/verdicts';
import { cn } from '@/lib/utils';

/** A limit in seconds, as the task's statement says it ("2 s", "1.5 s"). */
const secondsOf = (ms: number) => `${Number((ms / 1000).toFixed(2))} s`;

/** Expected and actual output side by side, the lines that differ marked (by a sign, not by colour alone). */
export function OutputDiff({ expected, actual }: { expected: string; actual: string }) {
  const expectedLines = expected.replace(/\n$/, '').split('\n');
  const actualLines = actual.replace(/\n$/, '').split('\n');
  const rows = Math.max(expectedLines.length, actualLines.length);
  const column = (lines: string[], other: string[], label: string) => (
    <div className="min-w-0">
      <p className="mb-1 text-xs font-medium text-muted-foreground">{label}</p>
      <pre aria-label={label} className="overflow-x-auto rounded bg-muted p-2 font-mono text-xs">
        {Array.from({ length: rows }, (_, index) => {
          const differs = (lines[index] ?? '') !== (other[index] ?? '');
          return (
            <div key={index} className={cn(differs && 'bg-destructive/15')}>
              <span aria-hidden="true" className="mr-2 inline-block w-3 select-none text-muted-foreground">
                {differs ? '≠' : ''}
              </span>
              {lines[index] ?? ''}
            </div>
          );
        })}
      </pre>
    </div>
  );
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {column(expectedLines, actualLines, 'Expected output')}
      {column(actualLines, expectedLines, 'Your output')}
    </div>
  );
}

/** One row per visible test: its verdict and time, and for a failure the diff and what went to stderr. */
export function TestResults({ tests, timeLimitMs }: { tests: VisibleTestResult[]; timeLimitMs?: number }) {
  return (
    <ul className="flex flex-col gap-3" aria-label="Test results">
      {tests.map((test) => (
        <li key={test.id} className="flex flex-col gap-2 rounded-md border border-border p-3">
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span className="font-medium">{test.name}</span>
            <Badge variant={verdictBadgeVariants[test.verdict]}>{verdictLabels[test.verdict]}</Badge>
            <span className="text-muted-foreground tabular-nums">
              {test.verdict === 'time_limit' && timeLimitMs !== undefined
                ? `over the ${secondsOf(timeLimitMs)} limit`
                : `${test.time_ms} ms`}
            </span>
          </div>
          {test.verdict === 'accepted' ? null : (
            <>
              <OutputDiff expected={test.expected_output} actual={test.actual_output} />
              {test.stderr ? (
                <pre
                  aria-label={`${test.name}: standard error`}
                  className="max-h-40 overflow-auto rounded bg-muted p-2 font-mono text-xs whitespace-pre-wrap"
                >
                  {test.stderr}
                </pre>
              ) : null}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
