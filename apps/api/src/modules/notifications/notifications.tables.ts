import { boolean, index, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

/** One notification of one user, made from one domain event (the event id makes a second delivery a no-op). */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    eventId: text('event_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    unique('notifications_user_event_unique').on(table.userId, table.eventId),
    index('notifications_user_created_idx').on(table.userId, table.createdAt),
  ],
);

/** A user's choice for one kind of notification; no row means the kind's defaults. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    inApp: boolean('in_app').notNull(),
    mail: boolean('mail').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);
