import { adminPaths, LIST_DEFAULTS, mailPageSchema } from '@assay/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client/http-client';

export type MailPage = z.infer<typeof mailPageSchema>;
export type MailEntry = MailPage['items'][number];

export interface MailListParams {
  page: number;
  limit?: number;
}

/** GET /admin/mails: outgoing mail, newest first; without SMTP each one is kept with its whole text. */
export function getMails(
  { page, limit = LIST_DEFAULTS.limit }: MailListParams,
  signal?: AbortSignal,
): Promise<MailPage> {
  return apiClient.get(adminPaths.mails, { query: { page, limit }, schema: mailPageSchema, signal });
}

export function getMailsQueryOptions(params: MailListParams) {
  return queryOptions({
    queryKey: ['admin', 'mails', params] as const,
    queryFn: ({ signal }) => getMails(params, signal),
    // Keep the current page on screen while the next one loads, rather than flashing the skeleton.
    placeholderData: keepPreviousData,
  });
}

export function useMails(params: MailListParams) {
  return useQuery(getMailsQueryOptions(params));
}
