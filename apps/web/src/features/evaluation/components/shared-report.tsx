import { REPORT_LINK_ERROR_CODES } from '@assay/contracts';
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { QueryError } from '@/components/query-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { sharedReportPdfUrl, useSharedReport } from '@/features/evaluation/api/evaluation-report';
import { CandidateReportView } from '@/features/evaluation/components/candidate-report-view';
import { isApiError } from '@/lib/api-client/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Why a link does not open the report, in words for whoever was sent it. */
const refusals: Record<string, { title: string; text: string }> = {
  [REPORT_LINK_ERROR_CODES.expired]: {
    title: 'This link has expired',
    text: 'Share links open a report for a limited time. Ask the person who sent it for a new link.',
  },
  [REPORT_LINK_ERROR_CODES.withdrawn]: {
    title: 'This link has been withdrawn',
    text: 'The hiring team withdrew this link. Ask the person who sent it for a new one.',
  },
  [REPORT_LINK_ERROR_CODES.invalid]: {
    title: 'This link is not valid',
    text: 'Check that the whole link was copied, or ask the person who sent it for a new one.',
  },
};

function Frame({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      {children}
    </div>
  );
}

/** A candidate report opened through a share link, signed out and read-only; refused once the link has expired. */
export function SharedReport({ token }: { token: string }) {
  const shared = useSharedReport(token);
  if (shared.error) {
    const refusal = isApiError(shared.error) && shared.error.code ? refusals[shared.error.code] : undefined;
    if (refusal)
      return (
        <Frame title={refusal.title}>
          <p role="alert" className="text-muted-foreground">
            {refusal.text}
          </p>
        </Frame>
      );
    return (
      <Frame title="Candidate report">
        <QueryError
          what="The report could not be loaded."
          error={shared.error}
          retrying={shared.isFetching}
          onRetry={shared.refetch}
        />
      </Frame>
    );
  }
  if (!shared.data)
    return (
      <Frame title="Candidate report">
        <TableSkeleton rows={6} label="Loading the report…" />
      </Frame>
    );
  return (
    <Frame title="Candidate report">
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
        <p>{`Shared with you until ${new Date(shared.data.expires_at).toLocaleString()}. Read-only.`}</p>
        <a
          href={sharedReportPdfUrl(token)}
          download
          className="inline-flex items-center gap-2 rounded-md border border-border px-3 py-2 font-medium text-foreground hover:bg-accent"
        >
          <Download aria-hidden="true" className="size-4" />
          Download PDF
        </a>
      </div>
      <CandidateReportView report={shared.data.report} />
    </Frame>
  );
}
