import type { AuthConfig } from '@assay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authClient } from '@/features/identity/auth-client';

export const authConfigQueryKey = ['auth', 'config'] as const;

export function getAuthConfigQueryOptions() {
  return queryOptions<AuthConfig>({
    queryKey: authConfigQueryKey,
    queryFn: () => authClient.getConfig(),
    // The sign-in methods change only when the server is reconfigured and restarted.
    staleTime: 5 * 60_000,
    retry: 1,
  });
}

/** Which sign-in methods this install offers (email and password, Google, an OIDC provider). */
export function useAuthConfig() {
  return useQuery(getAuthConfigQueryOptions());
}
