import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import { mailMessages } from './mail.tables.js';

export type MailRow = typeof mailMessages.$inferSelect;
export type NewMailRow = typeof mailMessages.$inferInsert;

export function createMailRepository(db: Database) {
  return {
    /** Inserts unless a message with that id exists (a re-delivered event); answers whether it inserted. */
    async insertOnce(row: NewMailRow, tx: DbExecutor = db): Promise<boolean> {
      const inserted = await tx
        .insert(mailMessages)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: mailMessages.id });
      return inserted.length > 0;
    },
    /** How many mails with this subject went (or were kept) to `to` since then. */
    async countTo(to: string, subject: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(mailMessages)
        .where(and(eq(mailMessages.to, to), eq(mailMessages.subject, subject), gt(mailMessages.createdAt, since)));
      return row?.total ?? 0;
    },

    async exists(id: string): Promise<boolean> {
      const rows = await db.select({ id: mailMessages.id }).from(mailMessages).where(eq(mailMessages.id, id));
      return rows.length > 0;
    },
    async listRecent(limit: number, offset = 0): Promise<{ rows: MailRow[]; total: number }> {
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(mailMessages)
          .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(mailMessages),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
  };
}
export type MailRepository = ReturnType<typeof createMailRepository>;
