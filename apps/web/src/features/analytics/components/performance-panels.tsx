import type { UserAnalytics } from '@assay/contracts';
import { Cell, DataRow, DataTable, RowHeader } from '@/components/ui/data-table';
import { difficultyLabels } from '@/components/difficulty';
import { formatScore } from '@/features/analytics/components/analytics-format';
import { ChartPanel } from '@/components/chart-panel';
import { CategoryBarChart, chartColors, SeriesLineChart } from '@/components/charts';

const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** Each scored final submission of the period, oldest first, as a line and as a table. */
export function ScoresOverTimePanel({
  scores,
  onExport,
  className,
}: {
  scores: UserAnalytics['scores'];
  onExport: () => Promise<void>;
  className?: string;
}) {
  const data = scores.map((row) => ({ ...row, when: dateTime.format(new Date(row.submittedAt)) }));
  return (
    <ChartPanel
      title="Scores over time"
      description="Your scored final submissions in this period, oldest first."
      what="your scores over time"
      onExport={onExport}
      className={className}
      chart={
        <SeriesLineChart
          data={data}
          xKey="when"
          yDomain={[0, 100]}
          label="Your score on each submission over time, out of 100"
          series={[{ key: 'score', name: 'Score', color: chartColors.primary }]}
        />
      }
      table={
        <DataTable caption="Scores over time" columns={['Task', 'Score', 'Submitted']}>
          {data.map((row) => (
            <DataRow key={`${row.taskId}-${row.submittedAt}`}>
              <RowHeader>{row.title}</RowHeader>
              <Cell className="tabular-nums">{`${row.score} / 100`}</Cell>
              <Cell>
                <time dateTime={row.submittedAt}>{row.when}</time>
              </Cell>
            </DataRow>
          ))}
        </DataTable>
      }
    />
  );
}

/** How many tasks of each difficulty were submitted, and their median score. */
export function DifficultyPanel({
  byDifficulty,
  onExport,
}: {
  byDifficulty: UserAnalytics['byDifficulty'];
  onExport: () => Promise<void>;
}) {
  const data = byDifficulty.map((row) => ({ label: difficultyLabels[row.difficulty], value: row.tasks }));
  return (
    <ChartPanel
      title="By difficulty"
      description="Tasks submitted in this period by difficulty, with your median score."
      what="your tasks by difficulty"
      onExport={onExport}
      chart={<CategoryBarChart data={data} label="Tasks submitted by difficulty" valueName="Tasks" />}
      table={
        <DataTable caption="By difficulty" columns={['Difficulty', 'Tasks', 'Median score']}>
          {byDifficulty.map((row) => (
            <DataRow key={row.difficulty}>
              <RowHeader>{difficultyLabels[row.difficulty]}</RowHeader>
              <Cell className="tabular-nums">{row.tasks}</Cell>
              <Cell className="tabular-nums">{formatScore(row.medianScore)}</Cell>
            </DataRow>
          ))}
        </DataTable>
      }
    />
  );
}
