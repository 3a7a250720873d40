import { organizationPaths, successSchema } from '@assay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';
import { getMembersQueryOptions } from './get-members';
import { fillPath } from '@/lib/fill-path';

/** DELETE /organizations/{id}/members/{userId}: takes a member out of the organization (never the caller). */
export function removeMember(organizationId: string, userId: string) {
  return apiClient.delete(fillPath(organizationPaths.member, { id: organizationId, userId }), {
    schema: successSchema,
  });
}

export function useRemoveMember(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeMember(organizationId, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getMembersQueryOptions(organizationId).queryKey }),
  });
}
