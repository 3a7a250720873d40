/**
 * The embedded identity provider lives under /auth (better-auth's endpoints plus ours). The browser keeps the
 * short-lived JWT and its refresh expiry under SESSION_STORAGE_KEY of constants.ts (SPEC.md §3).
 *
 * Kept apart from identity.ts's schemas: a module that declares zod schemas brings zod (~25 KB gzip) to every page
 * that imports anything from it, and the web app's entry needs these paths and codes on public pages.
 */
export const AUTH_PREFIX = '/auth';

export const authPaths = {
  /** What sign-in methods this install offers: { emailPassword, google, oidc, requireEmailVerification }. */
  config: '/auth/config',
  signUpEmail: '/auth/sign-up/email',
  signInEmail: '/auth/sign-in/email',
  /** Starts Google or OIDC sign-in (better-auth's generic OAuth providers): POST { provider, callbackURL }. */
  signInOAuth: '/auth/sign-in/social',
  /** Exchanges the httpOnly session cookie for a fresh JWT: { token }. */
  token: '/auth/token',
  session: '/auth/get-session',
  jwks: '/auth/jwks',
  logout: '/auth/logout',
  requestPasswordReset: '/auth/request-password-reset',
  resetPassword: '/auth/reset-password',
  sendVerificationEmail: '/auth/send-verification-email',
  changePassword: '/auth/change-password',
  listSessions: '/auth/list-sessions',
  revokeSession: '/auth/revoke-session',
  revokeOtherSessions: '/auth/revoke-other-sessions',
} as const;

/** Identity error codes of SPEC.md §8. */
export const IDENTITY_ERROR_CODES = { oidcLogoutFailure: 'J161000', oidcRefreshFailure: 'J161001' } as const;
