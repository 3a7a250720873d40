import { z } from 'zod';
import { isoDateTimeSchema } from './common.js';

export const adminPaths = {
  auditLogs: '/admin/audit-logs',
  mails: '/admin/mails',
} as const;

export const auditLogQuerySchema = z.object({
  actor: z.string().max(200).optional(),
  action: z.string().max(200).optional(),
  organization_id: z.string().max(200).optional(),
  from: isoDateTimeSchema.optional(),
  to: isoDateTimeSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditLogEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  action: z.string(),
  organizationId: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  requestId: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});
export const auditLogPageSchema = z.object({
  items: z.array(auditLogEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export const mailListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** A mail as the admin sees it. Kept mails (no SMTP) carry their whole text so links can be passed on by hand. */
export const mailEntrySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  status: z.enum(['kept', 'sent', 'failed']),
  text: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  sentAt: isoDateTimeSchema.nullable(),
});
export const mailPageSchema = z.object({
  items: z.array(mailEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** Whether this installation sends mail itself (SMTP_URL set). */
  smtpConfigured: z.boolean(),
});
