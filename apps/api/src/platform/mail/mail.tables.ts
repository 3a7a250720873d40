import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const mailStatusEnum = pgEnum('mail_status', ['kept', 'sent', 'failed']);

/**
 * Every outgoing mail. Without SMTP the whole message is kept for admins to pass on by hand (`kept`);
 * with SMTP only the envelope is recorded once it is sent, so links in it do not linger here.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: uuid('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    template: text('template').notNull(),
    text: text('text'),
    html: text('html'),
    status: mailStatusEnum('status').notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('mail_messages_created_at_idx').on(table.createdAt)],
);
