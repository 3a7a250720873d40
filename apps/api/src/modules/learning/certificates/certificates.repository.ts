import { and, asc, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../../db/client.js';
import { containsPattern } from '../../../db/like.js';
import { users } from '../../users/users.tables.js';
import { learningCertificates, learningIssuerKeys } from '../learning.tables.js';

export type CertificateRow = typeof learningCertificates.$inferSelect;
export type IssuerKeyRow = typeof learningIssuerKeys.$inferSelect;

/** Certificates and the issuer's keys. Every method takes the caller's transaction, if any. */
export function createCertificatesRepository(db: Database) {
  return {
    async find(id: string, tx: DbExecutor = db): Promise<CertificateRow | null> {
      const [row] = await tx.select().from(learningCertificates).where(eq(learningCertificates.id, id));
      return row ?? null;
    },

    async findByHolderPath(userId: string, pathId: string, tx: DbExecutor = db): Promise<CertificateRow | null> {
      const [row] = await tx
        .select()
        .from(learningCertificates)
        .where(and(eq(learningCertificates.userId, userId), eq(learningCertificates.pathId, pathId)));
      return row ?? null;
    },

    /**
     * Inserts unless the holder already has this path's certificate or the status index is taken (either unique key):
     * `on conflict do nothing` waits for a concurrent insert of the same key to commit and then skips, so neither
     * case aborts the caller's transaction. Null when nothing was inserted; the caller tells which key it was.
     */
    async insert(row: typeof learningCertificates.$inferInsert, tx: DbExecutor = db): Promise<CertificateRow | null> {
      const [inserted] = await tx.insert(learningCertificates).values(row).onConflictDoNothing().returning();
      return inserted ?? null;
    },

    /** The newest status list in use and how many certificates it holds (list 1, empty, before the first). */
    async newestList(tx: DbExecutor = db): Promise<{ list: number; used: number }> {
      const [row] = await tx
        .select({ list: learningCertificates.statusList, used: sql<number>`count(*)::integer` })
        .from(learningCertificates)
        .groupBy(learningCertificates.statusList)
        .orderBy(desc(learningCertificates.statusList))
        .limit(1);
      return row ?? { list: 1, used: 0 };
    },

    async listHasCertificates(list: number): Promise<boolean> {
      const [row] = await db
        .select({ id: learningCertificates.id })
        .from(learningCertificates)
        .where(eq(learningCertificates.statusList, list))
        .limit(1);
      return Boolean(row);
    },

    async revokedIndexes(list: number): Promise<number[]> {
      const rows = await db
        .select({ index: learningCertificates.statusIndex })
        .from(learningCertificates)
        .where(and(eq(learningCertificates.statusList, list), isNotNull(learningCertificates.revokedAt)));
      return rows.map((row) => row.index);
    },

    ofHolder(userId: string): Promise<CertificateRow[]> {
      return db
        .select()
        .from(learningCertificates)
        .where(eq(learningCertificates.userId, userId))
        .orderBy(desc(learningCertificates.issuedAt), asc(learningCertificates.id));
    },

    /** Every certificate with its holder's email, newest first, matching the search in holder, email, path or id. */
    adminList(query: { search?: string; status?: 'active' | 'revoked' }) {
      const pattern = query.search ? containsPattern(query.search) : null;
      return db
        .select({ certificate: learningCertificates, email: users.email })
        .from(learningCertificates)
        .innerJoin(users, eq(users.id, learningCertificates.userId))
        .where(
          and(
            pattern
              ? or(
                  ilike(learningCertificates.holderName, pattern),
                  ilike(users.email, pattern),
                  ilike(learningCertificates.pathTitle, pattern),
                  ilike(learningCertificates.id, pattern),
                )
              : undefined,
            query.status === 'revoked' ? isNotNull(learningCertificates.revokedAt) : undefined,
            query.status === 'active' ? isNull(learningCertificates.revokedAt) : undefined,
          ),
        )
        .orderBy(desc(learningCertificates.issuedAt), asc(learningCertificates.id))
        .limit(500);
    },

    async holderEmail(userId: string): Promise<string> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email ?? '';
    },

    /** Marks it revoked once: null when it was already revoked (or does not exist). */
    async revoke(
      id: string,
      change: { at: Date; by: string; reason: string },
      tx: DbExecutor = db,
    ): Promise<CertificateRow | null> {
      const [row] = await tx
        .update(learningCertificates)
        .set({ revokedAt: change.at, revokedBy: change.by, revokedReason: change.reason })
        .where(and(eq(learningCertificates.id, id), isNull(learningCertificates.revokedAt)))
        .returning();
      return row ?? null;
    },

    // ---- The issuer's keys ----

    /** The oldest unretired key: every node that raced to create the first key picks the same one. */
    async signingKey(tx: DbExecutor = db): Promise<IssuerKeyRow | null> {
      const [row] = await tx
        .select()
        .from(learningIssuerKeys)
        .where(isNull(learningIssuerKeys.retiredAt))
        .orderBy(asc(learningIssuerKeys.createdAt), asc(learningIssuerKeys.kid))
        .limit(1);
      return row ?? null;
    },

    async insertKey(row: typeof learningIssuerKeys.$inferInsert, tx: DbExecutor = db): Promise<void> {
      await tx.insert(learningIssuerKeys).values(row).onConflictDoNothing();
    },

    /** Every key, retired or not: what each ever signed keeps verifying. */
    allKeys(): Promise<IssuerKeyRow[]> {
      return db
        .select()
        .from(learningIssuerKeys)
        .orderBy(asc(learningIssuerKeys.createdAt), asc(learningIssuerKeys.kid));
    },
  };
}
export type CertificatesRepository = ReturnType<typeof createCertificatesRepository>;
