// The feature's public surface for app/ (routes, guards, providers); its other modules stay internal.
export { AuthContext, useAuth } from './auth-context';
export type { AuthActions, AuthContextValue, AuthState, AuthStatus, SignUpInput } from './auth-context';
export { AuthProvider, ACCOUNT_UNAVAILABLE_MESSAGE, LOGOUT_FAILED_MESSAGE } from './auth-provider';
export type { AuthProviderProps } from './auth-provider';
export { authClient, createAuthClient, isUnauthorizedError } from './auth-client';
export type { AuthClient, AuthClientOptions, OAuthProviderId, OAuthStart, ProviderSession } from './auth-client';
export { handleUnauthorized, onUnauthorized } from './unauthorized';
export { hasRole, homePathForRole, isAdmin, isCandidate, isInterviewer, isOrgAdmin, roleFromProvider, roleOf } from './roles';
export type { RoleSubject } from './roles';
export { createUserService, userService } from './user-service';
export type { BootstrapAdminResult, OrganizationSummary, RoleSyncResult, SelfSelectableRole, UserList, UserService } from './user-service';
export {
  clearAuthStorage,
  onStoredSessionChange,
  readRegistrationAttribute,
  readStoredOrganizationId,
  readStoredRole,
  readStoredSession,
  writeStoredOrganizationId,
  writeStoredRole,
} from './session-storage';
export { getTokenCache, installBearer } from './token-cache';
export { readSessionClaims } from './jwt-claims';
