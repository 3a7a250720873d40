import { AppError } from '../../lib/errors.js';
import type { AuditService } from '../../platform/audit/audit.service.js';
import type { RequestMeta, UsersService } from '../users/users.service.js';
import type { IdentityRepository } from './identity.repository.js';
import type { SignInGuard } from './sign-in-guard.js';
import type { SignUpPolicy } from './sign-up-policy.js';

/** What the provider answered: its status and body (parsed when JSON). */
export interface ProviderAnswer {
  status: number;
  json: unknown;
  text: string;
}

/**
 * One call of the provider's endpoint the route stands for, with the body given. A refusal is thrown as an AppError
 * (401 for wrong credentials), so the service can count it without knowing anything of HTTP.
 */
export type ProviderCall = (body: unknown) => Promise<ProviderAnswer>;

/** The caller's source address is required here: the lock-out counts failures per account and address. */
export type SignInMeta = RequestMeta & { ip: string };

export interface SignUpInput {
  email: string;
  password: string;
  name: string;
  customAttributes?: Record<string, unknown>;
  callbackURL?: string;
}

export interface SignInInput {
  email: string;
  password: string;
  rememberMe?: boolean;
  callbackURL?: string;
}

/** Sign-up attributes that must never come from the person signing up. */
const PRIVILEGED_ATTRIBUTES = ['role', 'organizationId', 'organization_id', 'roleNames'];

const subjectOf = (answer: ProviderAnswer) => (answer.json as { user?: { id?: string } } | null)?.user?.id;

interface SignInServiceDeps {
  repository: Pick<IdentityRepository, 'setCustomAttributes' | 'removeAccount'>;
  guard: Pick<SignInGuard, 'assertNotLocked' | 'recordFailure' | 'clear'>;
  audit: Pick<AuditService, 'record'>;
  users: Pick<UsersService, 'idOfSubject'>;
  /** Refuses a sign-up while sign-up is by invitation only and the address has none. */
  signUpPolicy: Pick<SignUpPolicy, 'assertMaySignUp'>;
  /** Whose provider session these request headers carry (its subject and email), if anyone's. */
  sessionAccountOf: (headers: Headers) => Promise<SessionAccount | null>;
}

export interface SessionAccount {
  subject: string;
  email: string;
}

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  revokeOtherSessions?: boolean;
}

/**
 * What we add around the provider's own sign-up, sign-in, password change and sign-out: custom attributes without
 * privileged ones, the lock-out, and the audit rows. The provider itself is reached through the `ProviderCall` the
 * route hands in.
 */
export function createSignInService({
  repository,
  guard,
  audit,
  users,
  signUpPolicy,
  sessionAccountOf,
}: SignInServiceDeps) {
  /** Audits one wrong password (`action`), counts it for the lock-out, and audits the lock-out it may cause. */
  async function countWrongPassword(email: string, meta: SignInMeta, action: string): Promise<void> {
    await audit.record({ action, targetType: 'identity', metadata: { email }, ...meta });
    if (await guard.recordFailure(email, meta.ip))
      await audit.record({ action: 'auth.lockout', targetType: 'identity', metadata: { email }, ...meta });
  }

  return {
    async signUp(input: SignUpInput, meta: RequestMeta, createAccount: ProviderCall): Promise<ProviderAnswer> {
      const { customAttributes, ...account } = input;
      await signUpPolicy.assertMaySignUp(account.email);
      const answer = await createAccount(account);
      const created = subjectOf(answer);
      if (created) {
        const kept = Object.fromEntries(
          Object.entries(customAttributes ?? {}).filter(([key]) => !PRIVILEGED_ATTRIBUTES.includes(key)),
        );
        try {
          if (Object.keys(kept).length > 0) await repository.setCustomAttributes(created, kept);
          await audit.record({
            action: 'auth.sign_up',
            targetType: 'identity',
            metadata: { email: account.email.toLowerCase() },
            ...meta,
          });
        } catch (error) {
          // Sign-up is one step: an account it could not finish is removed, so the address can sign up again.
          await repository.removeAccount(created);
          throw error;
        }
      }
      return answer;
    },

    async signIn(input: SignInInput, meta: SignInMeta, signInWithProvider: ProviderCall): Promise<ProviderAnswer> {
      const email = input.email.toLowerCase();
      await guard.assertNotLocked(email, meta.ip);
      try {
        const answer = await signInWithProvider({ ...input, email });
        await guard.clear(email, meta.ip);
        const subject = subjectOf(answer);
        const actor = subject ? await users.idOfSubject(subject) : null;
        await audit.record({
          actorId: actor,
          action: 'auth.sign_in',
          targetType: 'identity',
          targetId: subject ?? null,
          metadata: { email },
          ...meta,
        });
        return answer;
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 401)
          await countWrongPassword(email, meta, 'auth.sign_in_failed');
        throw error;
      }
    },

    /**
     * Changes the password of the session's account. The current password is a password guess like a sign-in's, so
     * it is bounded by the same lock-out (same account and source address, same count): a stolen session cookie
     * gives no unlimited guesses. Without a session the provider refuses on its own.
     */
    async changePassword(
      input: ChangePasswordInput,
      sessionHeaders: Headers,
      meta: SignInMeta,
      changeWithProvider: ProviderCall,
    ): Promise<ProviderAnswer> {
      const account = await sessionAccountOf(sessionHeaders);
      if (!account) return changeWithProvider(input);
      const email = account.email.toLowerCase();
      await guard.assertNotLocked(email, meta.ip);
      try {
        const answer = await changeWithProvider(input);
        await guard.clear(email, meta.ip);
        return answer;
      } catch (error) {
        if (error instanceof AppError && error.code === 'INVALID_PASSWORD')
          await countWrongPassword(email, meta, 'auth.password_check_failed');
        throw error;
      }
    },

    /** Ends the provider session (through `endSession`), then audits whose it was, if anyone's. */
    async signOut(sessionHeaders: Headers, meta: RequestMeta, endSession: () => Promise<unknown>): Promise<void> {
      const subject = (await sessionAccountOf(sessionHeaders))?.subject ?? null;
      await endSession();
      if (subject !== null) {
        const actor = await users.idOfSubject(subject);
        await audit.record({
          actorId: actor,
          action: 'auth.logout',
          targetType: 'identity',
          targetId: subject,
          ...meta,
        });
      }
    },
  };
}
export type SignInService = ReturnType<typeof createSignInService>;
