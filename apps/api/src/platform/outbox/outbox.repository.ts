import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import { outboxDeliveries, outboxEvents } from './outbox.tables.js';

export type OutboxRow = typeof outboxEvents.$inferSelect;
export type NewOutboxRow = typeof outboxEvents.$inferInsert;

const msInterval = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/** All times come from the database's clock, so API nodes with skewed clocks still agree. */
export function createOutboxRepository(db: Database) {
  return {
    async insert(rows: readonly NewOutboxRow[], tx: DbExecutor = db): Promise<void> {
      await tx.insert(outboxEvents).values([...rows]);
    },

    /**
     * Claims up to `limit` due events for this node for `leaseMs`, oldest first. SKIP LOCKED lets several nodes claim at
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
        .orderBy(asc(outboxEvents.sequence))
        .limit(limit)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(outboxEvents)
        .set({ claimedUntil: msInterval(leaseMs), attempts: sql`${outboxEvents.attempts} + 1` })
        .where(inArray(outboxEvents.id, due))
        .returning();
      return claimed.sort((a, b) => a.sequence - b.sequence); // RETURNING keeps no order
    },

    /** Which subscribers each of these events was delivered to already (a retried event skips them). */
    async deliveredSubscribers(eventIds: readonly string[]): Promise<Map<string, Set<string>>> {
      const delivered = new Map<string, Set<string>>();
      if (eventIds.length === 0) return delivered;
      const rows = await db
        .select({ eventId: outboxDeliveries.eventId, subscriber: outboxDeliveries.subscriber })
        .from(outboxDeliveries)
        .where(inArray(outboxDeliveries.eventId, [...eventIds]));
      for (const row of rows) {
        const subscribers = delivered.get(row.eventId) ?? new Set<string>();
        subscribers.add(row.subscriber);
        delivered.set(row.eventId, subscribers);
      }
      return delivered;
    },

    async markSubscriberDelivered(eventIds: readonly string[], subscriber: string): Promise<void> {
      if (eventIds.length === 0) return;
      await db
        .insert(outboxDeliveries)
        .values(eventIds.map((eventId) => ({ eventId, subscriber })))
        .onConflictDoNothing();
    },

    async markDelivered(eventIds: readonly string[]): Promise<void> {
      if (eventIds.length === 0) return;
      await db
        .update(outboxEvents)
        .set({ deliveredAt: sql`now()`, claimedUntil: null, lastError: null })
        .where(inArray(outboxEvents.id, [...eventIds]));
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
