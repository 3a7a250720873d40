import { RefreshCw } from 'lucide-react';
import { ApiStatusSkeleton } from '@/features/execution/components/api-status-skeleton';
import { LanguagesSection } from '@/features/execution/components/languages-section';
import { RunProgramSection } from '@/features/execution/components/run-program-section';
import { RunnersSection } from '@/features/execution/components/runners-section';
import { ServicesSection } from '@/features/execution/components/services-section';
import { StatusSummaryCard } from '@/features/execution/components/status-summary-card';
import { PageBody, PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { type ExecutionStatus, useExecutionStatus } from '@/features/execution/api/get-execution-status';

function StatusReport({ status }: { status: ExecutionStatus }) {
  return (
    <>
      <StatusSummaryCard status={status} />
      <ServicesSection status={status} />
      <RunnersSection runners={status.runners} />
      <LanguagesSection languages={status.languages} />
      <RunProgramSection languages={status.languages} />
    </>
  );
}

/** /api-status: whether the API, the database, the runners and every language work, checked live. */
export function ApiStatusPage() {
  const status = useExecutionStatus();
  // A failed check shows Retry in place instead; a stale report beside it would read as current.
  const checkAgain = status.isError ? undefined : (
    <Button variant="outline" loading={status.isFetching} onClick={() => void status.refetch()}>
      {status.isFetching ? null : <RefreshCw aria-hidden="true" />}
      Check again
    </Button>
  );
  return (
    <PageBody width="full">
      <PageHeader
        title="API Status"
        description="Whether the API and the code-execution service can be reached from your browser, with a live hello-world run in every language."
        actions={checkAgain}
      />
      {status.isPending ? (
        <ApiStatusSkeleton />
      ) : status.isError ? (
        <QueryError
          what="The status of the API and code execution could not be checked."
          error={status.error}
          retrying={status.isFetching}
          onRetry={() => void status.refetch()}
        />
      ) : (
        <StatusReport status={status.data} />
      )}
    </PageBody>
  );
}
