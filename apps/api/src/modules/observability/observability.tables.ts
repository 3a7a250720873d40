import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The embedded error collector (used when no SENTRY_DSN is set): one row per fingerprint — the same error from the
 * same place — with how often it was recorded and how often SPEC §9's limit (10 identical errors per 60 s) folded it
 * away. The recent events' times live on the row, so every API node limits together.
 */
export const errorGroups = pgTable(
  'error_groups',
  {
    fingerprint: text('fingerprint').primaryKey(),
    source: text('source').$type<'web' | 'api'>().notNull(),
    message: text('message').notNull(),
    /** The page's path (web) or the route's pattern (api). */
    route: text('route'),
    stack: text('stack'),
    count: integer('count').notNull().default(0),
    suppressed: integer('suppressed').notNull().default(0),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull(),
    lastRequestId: text('last_request_id'),
    release: text('release'),
    /** When the events recorded in the last 60 s happened: at most 10, the sliding window SPEC §9's limit reads. */
    recent: timestamp('recent', { withTimezone: true })
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (table) => [index('error_groups_last_seen_idx').on(table.lastSeen)],
);

/**
 * Web vitals, aggregated per page, day and measure into histogram buckets (`bucket` is the index of the upper
 * bound in WEB_VITAL_BUCKETS): p75 over any range of days is read from the summed buckets, never from raw samples.
 */
export const webVitalBuckets = pgTable(
  'web_vital_buckets',
  {
    day: date('day').notNull(),
    page: text('page').notNull(),
    name: text('name').$type<'LCP' | 'INP' | 'CLS'>().notNull(),
    bucket: integer('bucket').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.page, table.name, table.bucket] })],
);
