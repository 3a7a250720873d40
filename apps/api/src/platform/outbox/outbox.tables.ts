import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Domain events, written in the same transaction as the change they describe. */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: uuid('id').primaryKey(),
    /** The order events were recorded in, also within one transaction (whose events share `created_at`). */
    sequence: bigserial('sequence', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    organizationId: text('organization_id'),
    actorId: text('actor_id'),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Not before this time: pushed forward by back-off after a failed delivery. */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    /** A node that claimed the event holds it until then; a node that died lets the claim lapse. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Set when the attempts ran out; the event stays for an operator to inspect and retry. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (table) => [index('outbox_events_pending_idx').on(table.deliveredAt, table.failedAt, table.availableAt)],
);

/** Which subscriber has handled which event, so a retry skips the subscribers that already succeeded. */
export const outboxDeliveries = pgTable(
  'outbox_deliveries',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => outboxEvents.id, { onDelete: 'cascade' }),
    subscriber: text('subscriber').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.subscriber] })],
);
