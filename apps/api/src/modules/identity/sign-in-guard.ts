import {
  SIGN_IN_FAILURE_WINDOW_MS,
  SIGN_IN_LOCKOUT_MS,
  SIGN_IN_MAX_FAILURES,
  SIGN_IN_MESSAGES,
} from '@assay/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { signInAttempts } from './identity.tables.js';

export class SignInLockedError extends AppError {
  constructor() {
    super(429, 'SIGN_IN_LOCKED', SIGN_IN_MESSAGES.lockedOut);
  }
}

interface SignInGuardOptions {
  db: Database;
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
  db,
  maxFailures = SIGN_IN_MAX_FAILURES,
  windowMs = SIGN_IN_FAILURE_WINDOW_MS,
  lockoutMs = SIGN_IN_LOCKOUT_MS,
  now = () => new Date(),
}: SignInGuardOptions) {
  const key = (email: string, source: string) =>
    and(eq(signInAttempts.email, email.toLowerCase()), eq(signInAttempts.source, source));

  return {
    async assertNotLocked(email: string, source: string): Promise<void> {
      const [row] = await db.select().from(signInAttempts).where(key(email, source));
      if (row?.lockedUntil && row.lockedUntil > now()) throw new SignInLockedError();
    },

    /** Counts one failure; answers true when this failure locked the account for this source. */
    async recordFailure(email: string, source: string): Promise<boolean> {
      const at = now();
      const windowStart = new Date(at.getTime() - windowMs);
      // One statement, so two failures arriving together are both counted.
      const [row] = await db
        .insert(signInAttempts)
        .values({ email: email.toLowerCase(), source, failures: 1, firstFailureAt: at })
        .onConflictDoUpdate({
          target: [signInAttempts.email, signInAttempts.source],
          set: {
            failures: sql`case when ${signInAttempts.firstFailureAt} < ${windowStart} then 1 else ${signInAttempts.failures} + 1 end`,
            firstFailureAt: sql`case when ${signInAttempts.firstFailureAt} < ${windowStart} then ${at} else ${signInAttempts.firstFailureAt} end`,
            lockedUntil: null,
          },
        })
        .returning();
      if (!row || row.failures < maxFailures) return false;
      await db
        .update(signInAttempts)
        .set({ lockedUntil: new Date(at.getTime() + lockoutMs), failures: 0, firstFailureAt: at })
        .where(key(email, source));
      return true;
    },

    async clear(email: string, source: string): Promise<void> {
      await db.delete(signInAttempts).where(key(email, source));
    },
  };
}
export type SignInGuard = ReturnType<typeof createSignInGuard>;
