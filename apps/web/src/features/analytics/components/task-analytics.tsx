import { analyticsPaths, type TASK_ANALYTICS_TABLES } from '@assay/contracts';
import { BarChart3 } from 'lucide-react';
import { QueryError } from '@/components/query-error';
import { StatTile } from '@/components/stat-tile';
import { TableSkeleton } from '@/components/table-skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import { downloadAnalyticsCsv } from '@/features/analytics/api/download-csv';
import { useTaskAnalytics } from '@/features/analytics/api/get-task-analytics';
import { formatMinutes, NONE } from '@/features/analytics/components/analytics-format';
import { LanguagesPanel, ScoreDecilesPanel } from '@/features/analytics/components/shared-panels';
import { TaskTestsPanel } from '@/features/analytics/components/task-tests-panel';
import { fillPath } from '@/lib/fill-path';

type TaskTable = (typeof TASK_ANALYTICS_TABLES)[number];

/** What the discrimination index means, in one line, under its figure. */
export const DISCRIMINATION_EXPLANATION =
  'How well the task separates strong candidates from weak ones: the top 27 %’s pass rate on its tests minus the bottom 27 %’s, from −1 to 1. Above 0.3 separates well; near 0 or below, not at all.';

/** One assessment's (or template's) figures (GET /analytics/task/{id}): attempts, scores, tests and languages. */
export function TaskAnalyticsView({ id }: { id: string }) {
  const analytics = useTaskAnalytics(id);

  if (analytics.isPending) return <TableSkeleton rows={6} label="Loading the assessment's analytics…" />;
  if (analytics.isError) {
    return (
      <QueryError
        what="The assessment's analytics could not be loaded."
        error={analytics.error}
        retrying={analytics.isFetching}
        onRetry={() => void analytics.refetch()}
      />
    );
  }
  const data = analytics.data;
  const exporter = (table: TaskTable) => () =>
    downloadAnalyticsCsv(fillPath(analyticsPaths.task, { id }), { table }, `analytics-${data.kind}-${table}.csv`);

  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-xl font-semibold">{data.title}</h2>
      {data.attempts === 0 ? (
        <EmptyState
          icon={<BarChart3 />}
          title="No submissions yet"
          description="Once candidates submit this assessment and it is scored, its scores, tests and languages show here."
        />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            <StatTile label="Attempts" value={data.attempts} />
            <StatTile label="Candidates" value={data.candidates} />
            <StatTile label="Median solve time" value={formatMinutes(data.medianMinutesToSolve)} />
            <StatTile
              label="Discrimination index"
              value={data.discriminationIndex === null ? NONE : data.discriminationIndex.toFixed(2)}
            />
          </dl>
          <p className="text-sm text-muted-foreground">
            {DISCRIMINATION_EXPLANATION}
            {data.discriminationIndex === null ? ' It needs at least 10 candidates.' : ''}
          </p>
          <div className="grid gap-6 xl:grid-cols-2">
            <ScoreDecilesPanel
              deciles={data.scoreDeciles}
              description="Scored final submissions, by score."
              onExport={exporter('scores')}
            />
            <TaskTestsPanel tests={data.tests} onExport={exporter('tests')} />
            <LanguagesPanel languages={data.languages} onExport={exporter('languages')} />
          </div>
        </>
      )}
    </div>
  );
}
