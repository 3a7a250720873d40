import {
  DECISION_LABELS,
  durationText,
  LANGUAGE_NAMES,
  REVIEW_STATUS_LABELS,
  RUBRIC_SCALE_MAX,
  standingSentence,
  type CandidateReport,
} from '@assay/contracts';
import { Cell, DataRow, DataTable, RowHeader } from '@/components/ui/data-table';
import { DescriptionList } from '@/components/ui/description-list';

const when = (value: string | null) =>
  value === null
    ? 'Not recorded'
    : new Date(value).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One width for the terms of every list, so the report's values line up down the page. */
const TERMS = 'sm:grid-cols-[16rem_1fr]';

/**
 * The one-page candidate report, read-only: the same figures in the app, on a shared link and (worded alike) in the
 * PDF. The page around it gives the h1.
 */
export function CandidateReportView({ report }: { report: CandidateReport }) {
  const who = report.candidate.name || report.candidate.email;
  return (
    <article aria-label={`Candidate report of ${who}`} className="flex flex-col gap-8">
      <header className="flex flex-col gap-1">
        <p className="text-sm text-muted-foreground">{report.organization}</p>
        <h2 className="text-xl font-semibold">{who}</h2>
        <p className="text-sm text-muted-foreground">
          {`${report.candidate.email} · ${report.title} · ${LANGUAGE_NAMES[report.language]}`}
        </p>
      </header>

      <section aria-labelledby="report-result" className="flex flex-col gap-3">
        <h3 id="report-result" className="font-semibold">
          Result
        </h3>
        <DescriptionList
          className={TERMS}
          rows={[
            [
              'Score',
              <span className="tabular-nums">
                {report.score === null ? 'Not scored yet' : `${report.score} / 100`}
              </span>,
            ],
            ['Tests passed', <span className="tabular-nums">{`${report.passed} of ${report.total}`}</span>],
            ['Against the other candidates', standingSentence(report.standing)],
            [
              'Rubric total',
              <span className="tabular-nums">
                {report.rubric_score === null ? 'Not scored yet' : `${report.rubric_score} / 100`}
              </span>,
            ],
            ['Decision', report.decision ? DECISION_LABELS[report.decision] : 'Not decided yet'],
            ['Review', `${REVIEW_STATUS_LABELS[report.status]}${report.reviewer ? ` (${report.reviewer})` : ''}`],
          ]}
        />
      </section>

      <section aria-labelledby="report-time" className="flex flex-col gap-3">
        <h3 id="report-time" className="font-semibold">
          Time
        </h3>
        <DescriptionList
          className={TERMS}
          rows={[
            ['Started', when(report.started_at)],
            ['Submitted', when(report.submitted_at)],
            ['Time taken', durationText(report.time_taken_seconds)],
            ['Attempts before the final submission', String(report.attempts)],
          ]}
        />
      </section>

      {report.rubric.length > 0 ? (
        <section aria-labelledby="report-rubric" className="flex flex-col gap-3">
          <h3 id="report-rubric" className="font-semibold">
            Rubric
          </h3>
          <DataTable caption="Rubric scores" columns={['Criterion', 'Weight', 'Score', 'Comment']}>
            {report.rubric.map((criterion) => (
              <DataRow key={criterion.name}>
                <RowHeader>{criterion.name}</RowHeader>
                <Cell className="tabular-nums">{criterion.weight}</Cell>
                <Cell className="tabular-nums">
                  {criterion.score === null ? 'Not scored' : `${criterion.score} / ${RUBRIC_SCALE_MAX}`}
                </Cell>
                <Cell>{criterion.comment}</Cell>
              </DataRow>
            ))}
          </DataTable>
        </section>
      ) : null}

      {report.summary ? (
        <section aria-labelledby="report-notes" className="flex flex-col gap-2">
          <h3 id="report-notes" className="font-semibold">
            Reviewer&apos;s notes
          </h3>
          <p className="text-sm whitespace-pre-wrap">{report.summary}</p>
        </section>
      ) : null}
    </article>
  );
}
