import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Append-only: a database trigger refuses UPDATE and DELETE (see the migration that creates it). */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: uuid('id').primaryKey(),
    actorId: text('actor_id'),
    action: text('action').notNull(),
    organizationId: text('organization_id'),
    targetType: text('target_type'),
    targetId: text('target_id'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    requestId: text('request_id'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_logs_created_at_idx').on(table.createdAt),
    index('audit_logs_actor_idx').on(table.actorId),
    index('audit_logs_organization_idx').on(table.organizationId),
    index('audit_logs_action_idx').on(table.action),
  ],
);
