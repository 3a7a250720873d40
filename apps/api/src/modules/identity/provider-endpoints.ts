import { AUTH_PREFIX, authPaths } from '@assay/contracts';

/**
 * better-auth's endpoints that the product uses, and only those, reach the provider through the `/auth/*` route: the
 * web app's calls (`authPaths`), the links in our mails, and the OAuth redirects. The rest of its router (updating or
 * deleting the user, changing the email, checking a password, listing linked accounts, …) answers 404: nothing calls
 * it, and each is one more way in (`/verify-password`, for one, is an unlimited password oracle for a session cookie).
 * Sign-in, sign-up, sign-out and password change have routes of their own (identity.routes.ts).
 */
const EXPOSED: readonly { method: 'GET' | 'POST'; path: RegExp }[] = [
  { method: 'GET', path: exactly(authPaths.token) },
  { method: 'GET', path: exactly(authPaths.session) },
  { method: 'GET', path: exactly(authPaths.jwks) },
  { method: 'GET', path: exactly(authPaths.listSessions) },
  { method: 'POST', path: exactly(authPaths.revokeSession) },
  { method: 'POST', path: exactly(authPaths.revokeOtherSessions) },
  { method: 'POST', path: exactly(authPaths.requestPasswordReset) },
  { method: 'POST', path: exactly(authPaths.resetPassword) },
  { method: 'POST', path: exactly(authPaths.sendVerificationEmail) },
  { method: 'POST', path: exactly(authPaths.signInOAuth) },
  // The mails' links: confirming an address, and the reset link (which redirects to the app's page with its token).
  { method: 'GET', path: exactly(`${AUTH_PREFIX}/verify-email`) },
  { method: 'GET', path: new RegExp(`^${AUTH_PREFIX}/reset-password/[A-Za-z0-9_-]+$`) },
  // Google or OIDC redirects back here (some providers post the answer); the provider's error page for a failed one.
  { method: 'GET', path: new RegExp(`^${AUTH_PREFIX}/callback/[A-Za-z0-9_-]+$`) },
  { method: 'POST', path: new RegExp(`^${AUTH_PREFIX}/callback/[A-Za-z0-9_-]+$`) },
  { method: 'GET', path: exactly(`${AUTH_PREFIX}/error`) },
];

function exactly(path: string): RegExp {
  return new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

/** Whether `method path` (a path without its query) is one of the provider's endpoints the product uses. */
export function isExposedProviderEndpoint(method: string, path: string): boolean {
  return EXPOSED.some((endpoint) => endpoint.method === method && endpoint.path.test(path));
}
