import { useQuery } from '@tanstack/react-query';
import { userService, type OrganizationSummary } from './user-service';

export type { OrganizationSummary };

/** GET /users/me/organizations: the organizations the signed-in user belongs to (none when the call fails). */
export function useMyOrganizations(enabled = true) {
  return useQuery({
    queryKey: ['users', 'me', 'organizations'] as const,
    queryFn: async () => (await userService.getMyOrganizations()) ?? [],
    enabled,
    staleTime: 5 * 60_000,
  });
}
