import type { OrgAnalytics } from '@assay/contracts';
import { Cell, DataRow, DataTable, RowHeader } from '@/components/ui/data-table';
import { formatDay, formatRate } from '@/features/analytics/components/analytics-format';
import { ChartPanel } from '@/components/chart-panel';
import { CategoryBarChart, chartColors, SeriesLineChart } from '@/components/charts';
import { NoFigures } from '@/features/analytics/components/shared-panels';

type Export = (() => Promise<void>) | undefined;

const FUNNEL_STAGES = [
  ['sent', 'Sent'],
  ['started', 'Started'],
  ['submitted', 'Submitted'],
  ['scored', 'Scored'],
  ['reviewed', 'Reviewed'],
] as const;

/** How far the tasks sent in the window got: each stage counts the tasks that reached it. */
export function FunnelPanel({ funnel, onExport }: { funnel: OrgAnalytics['funnel']; onExport: Export }) {
  const data = FUNNEL_STAGES.map(([key, label]) => ({ label, value: funnel[key] }));
  return (
    <ChartPanel
      title="Funnel"
      description="Tasks sent in this period, and how many reached each stage."
      what="the funnel"
      onExport={onExport}
      chart={
        <CategoryBarChart data={data} label="Tasks reaching each stage, from sent to reviewed" valueName="Tasks" />
      }
      table={
        <DataTable caption="Funnel" columns={['Stage', 'Tasks', 'Of those sent']}>
          {data.map((row) => (
            <DataRow key={row.label}>
              <RowHeader>{row.label}</RowHeader>
              <Cell className="tabular-nums">{row.value}</Cell>
              <Cell className="tabular-nums">{formatRate(funnel.sent === 0 ? null : row.value / funnel.sent)}</Cell>
            </DataRow>
          ))}
        </DataTable>
      }
    />
  );
}

/** The hiring decisions taken in the window, coloured by outcome (and named on the axis, not by colour alone). */
export function DecisionsPanel({ decisions, onExport }: { decisions: OrgAnalytics['decisions']; onExport: Export }) {
  const data = [
    { label: 'Advance', value: decisions.advance, color: chartColors.success },
    { label: 'Hold', value: decisions.hold, color: chartColors.warning },
    { label: 'Reject', value: decisions.reject, color: chartColors.danger },
  ];
  const total = data.reduce((sum, row) => sum + row.value, 0);
  return (
    <ChartPanel
      title="Decisions"
      description="What reviewers decided on the submissions reviewed in this period."
      what="the decisions"
      onExport={onExport}
      chart={
        total === 0 ? (
          <NoFigures>No decisions in this period.</NoFigures>
        ) : (
          <CategoryBarChart data={data} label="Decisions: advance, hold and reject" valueName="Submissions" />
        )
      }
      table={
        <DataTable caption="Decisions" columns={['Decision', 'Submissions', 'Share']}>
          {data.map((row) => (
            <DataRow key={row.label}>
              <RowHeader>{row.label}</RowHeader>
              <Cell className="tabular-nums">{row.value}</Cell>
              <Cell className="tabular-nums">{formatRate(total === 0 ? null : row.value / total)}</Cell>
            </DataRow>
          ))}
        </DataTable>
      }
    />
  );
}

/** Every day of the window: tasks sent, submitted and reviewed. */
export function DailyPanel({
  daily,
  onExport,
  className,
}: {
  daily: OrgAnalytics['daily'];
  onExport: Export;
  className?: string;
}) {
  const data = daily.map((row) => ({ ...row, day: formatDay(row.date) }));
  return (
    <ChartPanel
      title="Per day"
      description="Tasks sent, submitted and reviewed on each day (UTC)."
      what="the per-day series"
      onExport={onExport}
      className={className}
      chart={
        <SeriesLineChart
          data={data}
          xKey="day"
          label="Tasks sent, submitted and reviewed per day"
          series={[
            { key: 'sent', name: 'Sent', color: chartColors.primary },
            { key: 'submitted', name: 'Submitted', color: chartColors.success, dash: '6 3' },
            { key: 'reviewed', name: 'Reviewed', color: chartColors.neutral, dash: '2 3' },
          ]}
        />
      }
      table={
        <div className="max-h-96 overflow-y-auto">
          <DataTable caption="Per day" columns={['Day', 'Sent', 'Submitted', 'Reviewed']} stickyHeader>
            {daily.map((row) => (
              <DataRow key={row.date}>
                <RowHeader>
                  <time dateTime={row.date}>{row.date}</time>
                </RowHeader>
                <Cell className="tabular-nums">{row.sent}</Cell>
                <Cell className="tabular-nums">{row.submitted}</Cell>
                <Cell className="tabular-nums">{row.reviewed}</Cell>
              </DataRow>
            ))}
          </DataTable>
        </div>
      }
    />
  );
}
