import { Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageBody, PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { downloadReportPdf, useCandidateReport } from '@/features/evaluation/api/evaluation-report';
import { CandidateReportView } from '@/features/evaluation/components/candidate-report-view';
import { ShareReport } from '@/features/evaluation/components/share-report';
import { fillPath } from '@/lib/fill-path';
import { toast } from '@/lib/toast';

/** The candidate report for the hiring team (/interviewer/reviews/:submissionId/report): read, download, share. */
export function ReportWorkspace({ submissionId }: { submissionId: string }) {
  const report = useCandidateReport(submissionId);
  const [downloading, setDownloading] = useState(false);
  const data = report.data;

  const download = () => {
    setDownloading(true);
    downloadReportPdf(submissionId)
      .catch((error: Error) => toast.error(error.message))
      .finally(() => setDownloading(false));
  };

  return (
    <PageBody>
      <PageHeader
        title="Candidate report"
        description={
          <Link to={fillPath(paths.interviewerReview, { submissionId })} className="underline-offset-4 hover:underline">
            Back to the review
          </Link>
        }
        actions={
          data ? (
            <Button variant="outline" loading={downloading} onClick={download}>
              <Download aria-hidden="true" />
              Download PDF
            </Button>
          ) : null
        }
      />
      {report.error ? (
        <QueryError
          what="The report could not be loaded."
          error={report.error}
          retrying={report.isFetching}
          onRetry={report.refetch}
        />
      ) : data ? (
        <>
          <CandidateReportView report={data} />
          <ShareReport submissionId={submissionId} />
        </>
      ) : (
        <TableSkeleton rows={6} label="Loading the report…" />
      )}
    </PageBody>
  );
}
