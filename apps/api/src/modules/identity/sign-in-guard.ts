import {
  SIGN_IN_FAILURE_WINDOW_MS,
  SIGN_IN_LOCKOUT_MS,
  SIGN_IN_MAX_FAILURES,
  SIGN_IN_MESSAGES,
} from '@assay/contracts';
import { AppError } from '../../lib/errors.js';
import type { IdentityRepository } from './identity.repository.js';

export class SignInLockedError extends AppError {
  constructor() {
    super(429, 'SIGN_IN_LOCKED', SIGN_IN_MESSAGES.lockedOut);
  }
}

interface SignInGuardOptions {
  repository: Pick<IdentityRepository, 'findSignInAttempts' | 'countFailure' | 'lockOut' | 'clearSignInAttempts'>;
  maxFailures?: number;
  windowMs?: number;
  lockoutMs?: number;
  now?: () => Date;
}

/**
 * Temporary lock-out after repeated failed sign-ins, counted per (email, source address). Whether the account
 * exists makes no difference to the counting or the message, so the lock-out reveals nothing.
 */
export function createSignInGuard({
  repository,
  maxFailures = SIGN_IN_MAX_FAILURES,
  windowMs = SIGN_IN_FAILURE_WINDOW_MS,
  lockoutMs = SIGN_IN_LOCKOUT_MS,
  now = () => new Date(),
}: SignInGuardOptions) {
  return {
    async assertNotLocked(email: string, source: string): Promise<void> {
      const row = await repository.findSignInAttempts(email.toLowerCase(), source);
      if (row?.lockedUntil && row.lockedUntil > now()) throw new SignInLockedError();
    },

    /** Counts one failure; answers true when this failure locked the account for this source. */
    async recordFailure(email: string, source: string): Promise<boolean> {
      const at = now();
      const row = await repository.countFailure(email.toLowerCase(), source, at, new Date(at.getTime() - windowMs));
      if (!row || row.failures < maxFailures) return false;
      await repository.lockOut(email.toLowerCase(), source, new Date(at.getTime() + lockoutMs), at);
      return true;
    },

    async clear(email: string, source: string): Promise<void> {
      await repository.clearSignInAttempts(email.toLowerCase(), source);
    },
  };
}
export type SignInGuard = ReturnType<typeof createSignInGuard>;
