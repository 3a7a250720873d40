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
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
