import {
  adminPaths,
  auditLogPageSchema,
  auditLogQuerySchema,
  mailListQuerySchema,
  mailPageSchema,
} from '@assay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['admin'];

/** The platform admin's views of the platform services: the audit log and the mail kept or sent. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { audit, mail } = app.services;

  app.get(
    adminPaths.auditLogs,
    {
      preHandler: app.allow('admin'),
      schema: {
        tags,
        summary: 'The audit log, newest first, filtered by actor, action, organization and date',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema },
      },
    },
    async (request) => {
      const { rows, total } = await audit.list(request.query);
      const items = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
      return { items, total, page: request.query.page, limit: request.query.limit };
    },
  );

  app.get(
    adminPaths.mails,
    {
      preHandler: app.allow('admin'),
      schema: {
        tags,
        summary: 'Outgoing mail: kept in full without SMTP, so an admin can pass links on by hand',
        querystring: mailListQuerySchema,
        response: { 200: mailPageSchema },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await mail.list(limit, (page - 1) * limit);
      const items = rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        template: row.template,
        status: row.status,
        text: row.text,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
      }));
      return { items, total, page, limit, smtpConfigured: mail.smtpConfigured };
    },
  );
};
