import { analyticsPaths, type ORG_ANALYTICS_TABLES, type OrgAnalytics } from '@assay/contracts';
import { BarChart3 } from 'lucide-react';
import { Link } from 'react-router';
import { QueryError } from '@/components/query-error';
import { StatTile } from '@/components/stat-tile';
import { TableSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { downloadAnalyticsCsv } from '@/features/analytics/api/download-csv';
import { useOrgAnalytics } from '@/features/analytics/api/get-org-analytics';
import { formatHours } from '@/features/analytics/components/analytics-format';
import { DailyPanel, DecisionsPanel, FunnelPanel } from '@/features/analytics/components/org-panels';
import { AssessmentsPanel, ReviewersPanel } from '@/features/analytics/components/org-tables';
import { LanguagesPanel, ScoreDecilesPanel } from '@/features/analytics/components/shared-panels';
import { fillPath } from '@/lib/fill-path';
import { cn } from '@/lib/utils';

type OrgTable = (typeof ORG_ANALYTICS_TABLES)[number];

/** Nothing was sent and nothing happened in the window: there is nothing to chart. */
function isEmpty(data: OrgAnalytics): boolean {
  return (
    data.funnel.sent === 0 &&
    data.assessments.length === 0 &&
    data.daily.every((day) => day.sent + day.submitted + day.reviewed === 0)
  );
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The organization's hiring figures over the last `days` days (GET /analytics/org/{id}), each table exportable. */
export function OrgAnalyticsView({ organizationId, days }: { organizationId: string; days: number }) {
  const analytics = useOrgAnalytics(organizationId, days);

  if (analytics.isPending) return <TableSkeleton rows={8} label="Loading the analytics…" />;
  if (analytics.isError) {
    return (
      <QueryError
        what="The analytics could not be loaded."
        error={analytics.error}
        retrying={analytics.isFetching}
        onRetry={() => void analytics.refetch()}
      />
    );
  }
  const data = analytics.data;
  // Figures of the previous range stay on screen, dimmed, until the new range's arrive.
  const stale = analytics.isPlaceholderData;
  const exporter = (table: OrgTable) => () =>
    downloadAnalyticsCsv(
      fillPath(analyticsPaths.org, { id: organizationId }),
      { days, table },
      `analytics-${table}-${days}d.csv`,
    );

  return (
    <div aria-busy={stale} className={cn('flex flex-col gap-6 transition-opacity', stale && 'opacity-60')}>
      <p className="text-sm text-muted-foreground">
        {`${dateFormat.format(new Date(data.from))} – ${dateFormat.format(new Date(data.to))} (${data.days} days, UTC)`}
      </p>
      {isEmpty(data) ? (
        <EmptyState
          icon={<BarChart3 />}
          title="No assessments in this period"
          description={`Nothing was sent to candidates in the last ${data.days} days. Choose a longer range, or send an assessment.`}
          action={
            <Button asChild>
              <Link to={paths.interviewerTasks}>Go to Interviewer Tasks</Link>
            </Button>
          }
        />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            <StatTile label="Assessments sent" value={data.funnel.sent} />
            <StatTile label="Submitted" value={data.funnel.submitted} />
            <StatTile label="Median time to submit" value={formatHours(data.medianHoursToSubmit)} />
            <StatTile label="Median time to review" value={formatHours(data.medianHoursToReview)} />
          </dl>
          <div className="grid gap-6 xl:grid-cols-2">
            <FunnelPanel funnel={data.funnel} onExport={exporter('funnel')} />
            <ScoreDecilesPanel
              deciles={data.scoreDeciles}
              description="Scored final submissions in this period, by score."
              onExport={exporter('scores')}
            />
            <AssessmentsPanel assessments={data.assessments} onExport={exporter('assessments')} />
            <DecisionsPanel decisions={data.decisions} onExport={exporter('decisions')} />
            <LanguagesPanel languages={data.languages} onExport={exporter('languages')} />
            <ReviewersPanel reviewers={data.reviewers} onExport={exporter('reviewers')} />
            <DailyPanel daily={data.daily} onExport={exporter('daily')} className="xl:col-span-2" />
          </div>
        </>
      )}
    </div>
  );
}
