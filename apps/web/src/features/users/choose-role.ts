import type { User } from '@assay/contracts';
import { isApiError } from '@/lib/api-client/api-error';
import { logger } from '@/lib/logger';
import type { SelfSelectableRole, UserService } from '@/features/users/api/user-service';

export const ROLE_UPDATE_FAILED_MESSAGE = 'Failed to update user role. Please try again.';
export const ROLE_RELOAD_FAILED_MESSAGE = 'Failed to load updated user after role change';
export const roleUpdatedMessage = (role: string) => `Role updated to ${role} successfully!`;

export type ChooseRoleOutcome =
  | { kind: 'chosen'; user: User }
  /** The server already has a role for this user (chosen in another tab, or by an invitation). */
  | { kind: 'alreadySet'; user: User | null; message: string }
  | { kind: 'failed'; message: string };

/**
 * The first role choice (SPEC.md §5): set it, write it into the provider's claims, then reload the user. The API
 * authorizes from its database, so a failed claims sync is only logged (§8) and the choice still stands.
 */
export async function chooseFirstRole(
  role: SelfSelectableRole,
  service: Pick<UserService, 'chooseRole' | 'syncRole'>,
  reloadUser: () => Promise<User | null>,
): Promise<ChooseRoleOutcome> {
  try {
    await service.chooseRole(role);
  } catch (error) {
    if (isApiError(error) && error.code === 'ROLE_ALREADY_SET')
      return { kind: 'alreadySet', user: await reloadUser(), message: error.message };
    logger.info('Choosing the first role failed.', error);
    return { kind: 'failed', message: ROLE_UPDATE_FAILED_MESSAGE };
  }
  try {
    await service.syncRole();
  } catch (error) {
    logger.info('Role sync failed after choosing a role; the next sign-in syncs it.', error);
  }
  const user = await reloadUser();
  if (!user) return { kind: 'failed', message: ROLE_RELOAD_FAILED_MESSAGE };
  return { kind: 'chosen', user };
}
