import { memberListSchema, organizationPaths } from '@assay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client/http-client';
import { fillPath } from '@/lib/fill-path';

export type MemberList = z.infer<typeof memberListSchema>;
export type Member = MemberList['members'][number];

/** GET /organizations/{id}/members: everyone in the organization with their role and when they joined. */
export function getMembers(organizationId: string, signal?: AbortSignal): Promise<MemberList> {
  return apiClient.get(fillPath(organizationPaths.members, { id: organizationId }), {
    schema: memberListSchema,
    signal,
  });
}

export function getMembersQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: ['org-admin', organizationId, 'members'] as const,
    queryFn: ({ signal }) => getMembers(organizationId, signal),
  });
}

export function useMembers(organizationId: string) {
  return useQuery(getMembersQueryOptions(organizationId));
}
