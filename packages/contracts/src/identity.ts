import { z } from 'zod';

/** The identity provider's answers (its paths and error codes: identity-paths.ts). */
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

/** Sign-in lock-out: failures counted per account and source address (identity issue). */
export const SIGN_IN_MAX_FAILURES = 5;
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_LOCKOUT_MS = 15 * 60 * 1000;

export const SIGN_IN_MESSAGES = {
  invalidCredentials: 'Invalid email or password.',
  lockedOut: 'Too many failed sign-in attempts. Please wait 15 minutes and try again, or reset your password.',
} as const;
