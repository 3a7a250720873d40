import { behaviorPaths, integrityReportSchema, type AppealReplyInput, type IntegrityReport } from '@assay/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';
import { fillPath } from '@/lib/fill-path';

export type { IntegrityReport };

/** How often a report still being prepared (the submission is being scored) is asked for again. */
export const PREPARING_REFETCH_MS = 5_000;

export const integrityKeys = {
  report: (submissionId: string) => ['behavior', 'integrity', submissionId] as const,
};

/** GET /behavior/submissions/{id}/integrity: the signals, their evidence, the similarity matches and any appeal. */
export function getIntegrityReport(submissionId: string, signal?: AbortSignal): Promise<IntegrityReport> {
  return apiClient.get(fillPath(behaviorPaths.integrity, { id: submissionId }), {
    schema: integrityReportSchema,
    signal,
  });
}

export const integrityQuery = (submissionId: string) =>
  queryOptions({
    queryKey: integrityKeys.report(submissionId),
    queryFn: ({ signal }) => getIntegrityReport(submissionId, signal),
    refetchInterval: (query) => (query.state.data?.computed_at === null ? PREPARING_REFETCH_MS : false),
  });

export function useIntegrityReport(submissionId: string) {
  return useQuery(integrityQuery(submissionId));
}

/** POST /behavior/submissions/{id}/integrity/appeal/reply: answers the candidate's explanation; the report comes back. */
export function useReplyToAppeal(submissionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AppealReplyInput) =>
      apiClient.post(fillPath(behaviorPaths.appealReply, { id: submissionId }), input, {
        schema: integrityReportSchema,
      }),
    onSuccess: (report) => queryClient.setQueryData(integrityKeys.report(submissionId), report),
  });
}
