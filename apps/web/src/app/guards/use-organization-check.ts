import type { Organization } from '@assay/contracts';
import { useQuery } from '@tanstack/react-query';
import { verifyOrganization, organizationToCheck } from '@/app/guards/verify-organization';
import { useAuth } from '@/lib/auth-context';
import { organizationKeys } from '@/features/organizations/api/get-organization';

/** The organization gate's states (SPEC.md §4): checking, then has an organization or none. */
export type OrganizationCheck =
  | { kind: 'exempt' }
  | { kind: 'checking' }
  | { kind: 'member'; organization: Organization }
  | {
      kind: 'none';
      /** Why the organization the user had could not be confirmed; null when they simply have none. */
      failure: Error | null;
      retry: () => void;
      retrying: boolean;
    };

const CHECK_STALE_MS = 5 * 60_000;

export function useOrganizationCheck(): OrganizationCheck {
  const { user, userRole, reloadUser } = useAuth();
  const exempt = userRole === 'admin';
  const { organizationId, adopt } = user ? organizationToCheck(user) : { organizationId: '', adopt: false };
  const query = useQuery({
    // Under the organizations key, so creating one (which invalidates it) checks again.
    queryKey: [...organizationKeys.all, 'gate', user?.id ?? '', organizationId] as const,
    queryFn: ({ signal }) => verifyOrganization({ organizationId, adopt, reloadUser, signal }),
    enabled: !exempt && user !== null && organizationId !== '',
    // SPEC.md §4: when the backend cannot verify the organization, the form is shown, without waiting on retries.
    retry: false,
    // Moving between gated areas should not ask again each time.
    staleTime: CHECK_STALE_MS,
  });

  if (exempt) return { kind: 'exempt' };
  if (!user) return { kind: 'checking' };
  const retry = () => void query.refetch();
  if (organizationId === '') return { kind: 'none', failure: null, retry, retrying: false };
  if (query.isPending) return { kind: 'checking' };
  if (query.isError) return { kind: 'none', failure: query.error, retry, retrying: query.isFetching };
  return { kind: 'member', organization: query.data };
}
