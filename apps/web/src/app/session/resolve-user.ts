import type { Role, SessionClaims, User } from '@assay/contracts';
import { logger } from '@/lib/logger';
import { roleFromProvider } from '@/features/identity/roles';
import { readStoredRole } from '@/features/identity/session-storage';
import { userService, type UserService } from '@/features/users/api/user-service';

/** Our user as the provider describes it, for when the account service cannot answer. */
export function userFromClaims(claims: SessionClaims, role: Role, now: Date): User {
  const email = claims.email || claims.loginIds[0] || '';
  const stamp = now.toISOString();
  return {
    id: claims.sub,
    email,
    name: claims.name || email,
    role,
    organizationId:
      typeof claims.customAttributes.organizationId === 'string' ? claims.customAttributes.organizationId : '',
    picture: claims.picture,
    createdAt: stamp,
    updatedAt: stamp,
  };
}

export interface ResolveUserOptions {
  users?: Pick<UserService, 'syncFromProvider' | 'getMe'>;
  storedRole?: () => Role | null;
  now?: () => Date;
}

/**
 * The after-sign-in flow of SPEC.md §4: sync, else the existing user, else the provider's profile. Null only when
 * all three fail. Failures are logged by the service; none reaches the person as a toast.
 */
export async function resolveSignedInUser(
  claims: SessionClaims | null,
  options: ResolveUserOptions = {},
): Promise<User | null> {
  const users = options.users ?? userService;
  const synced = await users.syncFromProvider();
  if (synced) return synced;
  const existing = await users.getMe();
  if (existing) return existing;
  if (!claims) {
    logger.info('Signed in, but neither the account service nor the session token describes the user.');
    return null;
  }
  logger.info('Using the identity provider’s profile until the account service answers.');
  const role = roleFromProvider(claims, (options.storedRole ?? readStoredRole)());
  return userFromClaims(claims, role, (options.now ?? (() => new Date()))());
}
