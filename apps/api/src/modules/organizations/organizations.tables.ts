import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { roleEnum, users } from '../users/users.tables.js';

/** Organizations (SPEC.md §3): the companies that assess candidates. */
export const organizations = pgTable('organizations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  website: text('website').notNull().default(''),
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Organization membership. Staff (interviewer, orgadmin) belong to exactly one organization; a candidate may
 * belong to several. users.organization_id is the one the user acts in.
 */
export const organizationMembers = pgTable(
  'organization_members',
  {
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: roleEnum('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.userId] }), index('organization_members_user_idx').on(table.userId)],
);
