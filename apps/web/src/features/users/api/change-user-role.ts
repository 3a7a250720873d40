import type { Role, User } from '@assay/contracts';
import { isApiError } from '@/lib/api-client/api-error';
import { logger } from '@/lib/logger';
import { toast } from '@/lib/toast';
import { userService, type UserService } from './user-service';

/** The role toasts of SPEC.md §8, word for word. */
export const ROLE_CHANGE_MESSAGES = {
  userNotFound: 'Failed to update user role. User not found.',
  adminEndpointFailed: 'Failed to update role via admin endpoint',
  reloadFailed: 'Failed to load updated user after role change',
  generic: 'Failed to update user role. Please try again.',
  success: (role: Role) => `Role updated to ${role} successfully!`,
} as const;

interface ChangeUserRoleOptions {
  userId: string;
  role: Role;
  /** Reloads the signed-in user (useAuth().reloadUser). */
  reloadUser: () => Promise<User | null>;
  service?: Pick<UserService, 'updateRole' | 'syncRole'>;
  notify?: Pick<typeof toast, 'success' | 'error'>;
}

/**
 * An admin's role change (SPEC.md §5): the admin endpoint, then a role sync and a reload of the user, each
 * failure with its own toast. Answers whether the change went through.
 */
export async function changeUserRole({
  userId,
  role,
  reloadUser,
  service = userService,
  notify = toast,
}: ChangeUserRoleOptions): Promise<boolean> {
  try {
    await service.updateRole(userId, role);
  } catch (error) {
    if (isApiError(error) && error.status === 404) notify.error(ROLE_CHANGE_MESSAGES.userNotFound);
    else if (isApiError(error)) notify.error(ROLE_CHANGE_MESSAGES.adminEndpointFailed);
    else notify.error(ROLE_CHANGE_MESSAGES.generic);
    return false;
  }
  try {
    await service.syncRole();
  } catch (error) {
    // The stored role already changed and the API reads only that; the claims catch up at the next sync.
    logger.info('Role sync after a role change failed.', error);
  }
  const user = await reloadUser().catch(() => null);
  if (!user) {
    notify.error(ROLE_CHANGE_MESSAGES.reloadFailed);
    return false;
  }
  notify.success(ROLE_CHANGE_MESSAGES.success(role));
  return true;
}
