import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import { outboxDeliveries, outboxEvents } from './outbox.tables.js';

export type OutboxRow = typeof outboxEvents.$inferSelect;
export type NewOutboxRow = typeof outboxEvents.$inferInsert;

const msInterval = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/** All times come from the database's clock, so API nodes with skewed clocks still agree. */
export function createOutboxRepository(db: Database) {
  return {
    async insert(row: NewOutboxRow, tx: DbExecutor = db): Promise<void> {
      await tx.insert(outboxEvents).values(row);
    },

    /**
     * Claims up to `limit` due events for this node for `leaseMs`. SKIP LOCKED lets several nodes claim at
     * once without waiting on each other or taking the same event.
     */
    async claimDue(limit: number, leaseMs: number): Promise<OutboxRow[]> {
      const due = db
        .select({ id: outboxEvents.id })
        .from(outboxEvents)
        .where(
          and(
            isNull(outboxEvents.deliveredAt),
            isNull(outboxEvents.failedAt),
            lte(outboxEvents.availableAt, sql`now()`),
            or(isNull(outboxEvents.claimedUntil), lte(outboxEvents.claimedUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(outboxEvents.createdAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(outboxEvents)
        .set({ claimedUntil: msInterval(leaseMs), attempts: sql`${outboxEvents.attempts} + 1` })
        .where(inArray(outboxEvents.id, due))
        .returning();
    },

    async deliveredSubscribers(eventId: string): Promise<Set<string>> {
      const rows = await db
        .select({ subscriber: outboxDeliveries.subscriber })
        .from(outboxDeliveries)
        .where(eq(outboxDeliveries.eventId, eventId));
      return new Set(rows.map((row) => row.subscriber));
    },

    async markSubscriberDelivered(eventId: string, subscriber: string): Promise<void> {
      await db.insert(outboxDeliveries).values({ eventId, subscriber }).onConflictDoNothing();
    },

    async markDelivered(eventId: string): Promise<void> {
      await db
        .update(outboxEvents)
        .set({ deliveredAt: sql`now()`, claimedUntil: null, lastError: null })
        .where(eq(outboxEvents.id, eventId));
    },

    async scheduleRetry(eventId: string, error: string, delayMs: number): Promise<void> {
      await db
        .update(outboxEvents)
        .set({ availableAt: msInterval(delayMs), claimedUntil: null, lastError: error })
        .where(eq(outboxEvents.id, eventId));
    },

    async markFailed(eventId: string, error: string): Promise<void> {
      await db
        .update(outboxEvents)
        .set({ failedAt: sql`now()`, claimedUntil: null, lastError: error })
        .where(eq(outboxEvents.id, eventId));
    },

    async findById(eventId: string): Promise<OutboxRow | undefined> {
      const [row] = await db.select().from(outboxEvents).where(eq(outboxEvents.id, eventId));
      return row;
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
