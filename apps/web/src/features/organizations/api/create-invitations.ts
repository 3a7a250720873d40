import { bulkInvitationResultSchema, organizationPaths } from '@assay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client/http-client';
import type { InvitationInput } from './create-invitation';
import { getInvitationsQueryOptions } from './get-invitations';

export type BulkInvitationResult = z.infer<typeof bulkInvitationResultSchema>;

/** POST /organizations/invites: invites several people at once; each address that fails is listed with why. */
export function createInvitations(
  organizationId: string,
  invitations: InvitationInput[],
): Promise<BulkInvitationResult> {
  return apiClient.post(
    organizationPaths.bulkInvites,
    { organizationId, invitations },
    { schema: bulkInvitationResultSchema },
  );
}

export function useCreateInvitations(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitations: InvitationInput[]) => createInvitations(organizationId, invitations),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getInvitationsQueryOptions(organizationId).queryKey }),
  });
}
