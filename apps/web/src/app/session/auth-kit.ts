/**
 * The signed-in half of the auth provider: the identity provider's client, the account service, the stored session
 * and its refresh. They parse with contracts' schemas, which bring zod (~25 KB gzip); the provider loads this module
 * when there is a session or someone signs in, so a visitor of the public pages never downloads it.
 */
export { isApiError } from '@/lib/api-client/api-error';
export { authClient, isUnauthorizedError } from '@/features/identity/auth-client';
export { readSessionClaims } from '@/features/identity/jwt-claims';
export { loadProviderSession } from '@/features/identity/provider-session';
export { createSessionRefresh } from '@/features/identity/session-refresh';
export {
  clearAuthStorage,
  clearRegistrationAttributes,
  clearUserStorage,
  onStoredSessionChange,
  storeRegistrationAttributes,
  writeStoredRole,
  writeStoredSession,
} from '@/features/identity/session-storage';
export { installBearer } from '@/features/identity/token-cache';
export { onUnauthorized } from '@/features/identity/unauthorized';
export { userService } from '@/features/users/api/user-service';
export { resolveSignedInUser } from './resolve-user';
