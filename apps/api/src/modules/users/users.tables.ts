import { ROLES } from '@assay/contracts';
import { index, pgEnum, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const roleEnum = pgEnum('role', ROLES);

/** The product's users (SPEC.md §3). `role` is null until the user chooses one. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull().unique(),
    name: text('name').notNull().default(''),
    role: roleEnum('role'),
    /** The organization the user acts in; empty for none (SPEC.md §3 default). */
    organizationId: text('organization_id').notNull().default(''),
    picture: text('picture').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('users_organization_id_idx').on(table.organizationId), index('users_role_idx').on(table.role)],
);

/**
 * Which token identity is which user: (issuer, subject) of a verified bearer token. Our own provider and any
 * trusted external issuer map the same way, so one person signing in through either reaches one row.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.issuer, table.subject] }),
    index('user_identities_user_idx').on(table.userId),
  ],
);
