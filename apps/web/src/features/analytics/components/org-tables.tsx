import { ANALYTICS_PASS_SCORE, type OrgAnalytics } from '@assay/contracts';
import { Link } from 'react-router';
import { FROM_ORG_ANALYTICS } from '@/features/analytics/components/back-link';
import { Cell, DataRow, DataTable, RowHeader } from '@/components/ui/data-table';
import { paths } from '@/config/paths';
import { formatHours, formatRate, formatScore } from '@/features/analytics/components/analytics-format';
import { Panel } from '@/components/chart-panel';
import { NoFigures } from '@/features/analytics/components/shared-panels';
import { fillPath } from '@/lib/fill-path';

type Export = (() => Promise<void>) | undefined;

/** Each assessment's pass rate; its title opens the assessment's own analytics. */
export function AssessmentsPanel({
  assessments,
  onExport,
}: {
  assessments: OrgAnalytics['assessments'];
  onExport: Export;
}) {
  return (
    <Panel
      title="Pass rate per assessment"
      description={`Scored final submissions scoring ${ANALYTICS_PASS_SCORE} or more. Open an assessment for its tests and scores.`}
      what="the pass rates per assessment"
      onExport={onExport}
    >
      {assessments.length === 0 ? (
        <NoFigures>No assessments were sent in this period.</NoFigures>
      ) : (
        <DataTable
          caption="Pass rate per assessment"
          columns={['Assessment', 'Sent', 'Submitted', 'Pass rate', 'Median score']}
        >
          {assessments.map((row) => (
            <DataRow key={row.assessmentId}>
              <RowHeader>
                <Link
                  to={`${fillPath(paths.interviewerTaskAnalytics, { id: row.assessmentId })}?${FROM_ORG_ANALYTICS}`}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {row.title}
                </Link>
              </RowHeader>
              <Cell className="tabular-nums">{row.sent}</Cell>
              <Cell className="tabular-nums">{row.submitted}</Cell>
              <Cell className="tabular-nums">{formatRate(row.passRate)}</Cell>
              <Cell className="tabular-nums">{formatScore(row.medianScore)}</Cell>
            </DataRow>
          ))}
        </DataTable>
      )}
    </Panel>
  );
}

/** Who reviewed how much, and how long a submission waited for their decision. */
export function ReviewersPanel({ reviewers, onExport }: { reviewers: OrgAnalytics['reviewers']; onExport: Export }) {
  return (
    <Panel
      title="Reviewer workload"
      description="Reviews written and decisions taken in this period, and the median time from submission to decision."
      what="the reviewer workload"
      onExport={onExport}
    >
      {reviewers.length === 0 ? (
        <NoFigures>No reviews in this period.</NoFigures>
      ) : (
        <DataTable caption="Reviewer workload" columns={['Reviewer', 'Reviews', 'Decided', 'Median time to review']}>
          {reviewers.map((row) => (
            <DataRow key={row.reviewerId}>
              <RowHeader>{row.name}</RowHeader>
              <Cell className="tabular-nums">{row.reviews}</Cell>
              <Cell className="tabular-nums">{row.decided}</Cell>
              <Cell className="tabular-nums">{formatHours(row.medianHoursToReview)}</Cell>
            </DataRow>
          ))}
        </DataTable>
      )}
    </Panel>
  );
}
