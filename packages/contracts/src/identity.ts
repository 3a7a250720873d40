import { z } from 'zod';

/**
 * The embedded identity provider lives under /auth (better-auth's endpoints plus ours). The browser keeps the
 * short-lived JWT and its refresh expiry under SESSION_STORAGE_KEY of constants.ts (SPEC.md §3).
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

export const authConfigSchema = z.object({
  emailPassword: z.boolean(),
  google: z.boolean(),
  /** A generic OpenID Connect provider, with the name to show on its button. */
  oidc: z.object({ name: z.string() }).nullable(),
  requireEmailVerification: z.boolean(),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

/** The stored session (SPEC.md §3): the JWT and when the provider session behind it ends (ms since epoch). */
export const storedSessionSchema = z.object({ token: z.string().min(1), refreshExpiry: z.number() });
export type StoredSession = z.infer<typeof storedSessionSchema>;

/** Claims of the session JWT (SPEC.md §3). The API never authorizes from roleNames or customAttributes. */
export const sessionClaimsSchema = z.object({
  sub: z.string(),
  email: z.string(),
  name: z.string(),
  picture: z.string(),
  roleNames: z.array(z.string()),
  customAttributes: z
    .object({ role: z.string().optional(), organizationId: z.string().optional() })
    .catchall(z.unknown()),
  loginIds: z.array(z.string()),
  exp: z.number(),
  iat: z.number(),
  iss: z.string(),
});
export type SessionClaims = z.infer<typeof sessionClaimsSchema>;

/** Identity error codes of SPEC.md §8. */
export const IDENTITY_ERROR_CODES = { oidcLogoutFailure: 'J161000', oidcRefreshFailure: 'J161001' } as const;

/** Sign-in lock-out: failures counted per account and source address (identity issue). */
export const SIGN_IN_MAX_FAILURES = 5;
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_LOCKOUT_MS = 15 * 60 * 1000;

export const SIGN_IN_MESSAGES = {
  invalidCredentials: 'Invalid email or password.',
  lockedOut: 'Too many failed sign-in attempts. Please wait 15 minutes and try again, or reset your password.',
} as const;
