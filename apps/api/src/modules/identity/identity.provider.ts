import { AUTH_PREFIX } from '@assay/contracts';
import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth, jwt } from 'better-auth/plugins';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { MailService } from '../../platform/mail/mail.service.js';
import { authAccounts, authJwks, authSessions, authUsers, authVerifications } from './identity.tables.js';

/** A sign-in provider offered on /login: Google, or any OpenID Connect issuer. */
export interface OAuthProviderSetting {
  providerId: 'google' | 'oidc';
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string[];
}

export interface ProviderUser {
  id: string;
  email: string;
  name: string;
  image?: string | null;
  role?: string | null;
  organizationId?: string | null;
  customAttributes?: string | null;
}

/** The session JWT's claims (SPEC.md §3). They are for the browser's convenience: the API reads the database. */
export function sessionClaims(user: ProviderUser): Record<string, unknown> {
  let attributes: Record<string, unknown> = {};
  try {
    attributes = user.customAttributes ? (JSON.parse(user.customAttributes) as Record<string, unknown>) : {};
  } catch {
    attributes = {};
  }
  return {
    email: user.email,
    name: user.name,
    picture: user.image ?? '',
    roleNames: user.role ? [user.role] : [],
    customAttributes: {
      ...attributes,
      ...(user.role ? { role: user.role } : {}),
      ...(user.organizationId ? { organizationId: user.organizationId } : {}),
    },
    loginIds: [user.email],
  };
}

/** The configuration the embedded provider reads, and nothing more. */
export type IdentityProviderConfig = Pick<
  Config,
  | 'PRODUCT_NAME'
  | 'publicUrl'
  | 'corsOrigins'
  | 'LOG_LEVEL'
  | 'SESSION_TTL_SECONDS'
  | 'SESSION_JWT_TTL_SECONDS'
  | 'REQUIRE_EMAIL_VERIFICATION'
>;

/** Browsers may reach a loopback install by either name; sign-in accepts both. */
export function trustedOrigins(config: Pick<Config, 'publicUrl' | 'corsOrigins'>): string[] {
  const origins = new Set([config.publicUrl, ...config.corsOrigins]);
  const url = new URL(config.publicUrl);
  if (url.hostname === 'localhost' || url.hostname === '127.0.0.1') {
    for (const host of ['localhost', '127.0.0.1'])
      origins.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
  }
  return [...origins];
}

interface IdentityProviderDeps {
  db: Database;
  config: IdentityProviderConfig;
  secret: string;
  oauthProviders: OAuthProviderSetting[];
  mail: Pick<MailService, 'queue'>;
  /** Told of every provider session that ends, whatever ended it (sign-out, a device signed out, a password change
   * or reset signing the others out), once the deletion is committed. */
  onSessionEnded: (sessionId: string) => void;
  /**
   * Refuses (throws) an account the sign-up rules do not allow. Email sign-up asks it before calling the provider;
   * a first sign-in through Google or OIDC creates its account inside the provider, so the provider asks it there.
   */
  assertMaySignUp: (email: string) => Promise<void>;
}

/** Password-reset and "you already have an account" mails to one address an hour: anyone can ask for them. */
const MAILS_ANYONE_CAN_ASK_PER_HOUR = 3;

/**
 * The embedded identity provider (better-auth): email and password with scrypt hashing, email verification and
 * password reset through the mail service, Google/OIDC sign-in, and short-lived EdDSA JWTs with a JWKS.
 */
export function createIdentityProvider({
  db,
  config,
  secret,
  oauthProviders,
  mail,
  onSessionEnded,
  assertMaySignUp,
}: IdentityProviderDeps) {
  const sendNotice = (
    to: string,
    heading: string,
    paragraphs: string[],
    action?: { label: string; url: string },
    throttle: { perRecipientPerHour?: number } = {},
  ) =>
    mail
      .queue(db, { to, template: 'notice', data: { heading, paragraphs, ...(action ? { action } : {}) }, ...throttle })
      .then(() => undefined);

  return betterAuth({
    appName: config.PRODUCT_NAME,
    baseURL: config.publicUrl,
    basePath: AUTH_PREFIX,
    secret,
    trustedOrigins: trustedOrigins(config),
    // Its own console logger would bypass pino and the request ids; expected refusals are ours to report.
    logger: { disabled: config.LOG_LEVEL === 'silent', level: 'error' },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: authUsers,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
        jwks: authJwks,
      },
    }),
    user: {
      additionalFields: {
        role: { type: 'string', required: false, input: false },
        organizationId: { type: 'string', required: false, input: false },
        customAttributes: { type: 'string', required: false, input: false },
      },
    },
    // Every way a session ends deletes its row through these hooks (one session, or all of a user's), so its bearer
    // tokens can be refused at once (ended-sessions.ts) rather than when they expire.
    databaseHooks: {
      session: { delete: { after: async (session) => onSessionEnded(session.id) } },
      // An account made by one of the provider's endpoints (a first Google/OIDC sign-in; email sign-up, checked
      // before already) obeys invitation-only sign-up. Outside an endpoint (the demo seed) there is no context.
      // The refusal is the provider's own error so an OAuth callback sends the browser back to /login with its code.
      user: {
        create: {
          before: async (user, context) => {
            if (!context) return;
            try {
              await assertMaySignUp(user.email);
            } catch (error) {
              if (!(error instanceof AppError)) throw error;
              throw new APIError('FORBIDDEN', { code: error.code, message: error.message });
            }
          },
        },
      },
    },
    session: {
      expiresIn: config.SESSION_TTL_SECONDS,
      updateAge: Math.min(86_400, Math.floor(config.SESSION_TTL_SECONDS / 2)),
    },
    // Our global rate limit and the per-account lock-out (sign-in-guard.ts) cover this; two limiters would
    // disagree about when a client may try again.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 256,
      // Sign-up never signs in by itself: then a sign-up for a taken address answers exactly like a new one,
      // and the web app signs in next with the password just typed.
      autoSignIn: false,
      requireEmailVerification: config.REQUIRE_EMAIL_VERIFICATION,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, url }) =>
        sendNotice(
          user.email,
          'Reset your password',
          ['Someone asked to reset the password of your account. If it was not you, ignore this mail.'],
          {
            label: 'Choose a new password',
            url,
          },
          { perRecipientPerHour: MAILS_ANYONE_CAN_ASK_PER_HOUR },
        ),
      onExistingUserSignUp: ({ user }) =>
        sendNotice(
          user.email,
          'You already have an account',
          [
            'Someone tried to create an account with this address, which already has one. If it was you, sign in or reset your password.',
          ],
          undefined,
          { perRecipientPerHour: MAILS_ANYONE_CAN_ASK_PER_HOUR },
        ),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: ({ user, url }) =>
        sendNotice(
          user.email,
          'Confirm your email address',
          ['Confirm this address to finish setting up your account.'],
          {
            label: 'Confirm my address',
            url,
          },
        ),
    },
    plugins: [
      jwt({
        jwks: { jwksPath: '/jwks', keyPairConfig: { alg: 'EdDSA', crv: 'Ed25519' } },
        jwt: {
          issuer: config.publicUrl,
          audience: config.publicUrl,
          expirationTime: `${config.SESSION_JWT_TTL_SECONDS}s`,
          // `sid` ties the token to its provider session: the verifier refuses it once that session has ended.
          definePayload: ({ user, session }) => ({ ...sessionClaims(user as ProviderUser), sid: session.id }),
        },
      }),
      ...(oauthProviders.length > 0
        ? [
            genericOAuth({
              config: oauthProviders.map((provider) => ({
                providerId: provider.providerId,
                clientId: provider.clientId,
                clientSecret: provider.clientSecret,
                discoveryUrl: `${provider.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
                scopes: provider.scopes,
                pkce: true,
              })),
            }),
          ]
        : []),
    ],
  });
}
export type IdentityProvider = ReturnType<typeof createIdentityProvider>;
