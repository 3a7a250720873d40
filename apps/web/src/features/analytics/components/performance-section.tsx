import { analyticsPaths, type USER_ANALYTICS_TABLES, type UserAnalytics } from '@assay/contracts';
import { LineChart as LineChartIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { QueryError } from '@/components/query-error';
import { StatTile } from '@/components/stat-tile';
import { TableSkeleton } from '@/components/table-skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import { downloadAnalyticsCsv } from '@/features/analytics/api/download-csv';
import { usePerformance } from '@/features/analytics/api/get-performance';
import { formatMinutes } from '@/features/analytics/components/analytics-format';
import { PanelHeadingLevel } from '@/components/chart-panel';
import { DifficultyPanel, ScoresOverTimePanel } from '@/features/analytics/components/performance-panels';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { periodOptions, readPeriod } from '@/features/analytics/components/range-picker';
import { LanguagesPanel } from '@/features/analytics/components/shared-panels';
import { useSearchParamUpdater } from '@/lib/use-search-param';
import { cn } from '@/lib/utils';

type UserTable = (typeof USER_ANALYTICS_TABLES)[number];

/** The query parameter holding the period, named so it cannot clash with the dashboard's other parameters. */
export const PROGRESS_PERIOD_PARAM = 'progress_period';

const isEmpty = (data: UserAnalytics) => data.scores.length === 0 && data.byDifficulty.every((row) => row.tasks === 0);

/**
 * The candidate's own progress on their dashboard (GET /analytics/performance?period): scores over time, by
 * difficulty, languages, the median time to a first passing run. Loaded lazily with the chart library.
 */
export function PerformanceSection() {
  const [params] = useSearchParams();
  const update = useSearchParamUpdater();
  const period = readPeriod(params.get(PROGRESS_PERIOD_PARAM), '30d');
  const performance = usePerformance(period);
  const exporter = (table: UserTable) => () =>
    downloadAnalyticsCsv(analyticsPaths.performance, { period, table }, `progress-${table}-${period}.csv`);

  return (
    <section aria-labelledby="progress-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="progress-title" className="text-lg font-semibold">
          Your progress
        </h2>
        <ChoiceGroup
          label="Progress period"
          options={periodOptions}
          value={period}
          onChange={(next) => update({ [PROGRESS_PERIOD_PARAM]: next })}
        />
      </div>
      <PanelHeadingLevel value="h3">
        <PerformanceBody performance={performance} onExport={exporter} />
      </PanelHeadingLevel>
    </section>
  );
}

/** The section's figures once loaded: loading, failed, empty, or the panels. */
function PerformanceBody({
  performance,
  onExport,
}: {
  performance: ReturnType<typeof usePerformance>;
  onExport: (table: UserTable) => () => Promise<void>;
}) {
  if (performance.isPending) return <TableSkeleton rows={4} label="Loading your progress…" />;
  if (performance.isError) {
    return (
      <QueryError
        what="Your progress could not be loaded."
        error={performance.error}
        retrying={performance.isFetching}
        onRetry={() => void performance.refetch()}
      />
    );
  }
  const data = performance.data;
  if (isEmpty(data)) {
    return (
      <EmptyState
        icon={<LineChartIcon />}
        headingLevel="h3"
        title="No scored tasks in this period"
        description="Submit a task or a practice challenge, and your scores, languages and times show here."
      />
    );
  }
  // The previous period's figures stay on screen, dimmed, until the new period's arrive.
  const stale = performance.isPlaceholderData;
  return (
    <div aria-busy={stale} className={cn('flex flex-col gap-4', stale && 'opacity-60')}>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatTile label="Scored submissions" value={data.scores.length} />
        <StatTile label="Median time to first pass" value={formatMinutes(data.medianMinutesToFirstPass)} />
      </dl>
      <div className="grid gap-4 xl:grid-cols-2">
        <ScoresOverTimePanel scores={data.scores} onExport={onExport('scores')} className="xl:col-span-2" />
        <DifficultyPanel byDifficulty={data.byDifficulty} onExport={onExport('difficulty')} />
        <LanguagesPanel languages={data.languages} onExport={onExport('languages')} />
      </div>
    </div>
  );
}
