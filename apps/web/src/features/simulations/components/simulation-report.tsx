import { STAGE_KIND_LABELS, type Simulation, type SimulationReport as Report } from '@assay/contracts';
import { CheckCircle2, Gauge, ListChecks } from 'lucide-react';
import { Link } from 'react-router';
import { StatTile } from '@/components/stat-tile';
import { Cell, DataRow, DataTable, RowHeader } from '@/components/ui/data-table';
import { paths } from '@/config/paths';
import { fillPath } from '@/lib/fill-path';
import { MessageList } from './message-list';
import { StageResultDetails } from './report-stage-details';
import { ShareControl, type ShareOption } from './share-control';

export type { ShareOption };

/** The simulation's report: the overall score, each stage's, strengths and gaps (with what to study), the transcript. */
export function SimulationReport({
  simulation,
  organizations,
}: {
  simulation: Simulation;
  organizations: ShareOption[];
}) {
  const report = simulation.report!;
  const titleOf = (key: string) => simulation.stages.find((stage) => stage.key === key)?.title ?? key;
  return (
    <div className="flex flex-col gap-8">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <StatTile label="Overall score" icon={<Gauge />} value={`${report.overallScore} / 100`} />
        <StatTile
          label="Stages scored"
          icon={<ListChecks />}
          value={`${report.stages.length} of ${simulation.stages.length}`}
        />
        <StatTile label="Strengths" icon={<CheckCircle2 />} value={report.strengths.length} />
      </dl>
      {simulation.status === 'completed' && organizations.length > 0 ? (
        <ShareControl simulation={simulation} organizations={organizations} />
      ) : null}
      <section aria-labelledby="report-stages" className="flex flex-col gap-3">
        <h2 id="report-stages" className="text-lg font-semibold">
          Scores by stage
        </h2>
        <DataTable caption="Scores by stage" columns={['Stage', 'Kind', 'Score', 'Summary']}>
          {report.stages.map((stage) => (
            <DataRow key={stage.key}>
              <RowHeader>{stage.title}</RowHeader>
              <Cell>{STAGE_KIND_LABELS[stage.kind]}</Cell>
              <Cell className="tabular-nums">{`${stage.score} / 100`}</Cell>
              <Cell>{stage.summary}</Cell>
            </DataRow>
          ))}
        </DataTable>
        {report.unfinished.length > 0 ? (
          <p className="text-sm text-muted-foreground">
            {`Not finished, so not scored: ${report.unfinished.map(titleOf).join(', ')}.`}
          </p>
        ) : null}
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="report-strengths" className="flex flex-col gap-2">
          <h2 id="report-strengths" className="text-lg font-semibold">
            Strengths
          </h2>
          {report.strengths.length === 0 ? (
            <p className="text-sm text-muted-foreground">No stage reached the strength mark this time.</p>
          ) : (
            <ul className="list-disc pl-6 text-sm">
              {report.strengths.map((strength) => (
                <li key={strength}>{strength}</li>
              ))}
            </ul>
          )}
        </section>
        <Gaps gaps={report.gaps} titleOf={titleOf} />
      </div>
      <section aria-labelledby="report-details" className="flex flex-col gap-4">
        <h2 id="report-details" className="text-lg font-semibold">
          Stage by stage
        </h2>
        {simulation.stages
          .filter((stage) => stage.result)
          .map((stage) => (
            <StageResultDetails key={stage.key} stage={stage} />
          ))}
      </section>
      <section aria-labelledby="report-transcript" className="flex flex-col gap-3">
        <h2 id="report-transcript" className="text-lg font-semibold">
          Transcript
        </h2>
        <MessageList messages={simulation.messages} personaName={simulation.scenario.persona.name} />
      </section>
    </div>
  );
}

function Gaps({ gaps, titleOf }: { gaps: Report['gaps']; titleOf: (key: string) => string }) {
  return (
    <section aria-labelledby="report-gaps" className="flex flex-col gap-2">
      <h2 id="report-gaps" className="text-lg font-semibold">
        Gaps to work on
      </h2>
      {gaps.length === 0 ? (
        <p className="text-sm text-muted-foreground">No gaps: every scored stage reached the mark.</p>
      ) : (
        <ul className="flex flex-col gap-3 text-sm">
          {gaps.map((gap) => (
            <li key={`${gap.stageKey}:${gap.text}`} className="flex flex-col gap-1 rounded-md border border-border p-3">
              <p>
                <span className="font-medium">{`${titleOf(gap.stageKey)}: `}</span>
                {gap.text}
              </p>
              {gap.learning.length > 0 ? (
                <ul className="flex flex-col gap-1">
                  {gap.learning.map((link) => {
                    const href = fillPath(paths.learningPath, { pathId: link.pathId });
                    return (
                      <li key={`${link.pathId}:${link.stepKey ?? ''}`}>
                        <Link
                          to={link.stepKey ? `${href}?step=${encodeURIComponent(link.stepKey)}` : href}
                          className="text-primary underline underline-offset-4"
                        >
                          {link.stepTitle ? `${link.pathTitle}: ${link.stepTitle}` : link.pathTitle}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
