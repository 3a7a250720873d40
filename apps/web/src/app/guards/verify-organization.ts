import type { Organization, User } from '@assay/contracts';
import { getOrganization } from '@/features/organizations/api/get-organization';
import { readStoredOrganizationId, writeStoredOrganizationId } from '@/features/identity/session-storage';
import { userService } from '@/features/users/api/user-service';
import { isApiError } from '@/lib/api-client/api-error';

/**
 * The organization the gate should check: the profile's, or else the one this tab remembers (saved right after
 * creating one, before the profile had it). Empty when there is neither.
 */
export function organizationToCheck(user: Pick<User, 'organizationId'>): { organizationId: string; adopt: boolean } {
  if (user.organizationId) return { organizationId: user.organizationId, adopt: false };
  const stored = readStoredOrganizationId();
  return stored ? { organizationId: stored, adopt: true } : { organizationId: '', adopt: false };
}

interface VerifyInput {
  organizationId: string;
  /** Write it into a profile that has none first (SPEC.md §4): the server refuses ids the user does not belong to. */
  adopt: boolean;
  /** Brings the auth state in step once the profile has the adopted organization. */
  reloadUser: () => Promise<unknown>;
  signal?: AbortSignal;
}

/** Resolves with the organization when the backend confirms the user belongs to it; rejects otherwise. */
export async function verifyOrganization({
  organizationId,
  adopt,
  reloadUser,
  signal,
}: VerifyInput): Promise<Organization> {
  if (adopt) {
    try {
      await userService.updateMe({ organization_id: organizationId });
    } catch (error) {
      // Not theirs (another person's tab, a removed membership): forget it, or every visit would ask again.
      if (isApiError(error) && error.status === 403) writeStoredOrganizationId(null);
      throw error;
    }
  }
  const organization = await getOrganization(organizationId, signal);
  if (adopt) await reloadUser().catch(() => null);
  return organization;
}
