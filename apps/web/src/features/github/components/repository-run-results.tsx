import type { RepositoryTestOutcome } from '@assay/contracts';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import type { RepositoryRunResult } from '@/features/github/api/github-challenges';

const outcomeLabels: Record<RepositoryTestOutcome, string> = { passed: 'Passed', failed: 'Failed', skipped: 'Skipped' };
const outcomeBadges: Record<RepositoryTestOutcome, BadgeProps['variant']> = {
  passed: 'success',
  failed: 'destructive',
  skipped: 'outline',
};

/** "Run tests"'s answer: a summary line, then one row per test (its outcome, and a failure's message). */
export function RepositoryRunResults({ result }: { result: RepositoryRunResult }) {
  const ran = result.tests.length > 0;
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <p className="text-sm tabular-nums" role="status">
        {ran
          ? `${result.passed} passed, ${result.failed} failed of ${result.tests.length} tests in ${(result.duration_ms / 1000).toFixed(1)} s.`
          : result.status === 'error'
            ? 'The tests could not run.'
            : 'No tests ran.'}
      </p>
      {result.error ? (
        <p className="rounded-md border border-destructive/60 bg-destructive/5 px-3 py-2 text-sm">{result.error}</p>
      ) : null}
      {ran ? (
        <ul className="flex flex-col gap-2" aria-label="Test results">
          {result.tests.map((test, index) => (
            <li
              key={`${test.file ?? ''}:${test.name}:${index}`}
              className="flex min-w-0 flex-col gap-2 rounded-md border border-border p-3"
            >
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <Badge variant={outcomeBadges[test.outcome]}>{outcomeLabels[test.outcome]}</Badge>
                <span className="min-w-0 font-medium break-words">{test.name}</span>
                {test.file ? (
                  <span className="font-mono text-xs break-all text-muted-foreground">{test.file}</span>
                ) : null}
                {test.durationMs === null ? null : (
                  <span className="text-xs text-muted-foreground tabular-nums">{Math.round(test.durationMs)} ms</span>
                )}
              </div>
              {test.message ? (
                <pre
                  aria-label={`${test.name}: failure message`}
                  className="max-h-48 overflow-auto rounded bg-muted p-2 font-mono text-xs whitespace-pre-wrap break-words"
                >
                  {test.message}
                </pre>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {!ran && result.output ? (
        <pre
          aria-label="Test output"
          className="max-h-64 overflow-auto rounded bg-muted p-2 font-mono text-xs whitespace-pre-wrap break-words"
        >
          {result.output}
        </pre>
      ) : null}
    </div>
  );
}
