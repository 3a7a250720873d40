import type { BehaviorAnalysis, Measure } from '@assay/contracts';
import { ChartPanel } from '@/components/chart-panel';
import { CategoryBarChart, chartColors, SeriesLineChart } from '@/components/charts';
import { difficultyLabels } from '@/components/difficulty';
import { Cell, DataRow, DataTable, RowHeader } from '@/components/ui/data-table';
import {
  formatMeasure,
  formatWeek,
  languageName,
  minutesText,
} from '@/features/behavior/components/analysis/analysis-format';

// The chart library comes in with this module: only the behavioral analysis page imports it, and that page is a lazy
// route of its own.

function NoFigures({ children }: { children: string }) {
  return <p className="py-6 text-center text-sm text-muted-foreground">{children}</p>;
}

/** One measure week by week, as a line and as a table. */
export function MeasureTrendPanel({ measure }: { measure: Measure }) {
  const rows = measure.trend.map((point) => ({ week: formatWeek(point.week), value: point.value }));
  const figure = (value: number) => {
    const { value: shown, unit } = formatMeasure({ value, unit: measure.unit });
    return unit ? `${shown} ${unit}` : shown;
  };
  return (
    <ChartPanel
      title={measure.label}
      description={`Week by week, in ${measure.unit}.`}
      what={`${measure.label} by week`}
      chart={
        rows.length === 0 ? (
          <NoFigures>No week to show yet.</NoFigures>
        ) : (
          <SeriesLineChart
            data={rows}
            xKey="week"
            series={[{ key: 'value', name: measure.label, color: chartColors.primary }]}
            label={`${measure.label} by week`}
          />
        )
      }
      table={
        <DataTable caption={`${measure.label} by week`} columns={['Week', measure.label]}>
          {rows.map((row) => (
            <DataRow key={row.week}>
              <RowHeader>{row.week}</RowHeader>
              <Cell className="tabular-nums">{figure(row.value)}</Cell>
            </DataRow>
          ))}
        </DataTable>
      }
    />
  );
}

/** Minutes and tasks per difficulty: where the practice time went. */
export function DifficultyTimePanel({ rows }: { rows: BehaviorAnalysis['by_difficulty'] }) {
  const label = (row: (typeof rows)[number]) => difficultyLabels[row.difficulty];
  return (
    <ChartPanel
      title="Time across difficulty"
      description="Active minutes and practice tasks at each difficulty."
      what="the time across difficulty"
      chart={
        <div className="grid gap-4 md:grid-cols-2">
          <div className="flex flex-col gap-1">
            <p className="text-sm font-medium">Minutes</p>
            <CategoryBarChart
              data={rows.map((row) => ({ label: label(row), value: Math.round(row.minutes) }))}
              label="Active minutes by difficulty"
              valueName="Minutes"
            />
          </div>
          <div className="flex flex-col gap-1">
            <p className="text-sm font-medium">Tasks</p>
            <CategoryBarChart
              data={rows.map((row) => ({ label: label(row), value: row.tasks }))}
              label="Practice tasks by difficulty"
              valueName="Tasks"
              color={chartColors.neutral}
            />
          </div>
        </div>
      }
      table={
        <DataTable caption="Time across difficulty" columns={['Difficulty', 'Tasks', 'Minutes']}>
          {rows.map((row) => (
            <DataRow key={row.difficulty}>
              <RowHeader>{label(row)}</RowHeader>
              <Cell className="tabular-nums">{row.tasks}</Cell>
              <Cell className="tabular-nums">{minutesText(row.minutes)}</Cell>
            </DataRow>
          ))}
        </DataTable>
      }
    />
  );
}

export function LanguagesUsedPanel({ rows }: { rows: BehaviorAnalysis['by_language'] }) {
  return (
    <ChartPanel
      title="Languages"
      description="Practice tasks by the language you submitted in."
      what="the languages"
      chart={
        rows.length === 0 ? (
          <NoFigures>No language to show yet.</NoFigures>
        ) : (
          <CategoryBarChart
            data={rows.map((row) => ({ label: languageName(row.language), value: row.tasks }))}
            label="Practice tasks by language"
            valueName="Tasks"
            layout="vertical"
          />
        )
      }
      table={
        <DataTable caption="Languages" columns={['Language', 'Tasks']}>
          {rows.map((row) => (
            <DataRow key={row.language}>
              <RowHeader>{languageName(row.language)}</RowHeader>
              <Cell className="tabular-nums">{row.tasks}</Cell>
            </DataRow>
          ))}
        </DataTable>
      }
    />
  );
}
