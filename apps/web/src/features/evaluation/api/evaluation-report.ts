import {
  API_PREFIX,
  attemptHistorySchema,
  candidateReportSchema,
  evaluationReportPaths,
  reportLinkSchema,
  reportLinksSchema,
  sharedReportSchema,
  type CandidateReport,
  type ReportLink,
  type SharedReport,
} from '@assay/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadPdf } from '@/lib/api-client/download-pdf';
import { apiClient } from '@/lib/api-client/http-client';
import { fillPath } from '@/lib/fill-path';

export type { CandidateReport, ReportLink, SharedReport };

export const evaluationReportKeys = {
  attempts: (id: string) => ['evaluation', 'attempts', id] as const,
  report: (id: string) => ['evaluation', 'report', id] as const,
  links: (id: string) => ['evaluation', 'report-links', id] as const,
  shared: (token: string) => ['evaluation', 'shared-report', token] as const,
};

/** GET /evaluation/submissions/{id}/attempts: every attempt of the task under review and its final, oldest first. */
export function useAttemptHistory(submissionId: string) {
  return useQuery(
    queryOptions({
      queryKey: evaluationReportKeys.attempts(submissionId),
      queryFn: ({ signal }) =>
        apiClient.get(fillPath(evaluationReportPaths.attempts, { id: submissionId }), {
          schema: attemptHistorySchema,
          signal,
        }),
    }),
  );
}

/** GET /evaluation/submissions/{id}/report: the one-page candidate report. */
export function useCandidateReport(submissionId: string) {
  return useQuery(
    queryOptions({
      queryKey: evaluationReportKeys.report(submissionId),
      queryFn: ({ signal }) =>
        apiClient.get(fillPath(evaluationReportPaths.report, { id: submissionId }), {
          schema: candidateReportSchema,
          signal,
        }),
    }),
  );
}

export function useReportLinks(submissionId: string) {
  return useQuery(
    queryOptions({
      queryKey: evaluationReportKeys.links(submissionId),
      queryFn: ({ signal }) =>
        apiClient.get(fillPath(evaluationReportPaths.reportLinks, { id: submissionId }), {
          schema: reportLinksSchema,
          signal,
        }),
    }),
  );
}

export function useCreateReportLink(submissionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expiresInDays: number) =>
      apiClient.post(
        fillPath(evaluationReportPaths.reportLinks, { id: submissionId }),
        { expires_in_days: expiresInDays },
        { schema: reportLinkSchema },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: evaluationReportKeys.links(submissionId) }),
  });
}

export function useWithdrawReportLink(submissionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) =>
      apiClient.delete(fillPath(evaluationReportPaths.reportLink, { id: submissionId, linkId }), {
        schema: reportLinksSchema,
      }),
    onSuccess: (links) => queryClient.setQueryData(evaluationReportKeys.links(submissionId), links),
  });
}

/** GET /shared/reports/{token}, signed out: the report a share link opens (an ApiError with its code when refused). */
export function useSharedReport(token: string) {
  return useQuery(
    queryOptions({
      queryKey: evaluationReportKeys.shared(token),
      queryFn: ({ signal }) =>
        apiClient.get(fillPath(evaluationReportPaths.sharedReport, { token }), { schema: sharedReportSchema, signal }),
      // An expired or withdrawn link stays so: asking again changes nothing.
      retry: false,
    }),
  );
}

/** The shared report's PDF: a plain link, since the token in its URL is the whole credential. */
export const sharedReportPdfUrl = (token: string) =>
  `${API_PREFIX}${fillPath(evaluationReportPaths.sharedReportPdf, { token })}`;

/** Downloads the staff report's PDF (with the bearer a plain link cannot send). */
export const downloadReportPdf = (submissionId: string) =>
  downloadPdf(fillPath(evaluationReportPaths.reportPdf, { id: submissionId }), 'report.pdf');
