import type { AuthConfig } from '@assay/contracts';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { AuditService } from '../../platform/audit/audit.service.js';
import type { Broadcast } from '../../platform/broadcast/broadcast.js';
import type { MailService } from '../../platform/mail/mail.service.js';
import type { UsersService } from '../users/users.service.js';
import { createEndedSessions } from './ended-sessions.js';
import { createIdentityProvider, type IdentityProviderConfig, type OAuthProviderSetting } from './identity.provider.js';
import type { IdentityRepository } from './identity.repository.js';
import { createSignInGuard } from './sign-in-guard.js';
import { createSignInService } from './sign-in.service.js';
import type { SignUpPolicy } from './sign-up-policy.js';
import { createTokenVerifier } from './token-verifier.js';

/** The configuration identity reads: the provider's, the OIDC button's name, and the external issuer we trust. */
export type IdentityConfig = IdentityProviderConfig &
  Pick<Config, 'OIDC_NAME' | 'EXTERNAL_JWT_ISSUER' | 'EXTERNAL_JWT_JWKS_URL' | 'EXTERNAL_JWT_AUDIENCE'>;

interface IdentityServiceDeps {
  /** For the provider's own adapter and its mail; our queries go through `repository`. */
  db: Database;
  repository: IdentityRepository;
  config: IdentityConfig;
  secret: string;
  oauthProviders: OAuthProviderSetting[];
  mail: Pick<MailService, 'queue'>;
  audit: Pick<AuditService, 'record'>;
  /** The product user behind one of our provider's subjects. */
  users: Pick<UsersService, 'idOfSubject'>;
  /** Tells every API node of the sessions that end here. */
  broadcast: Pick<Broadcast, 'publish' | 'subscribe' | 'onResync'>;
  signUpPolicy: Pick<SignUpPolicy, 'assertMaySignUp'>;
}

/** Identity: the embedded provider, bearer verification, and sign-up, sign-in (with its lock-out) and sign-out. */
export function createIdentityService({
  db,
  repository,
  config,
  secret,
  oauthProviders,
  mail,
  audit,
  users,
  broadcast,
  signUpPolicy,
}: IdentityServiceDeps) {
  const ended = createEndedSessions({ broadcast, ttlMs: config.SESSION_JWT_TTL_SECONDS * 1000 });
  const provider = createIdentityProvider({
    db,
    config,
    secret,
    oauthProviders,
    mail,
    onSessionEnded: (sessionId) => ended.end(sessionId),
    assertMaySignUp: (email) => signUpPolicy.assertMaySignUp(email),
  });
  const verifier = createTokenVerifier({
    own: {
      issuer: config.publicUrl,
      audience: config.publicUrl,
      loadKeys: () => provider.api.getJwks(),
      sessions: { ended, isActive: (sessionId) => repository.isSessionActive(sessionId, new Date()) },
    },
    external:
      config.EXTERNAL_JWT_ISSUER && config.EXTERNAL_JWT_JWKS_URL
        ? {
            issuer: config.EXTERNAL_JWT_ISSUER,
            jwksUrl: config.EXTERNAL_JWT_JWKS_URL,
            audience: config.EXTERNAL_JWT_AUDIENCE,
          }
        : undefined,
  });
  const signIn = createSignInService({
    repository,
    guard: createSignInGuard({ repository }),
    audit,
    users,
    signUpPolicy,
    sessionAccountOf: (headers) =>
      provider.api
        .getSession({ headers })
        .then((session) => (session?.user ? { subject: session.user.id, email: session.user.email } : null))
        .catch(() => null),
  });
  const oidc = oauthProviders.some((p) => p.providerId === 'oidc') ? { name: config.OIDC_NAME } : null;

  return {
    provider,
    verifier,
    ...signIn,
    issuer: config.publicUrl,

    publicConfig: (): AuthConfig => ({
      emailPassword: true,
      google: oauthProviders.some((p) => p.providerId === 'google'),
      oidc,
      requireEmailVerification: config.REQUIRE_EMAIL_VERIFICATION,
    }),

    /** Creates a verified email-and-password account unless one exists (the demo seed). Answers its subject. */
    async ensureAccount(input: { email: string; password: string; name: string }): Promise<string> {
      const email = input.email.toLowerCase();
      const found = await repository.findAccountIdByEmail(email);
      if (found) return found;
      // Through the provider's internals rather than its sign-up endpoint: no verification mail for a seeded account.
      const context = await provider.$context;
      const user = await context.internalAdapter.createUser(
        { email, name: input.name, emailVerified: true },
        { method: 'email-password' },
      );
      await context.internalAdapter.linkAccount({
        userId: user.id,
        providerId: 'credential',
        accountId: user.id,
        password: await context.password.hash(input.password),
      });
      return user.id;
    },
  };
}
export type IdentityService = ReturnType<typeof createIdentityService>;
