import { useState } from 'react';
import { ChartPanel, PanelHeadingLevel } from '@/components/chart-panel';
import { CategoryBarChart, chartColors } from '@/components/charts';
import { QueryError } from '@/components/query-error';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Cell, DataRow, DataTable, RowHeader } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/skeleton';
import { useFunnel, type Funnel } from '@/features/learning/api/authoring';
import { stepKindLabels } from '@/features/learning/components/learning-labels';

type Figure = 'opened' | 'completed' | 'stalled';
const FIGURES: { value: Figure; label: string; color: string }[] = [
  { value: 'opened', label: 'Opened', color: chartColors.primary },
  { value: 'completed', label: 'Completed', color: chartColors.success },
  { value: 'stalled', label: 'Stalled', color: chartColors.warning },
];

/** Per step of a version: learners who opened it, completed it, and stopped at it — where learners drop off. */
export function PathFunnel({ pathId, version }: { pathId: string; version: number }) {
  const funnel = useFunnel(pathId, version);
  if (funnel.isError)
    return (
      <QueryError
        what="The figures could not be loaded."
        error={funnel.error}
        retrying={funnel.isFetching}
        onRetry={() => void funnel.refetch()}
      />
    );
  if (!funnel.data) return <Skeleton className="h-72" />;
  return (
    <PanelHeadingLevel value="h3">
      <FunnelPanel funnel={funnel.data} />
    </PanelHeadingLevel>
  );
}

function FunnelPanel({ funnel }: { funnel: Funnel }) {
  const [figure, setFigure] = useState<Figure>('stalled');
  const chosen = FIGURES.find((entry) => entry.value === figure)!;
  const learners = funnel.learners === 1 ? '1 learner' : `${funnel.learners} learners`;
  return (
    <ChartPanel
      title={`Where learners stop (v${funnel.version})`}
      description={`${learners} on version ${funnel.version}. Stalled: completed the step before and not this one.`}
      what="the step figures"
      chart={
        funnel.steps.length === 0 ? (
          <p className="text-sm text-muted-foreground">This version has no steps.</p>
        ) : (
          <div className="flex flex-col gap-3">
            <ChoiceGroup label="Figure" options={FIGURES} value={figure} onChange={setFigure} className="self-start" />
            <CategoryBarChart
              layout="vertical"
              label={`Learners who ${figure === 'stalled' ? 'stalled at' : figure} each step`}
              valueName={chosen.label}
              color={chosen.color}
              data={funnel.steps.map((step) => ({ label: step.title, value: step[figure] }))}
            />
          </div>
        )
      }
      table={
        <DataTable
          caption={`Figures per step of version ${funnel.version}`}
          columns={[
            'Step',
            'Module',
            'Kind',
            { label: 'Opened', className: 'text-right' },
            { label: 'Completed', className: 'text-right' },
            { label: 'Stalled', className: 'text-right' },
          ]}
        >
          {funnel.steps.map((step) => (
            <DataRow key={step.key}>
              <RowHeader>{step.title}</RowHeader>
              <Cell>{step.module_title}</Cell>
              <Cell>{stepKindLabels[step.kind]}</Cell>
              <Cell className="text-right tabular-nums">{step.opened}</Cell>
              <Cell className="text-right tabular-nums">{step.completed}</Cell>
              <Cell className="text-right tabular-nums">{step.stalled}</Cell>
            </DataRow>
          ))}
        </DataTable>
      }
    />
  );
}
