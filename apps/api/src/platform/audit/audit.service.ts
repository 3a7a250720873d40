import { randomUUID } from 'node:crypto';
import type { DbExecutor } from '../../db/client.js';
import type { AuditRepository, AuditRow } from './audit.repository.js';

/** Who did what, in which organization, to what, from which request. */
export interface AuditEntry {
  actorId?: string | null;
  action: string;
  organizationId?: string | null;
  targetType?: string | null;
  targetId?: string | null;
  metadata?: Record<string, unknown>;
  requestId?: string | null;
  ip?: string | null;
}

/** The audit log writer. Rows are never changed or removed (the database refuses it). */
export function createAuditService({ repository }: { repository: AuditRepository }) {
  return {
    /** Pass the transaction of the change being audited, so the row commits or rolls back with it. */
    record(entry: AuditEntry, tx?: DbExecutor): Promise<AuditRow> {
      return repository.insert({ id: randomUUID(), metadata: {}, ...entry }, tx);
    },
    list: repository.list,
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
