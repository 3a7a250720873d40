import { LANGUAGE_NAMES, STAGE_KIND_LABELS, type SimulationStage, type StageResult } from '@assay/contracts';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Cell, DataRow, DataTable, RowHeader } from '@/components/ui/data-table';
import { selfAssessmentLabels } from './simulation-labels';

const severityBadges: Record<'high' | 'medium' | 'low', BadgeProps['variant']> = {
  high: 'destructive',
  medium: 'warning',
  low: 'secondary',
};
const severityLabels = { high: 'High', medium: 'Medium', low: 'Low' } as const;

/** What a scored stage was judged on: the tests, the issues found and missed, or the rubric. */
export function StageResultDetails({ stage }: { stage: SimulationStage }) {
  const result = stage.result!;
  return (
    <article
      aria-labelledby={`result-${stage.key}`}
      className="flex flex-col gap-3 rounded-lg border border-border p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`result-${stage.key}`} className="text-base font-semibold">
          {stage.title}
        </h3>
        <Badge variant="outline">{STAGE_KIND_LABELS[stage.kind]}</Badge>
        <span className="text-sm tabular-nums text-muted-foreground">{`${result.score} / 100`}</span>
      </div>
      {result.kind === 'code' ? <CodeResult result={result} /> : null}
      {result.kind === 'review' ? <ReviewResult result={result} /> : null}
      {result.kind === 'written' ? <WrittenResult stageTitle={stage.title} result={result} /> : null}
    </article>
  );
}

function CodeResult({ result }: { result: Extract<StageResult, { kind: 'code' }> }) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p>
        {result.compileError
          ? 'The code did not compile, so no test ran.'
          : `${result.passed} of ${result.total} tests passed${result.language ? ` in ${LANGUAGE_NAMES[result.language]}` : ''}.`}
      </p>
      {result.failedTests.length > 0 ? <p>{`Failed: ${result.failedTests.join(', ')}.`}</p> : null}
    </div>
  );
}

function ReviewResult({ result }: { result: Extract<StageResult, { kind: 'review' }> }) {
  return (
    <div className="grid gap-4 text-sm lg:grid-cols-2">
      <div className="flex flex-col gap-2">
        <h4 className="font-medium">{`Found (${result.found.length})`}</h4>
        {result.found.length === 0 ? (
          <p className="text-muted-foreground">None of the known issues.</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {result.found.map((issue) => (
              <li key={issue.key} className="flex flex-wrap items-center gap-2">
                <Badge variant={severityBadges[issue.severity]}>{severityLabels[issue.severity]}</Badge>
                <span>{issue.title}</span>
                <span className="font-mono text-xs text-muted-foreground">{`${issue.file}:${issue.line}`}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <h4 className="font-medium">{`Missed (${result.missed.length})`}</h4>
        {result.missed.length === 0 ? (
          <p className="text-muted-foreground">Nothing: you found every known issue.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {result.missed.map((issue) => (
              <li key={issue.key} className="flex flex-col gap-1">
                <p className="flex flex-wrap items-center gap-2">
                  <Badge variant={severityBadges[issue.severity]}>{severityLabels[issue.severity]}</Badge>
                  <span className="font-medium">{issue.title}</span>
                  <span className="font-mono text-xs text-muted-foreground">{`${issue.file}:${issue.line}`}</span>
                </p>
                <p className="text-muted-foreground">{issue.explanation}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
      {result.otherComments > 0 ? (
        <p className="text-muted-foreground lg:col-span-2">
          {`${result.otherComments} of your comments matched no known issue; they do not count against you.`}
        </p>
      ) : null}
    </div>
  );
}

function WrittenResult({
  stageTitle,
  result,
}: {
  stageTitle: string;
  result: Extract<StageResult, { kind: 'written' }>;
}) {
  const suggested = result.criteria.some((criterion) => criterion.suggested !== null);
  return (
    <div className="flex flex-col gap-3 text-sm">
      <DataTable
        caption={`${stageTitle}: the rubric`}
        columns={['Criterion', 'Points', 'Your rating', suggested && 'Suggested rating']}
      >
        {result.criteria.map((criterion) => (
          <DataRow key={criterion.key}>
            <RowHeader className="font-normal">{criterion.criterion}</RowHeader>
            <Cell className="tabular-nums">{criterion.points}</Cell>
            <Cell>{selfAssessmentLabels[criterion.level]}</Cell>
            {suggested ? <Cell>{criterion.suggested ? selfAssessmentLabels[criterion.suggested] : '—'}</Cell> : null}
          </DataRow>
        ))}
      </DataTable>
      {result.suggestion ? (
        <div role="note" aria-label="Suggestion" className="rounded-md border border-dashed border-border p-3">
          <p className="font-medium">{`Suggestion: ${result.suggestion.score} / 100`}</p>
          <p className="text-muted-foreground">
            A language model’s reading of your answer against the rubric. It is advice only: your score comes from your
            own ratings.
          </p>
          <p className="mt-1 whitespace-pre-wrap">{result.suggestion.note}</p>
        </div>
      ) : null}
    </div>
  );
}
