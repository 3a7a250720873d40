import { invitationPreviewSchema, organizationPaths } from '@assay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { isApiError } from '@/lib/api-client/api-error';
import { apiClient } from '@/lib/api-client/http-client';
import { fillPath } from '@/lib/fill-path';

export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export function invitationPath(token: string): string {
  return fillPath(organizationPaths.acceptInvitation, { token });
}

/** GET /invitations/accept/{token}: what the invitation offers, readable before signing in. */
export function getInvitationPreview(token: string, signal?: AbortSignal): Promise<InvitationPreview> {
  return apiClient.get(invitationPath(token), { schema: invitationPreviewSchema, signal });
}

export function getInvitationPreviewQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['invitations', 'preview', token] as const,
    queryFn: ({ signal }) => getInvitationPreview(token, signal),
    // Not found, expired, used or withdrawn stays so: only a failure to get an answer is worth another try.
    retry: (failures, error) => failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });
}

export function useInvitationPreview(token: string) {
  return useQuery(getInvitationPreviewQueryOptions(token));
}
