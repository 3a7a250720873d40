import type { ReviewerSubmission } from '@assay/contracts';
import { useState } from 'react';
import { QueryError } from '@/components/query-error';
import { RelativeTime } from '@/components/relative-time';
import { TableSkeleton } from '@/components/table-skeleton';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Cell, DataRow, DataTable, RowHeader } from '@/components/ui/data-table';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { verdictBadgeVariants, verdictLabels } from '@/components/verdicts';
import { useAttemptHistory } from '@/features/evaluation/api/evaluation-report';
import { UnifiedDiff } from '@/components/unified-diff';

/** "Attempt 2", or "Final submission". */
function nameOf(attempts: ReviewerSubmission[], index: number): string {
  const entry = attempts[index]!;
  if (entry.kind === 'final') return 'Final submission';
  return `Attempt ${attempts.slice(0, index + 1).filter((item) => item.kind === 'attempt').length}`;
}

const passedOf = (entry: ReviewerSubmission) =>
  entry.status === 'scored'
    ? `${entry.tests.filter((test) => test.verdict === 'accepted').length} of ${entry.tests.length}`
    : '–';

/** One attempt's code and what each test did. */
function AttemptDetail({ entry, name }: { entry: ReviewerSubmission; name: string }) {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border p-3">
      <h3 className="text-sm font-medium">{name}</h3>
      {entry.compile_error ? (
        <pre
          aria-label={`Compiler output of ${name}`}
          className="max-h-40 overflow-auto rounded bg-muted p-2 font-mono text-xs whitespace-pre-wrap"
        >
          {entry.compile_error}
        </pre>
      ) : null}
      {entry.tests.length > 0 ? (
        <ul aria-label={`Test results of ${name}`} className="flex flex-wrap gap-2">
          {entry.tests.map((test) => (
            <li key={test.id}>
              <Badge variant={verdictBadgeVariants[test.verdict]}>
                {`${test.name}${test.hidden ? ' (hidden)' : ''}: ${verdictLabels[test.verdict]}`}
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <pre
        aria-label={`Code of ${name}`}
        className="max-h-96 overflow-auto rounded-md border border-border bg-muted/40 p-2 font-mono text-xs"
      >
        {entry.code}
      </pre>
    </div>
  );
}

/**
 * The candidate's attempt history on the review page: each run of the task's tests with its results and code, and a
 * unified diff between any two of them (by default the last attempt against the final submission).
 */
export function AttemptHistory({ submissionId }: { submissionId: string }) {
  const history = useAttemptHistory(submissionId);
  const [shown, setShown] = useState<number | null>(null);
  const [pair, setPair] = useState<[number, number] | null>(null);

  const body = () => {
    if (history.error)
      return (
        <QueryError
          what="The attempt history could not be loaded."
          error={history.error}
          retrying={history.isFetching}
          onRetry={history.refetch}
        />
      );
    if (!history.data) return <TableSkeleton rows={3} label="Loading the attempts…" />;
    const { attempts } = history.data;
    const last = attempts.length - 1;
    const [from, to] = pair ?? [Math.max(0, last - 1), last];
    return (
      <>
        <p className="text-sm text-muted-foreground">
          {attempts.length <= 1
            ? 'No attempts before the final submission.'
            : `${last} ${last === 1 ? 'attempt' : 'attempts'} before the final submission.`}
        </p>
        <DataTable
          caption="Attempt history"
          columns={['Attempt', 'Submitted', 'Score', 'Tests passed', { label: 'Actions', hidden: true }]}
        >
          {attempts.map((entry, index) => (
            <DataRow key={entry.id}>
              <RowHeader>{nameOf(attempts, index)}</RowHeader>
              <Cell>
                <RelativeTime value={entry.created_at} />
              </Cell>
              <Cell className="tabular-nums">{entry.score === null ? '–' : `${entry.score} / 100`}</Cell>
              <Cell className="tabular-nums">{passedOf(entry)}</Cell>
              <Cell>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-expanded={shown === index}
                  onClick={() => setShown(shown === index ? null : index)}
                >
                  {`${shown === index ? 'Hide' : 'Show'} code of ${nameOf(attempts, index)}`}
                </Button>
              </Cell>
            </DataRow>
          ))}
        </DataTable>
        {shown !== null && attempts[shown] ? (
          <AttemptDetail entry={attempts[shown]} name={nameOf(attempts, shown)} />
        ) : null}
        {attempts.length > 1 ? (
          <div className="flex flex-col gap-3">
            <div className="flex flex-wrap items-end gap-3">
              {(['Compare', 'with'] as const).map((label, side) => (
                <div key={label} className="flex flex-col gap-1">
                  <Label htmlFor={`attempt-diff-${side}`}>{label}</Label>
                  <NativeSelect
                    id={`attempt-diff-${side}`}
                    value={side === 0 ? from : to}
                    onChange={(event) => {
                      const value = Number(event.target.value);
                      setPair(side === 0 ? [value, to] : [from, value]);
                    }}
                  >
                    {attempts.map((entry, index) => (
                      <option key={entry.id} value={index}>
                        {nameOf(attempts, index)}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              ))}
            </div>
            <UnifiedDiff
              before={attempts[from]!.code}
              after={attempts[to]!.code}
              beforeLabel={nameOf(attempts, from)}
              afterLabel={nameOf(attempts, to)}
              label={`Changes from ${nameOf(attempts, from)} to ${nameOf(attempts, to)}`}
            />
          </div>
        ) : null}
      </>
    );
  };

  return (
    <section aria-labelledby="attempt-history-title" className="flex flex-col gap-4">
      <h2 id="attempt-history-title" className="text-lg font-semibold">
        Attempt history
      </h2>
      {body()}
    </section>
  );
}
