import { adminPaths, auditLogPageSchema, type AuditLogQuery } from '@assay/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client/http-client';

export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
export type AuditLogEntry = AuditLogPage['items'][number];

export type AuditLogParams = Partial<
  Pick<AuditLogQuery, 'actor' | 'action' | 'organization_id' | 'from' | 'to' | 'limit'>
> & {
  page: number;
};

/** Only the filters that are set: an empty `action=` would filter for actions named "". */
function toQuery(params: AuditLogParams): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query[key] = value;
  }
  return query;
}

/** GET /admin/audit-logs: who did what, newest first. */
export function getAuditLogs(params: AuditLogParams, signal?: AbortSignal): Promise<AuditLogPage> {
  return apiClient.get(adminPaths.auditLogs, { query: toQuery(params), schema: auditLogPageSchema, signal });
}

export function getAuditLogsQueryOptions(params: AuditLogParams) {
  return queryOptions({
    queryKey: ['admin', 'audit-logs', params] as const,
    queryFn: ({ signal }) => getAuditLogs(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLogs(params: AuditLogParams) {
  return useQuery(getAuditLogsQueryOptions(params));
}
