import { type OrganizationSettings } from '@assay/contracts';
import { index, jsonb, pgEnum, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { roleEnum, users } from '../users/users.tables.js';

/** Organizations (SPEC.md §3): the companies that assess candidates. */
export const organizations = pgTable('organizations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  website: text('website').notNull().default(''),
  createdBy: text('created_by').notNull(),
  /** Partial: absent keys take DEFAULT_ORGANIZATION_SETTINGS. */
  settings: jsonb('settings').$type<Partial<OrganizationSettings>>().notNull().default({}),
  /**
   * Set while the platform admin has suspended the organization: its people still sign in and read, but start and
   * submit no work (organization-suspension.ts). Nothing else of the organization changes.
   */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  /** Shown to the organization's people, so they know why. */
  suspendedReason: text('suspended_reason'),
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
  (table) => [
    primaryKey({ columns: [table.organizationId, table.userId] }),
    index('organization_members_user_idx').on(table.userId),
  ],
);

export const invitationStatusEnum = pgEnum('invitation_status', ['pending', 'accepted', 'revoked']);

/**
 * Invitations into an organization. Only a SHA-256 of the token is kept: the token itself travels in the mail
 * and nowhere else. A resend replaces the hash, so an older link stops working.
 */
export const organizationInvitations = pgTable(
  'organization_invitations',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: roleEnum('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    status: invitationStatusEnum('status').notNull().default('pending'),
    invitedBy: text('invited_by').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedBy: text('accepted_by'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('organization_invitations_organization_idx').on(table.organizationId),
    index('organization_invitations_email_idx').on(table.email),
  ],
);
