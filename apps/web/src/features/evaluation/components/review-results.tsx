import type { EvaluationDetail } from '@assay/contracts';
import { RelativeTime } from '@/components/relative-time';
import { Badge } from '@/components/ui/badge';
import { Cell, DataRow, DataTable, RowHeader } from '@/components/ui/data-table';
import { DescriptionList } from '@/components/ui/description-list';
import { verdictBadgeVariants, verdictLabels } from '@/components/verdicts';

/** Every test, hidden ones included, with what the program did; then the score's history and the quality figures. */
export function ReviewResults({ detail }: { detail: EvaluationDetail }) {
  const { submission, quality } = detail;
  return (
    <section aria-labelledby="review-results-title" className="flex flex-col gap-4">
      <h2 id="review-results-title" className="text-lg font-semibold">
        Test results
      </h2>
      {submission.compile_error ? (
        <pre
          aria-label="Compiler output"
          className="max-h-48 overflow-auto rounded bg-muted p-2 font-mono text-xs whitespace-pre-wrap"
        >
          {submission.compile_error}
        </pre>
      ) : null}
      <DataTable caption="Test results" columns={['Test', 'Verdict', 'Weight', 'Time']}>
        {submission.tests.map((test) => (
          <DataRow key={test.id}>
            <RowHeader>
              {test.name}
              {test.hidden ? <span className="ml-2 text-xs font-normal text-muted-foreground">hidden</span> : null}
            </RowHeader>
            <Cell>
              <Badge variant={verdictBadgeVariants[test.verdict]}>{verdictLabels[test.verdict]}</Badge>
            </Cell>
            <Cell className="tabular-nums">{test.weight}</Cell>
            <Cell className="tabular-nums">{`${test.time_ms} ms`}</Cell>
          </DataRow>
        ))}
      </DataTable>
      {detail.score_history.length > 1 ? (
        <div className="flex flex-col gap-1 text-sm">
          <h3 className="font-medium">Score history</h3>
          <ul className="text-muted-foreground">
            {detail.score_history.map((entry) => (
              <li key={entry.created_at}>
                {`${entry.score} / 100, ${entry.trigger === 'submitted' ? 'when submitted' : 're-evaluated'} `}
                <RelativeTime value={entry.created_at} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-medium">Code quality</h3>
        {quality ? (
          <DescriptionList
            rows={[
              ['Lines of code', String(quality.lines_of_code)],
              ['Largest function complexity', String(quality.max_complexity)],
              [
                'Lint findings',
                quality.lint_findings === null ? 'Not linted in this language' : String(quality.lint_findings.length),
              ],
              [
                'Time against the reference',
                quality.time_vs_reference === null ? 'Unknown' : `${quality.time_vs_reference.toFixed(1)}×`,
              ],
            ]}
          />
        ) : (
          <p className="text-sm text-muted-foreground">Not measured for this submission.</p>
        )}
        {quality?.lint_findings && quality.lint_findings.length > 0 ? (
          <ul aria-label="Lint findings" className="flex flex-col gap-1 text-sm">
            {quality.lint_findings.map((finding, index) => (
              <li key={`${finding.line}-${finding.rule}-${index}`}>
                <span className="font-mono text-xs text-muted-foreground">{`Line ${finding.line} · ${finding.rule}`}</span>{' '}
                {finding.message}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
