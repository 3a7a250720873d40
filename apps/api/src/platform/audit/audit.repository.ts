import type { AuditLogQuery } from '@assay/contracts';
import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import { auditLogs } from './audit.tables.js';

export type AuditRow = typeof auditLogs.$inferSelect;
export type NewAuditRow = typeof auditLogs.$inferInsert;

export function createAuditRepository(db: Database) {
  return {
    async insert(row: NewAuditRow, tx: DbExecutor = db): Promise<AuditRow> {
      const [inserted] = await tx.insert(auditLogs).values(row).returning();
      return inserted!;
    },

    async list(query: AuditLogQuery): Promise<{ rows: AuditRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (query.actor) conditions.push(eq(auditLogs.actorId, query.actor));
      if (query.action) conditions.push(eq(auditLogs.action, query.action));
      if (query.organization_id) conditions.push(eq(auditLogs.organizationId, query.organization_id));
      if (query.from) conditions.push(gte(auditLogs.createdAt, new Date(query.from)));
      if (query.to) conditions.push(lte(auditLogs.createdAt, new Date(query.to)));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(auditLogs)
          .where(where)
          .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(auditLogs).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
