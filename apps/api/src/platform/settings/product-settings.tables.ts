import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The product settings the platform admin changes at run time: one row (id 'product'), absent until first changed
 * (the installation's configuration gives the defaults until then).
 */
export const productSettings = pgTable('product_settings', {
  id: text('id').primaryKey(),
  productName: text('product_name').notNull(),
  /** 'open' or 'invitation_only'. */
  signUp: text('sign_up').notNull(),
  rateLimitMax: integer('rate_limit_max').notNull(),
  rateLimitWindowSeconds: integer('rate_limit_window_seconds').notNull(),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
