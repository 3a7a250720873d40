import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import { authSessions, authUsers, signInAttempts } from './identity.tables.js';

export type SignInAttemptRow = typeof signInAttempts.$inferSelect;

/** The role and organization our provider's tokens carry as claims. */
export interface ProviderClaims {
  role: string | null;
  organizationId: string | null;
}

/**
 * The identity module's own queries: the provider's accounts (beyond what better-auth's adapter does itself) and the
 * failed sign-ins the lock-out counts. Emails arrive here already lower-cased.
 */
export function createIdentityRepository(db: Database) {
  const attemptKey = (email: string, source: string) =>
    and(eq(signInAttempts.email, email), eq(signInAttempts.source, source));

  return {
    async findAccountIdByEmail(email: string, tx: DbExecutor = db): Promise<string | null> {
      const [found] = await tx.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
      return found?.id ?? null;
    },

    /** Removes an account the provider just made (a sign-up that could not finish): its sessions and logins go too. */
    async removeAccount(subject: string, tx: DbExecutor = db): Promise<void> {
      await tx.delete(authUsers).where(eq(authUsers.id, subject));
    },

    async setCustomAttributes(subject: string, attributes: Record<string, unknown>, tx: DbExecutor = db) {
      await tx
        .update(authUsers)
        .set({ customAttributes: JSON.stringify(attributes) })
        .where(eq(authUsers.id, subject));
    },

    /** Whether the provider session still exists and has not expired (a bearer token lives only as long). */
    async isSessionActive(sessionId: string, at: Date, tx: DbExecutor = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: authSessions.id })
        .from(authSessions)
        .where(and(eq(authSessions.id, sessionId), gt(authSessions.expiresAt, at)));
      return row !== undefined;
    },

    async readClaims(subject: string, tx: DbExecutor = db): Promise<ProviderClaims | null> {
      const [row] = await tx
        .select({ role: authUsers.role, organizationId: authUsers.organizationId })
        .from(authUsers)
        .where(eq(authUsers.id, subject));
      return row ?? null;
    },

    async writeClaims(subject: string, claims: ProviderClaims, tx: DbExecutor = db) {
      await tx
        .update(authUsers)
        .set({ ...claims, updatedAt: new Date() })
        .where(eq(authUsers.id, subject));
    },

    async findSignInAttempts(email: string, source: string, tx: DbExecutor = db): Promise<SignInAttemptRow | null> {
      const [row] = await tx.select().from(signInAttempts).where(attemptKey(email, source));
      return row ?? null;
    },

    /**
     * Counts one failure at `at`, starting the count afresh when the first failure counted is older than
     * `windowStart`. One statement, so two failures arriving together are both counted.
     */
    async countFailure(
      email: string,
      source: string,
      at: Date,
      windowStart: Date,
      tx: DbExecutor = db,
    ): Promise<SignInAttemptRow | null> {
      const [row] = await tx
        .insert(signInAttempts)
        .values({ email, source, failures: 1, firstFailureAt: at })
        .onConflictDoUpdate({
          target: [signInAttempts.email, signInAttempts.source],
          set: {
            failures: sql`case when ${signInAttempts.firstFailureAt} < ${windowStart} then 1 else ${signInAttempts.failures} + 1 end`,
            firstFailureAt: sql`case when ${signInAttempts.firstFailureAt} < ${windowStart} then ${at} else ${signInAttempts.firstFailureAt} end`,
            lockedUntil: null,
          },
        })
        .returning();
      return row ?? null;
    },

    /** Locks the pair out until `until`, and starts the failure count afresh from `at`. */
    async lockOut(email: string, source: string, until: Date, at: Date, tx: DbExecutor = db) {
      await tx
        .update(signInAttempts)
        .set({ lockedUntil: until, failures: 0, firstFailureAt: at })
        .where(attemptKey(email, source));
    },

    async clearSignInAttempts(email: string, source: string, tx: DbExecutor = db) {
      await tx.delete(signInAttempts).where(attemptKey(email, source));
    },
  };
}
export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
