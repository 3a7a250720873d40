import { organizationPaths, successSchema, type invitableRoleSchema } from '@assay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client/http-client';
import { getMembersQueryOptions, type MemberList } from './get-members';
import { fillPath } from '@/lib/fill-path';

/** The roles an orgadmin hands out: never admin. */
export type InvitableRole = z.infer<typeof invitableRoleSchema>;

export interface MemberRoleChange {
  userId: string;
  role: InvitableRole;
}

/** PATCH /organizations/{id}/members/{userId}: moves a member between candidate, interviewer and orgadmin. */
export function changeMemberRole(organizationId: string, { userId, role }: MemberRoleChange) {
  return apiClient.patch(
    fillPath(organizationPaths.member, { id: organizationId, userId }),
    { role },
    { schema: successSchema },
  );
}

/**
 * Shows the new role at once and puts the old one back if the server refuses (a candidate who belongs to other
 * organizations cannot become staff); the caller reports the outcome.
 */
export function useChangeMemberRole(organizationId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getMembersQueryOptions(organizationId);
  return useMutation({
    mutationFn: (change: MemberRoleChange) => changeMemberRole(organizationId, change),
    onMutate: async ({ userId, role }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<MemberList>(queryKey);
      if (previous) {
        queryClient.setQueryData<MemberList>(queryKey, {
          members: previous.members.map((member) => (member.userId === userId ? { ...member, role } : member)),
        });
      }
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
