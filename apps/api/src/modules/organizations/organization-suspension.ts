import { ORGANIZATION_SUSPENDED_CODE, organizationSuspendedMessage } from '@assay/contracts';
import type { Database, DbExecutor } from '../../db/client.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import type { AuditService } from '../../platform/audit/audit.service.js';
import type { RequestMeta, UserRow } from '../users/users.service.js';
import type { OrganizationRow, OrganizationsRepository } from './organizations.repository.js';

/** The refusal a suspended organization's people get for new work, with the admin's reason. */
export function suspendedError(row: Pick<OrganizationRow, 'suspendedReason'>): ForbiddenError {
  return new ForbiddenError(
    organizationSuspendedMessage(row.suspendedReason ?? 'no reason was given'),
    ORGANIZATION_SUSPENDED_CODE,
  );
}

/**
 * Suspending an organization, and the one guard every start or submission of work passes (candidate tasks, staff
 * assessments). A suspension changes nothing but the two columns it sets: members, tasks, drafts and submissions stay
 * as they are, and its people still sign in and read; only new work is refused, with the reason.
 */
export function createOrganizationSuspension({
  db,
  repository,
  audit,
  now = () => new Date(),
}: {
  db: Database;
  repository: Pick<OrganizationsRepository, 'findById' | 'findForUpdate' | 'setSuspension'>;
  audit: AuditService;
  now?: () => Date;
}) {
  async function change(caller: UserRow, id: string, suspend: boolean, reason: string, meta: RequestMeta) {
    return db.transaction(async (tx) => {
      // Locked, so two admins acting at once see each other's change rather than both passing the check.
      const current = await repository.findForUpdate(id, tx);
      if (!current) throw new NotFoundError('Organization not found.');
      if (suspend && current.suspendedAt) throw new ConflictError('This organization is already suspended.');
      if (!suspend && !current.suspendedAt) throw new ConflictError('This organization is not suspended.');
      const row = await repository.setSuspension(
        id,
        suspend ? { suspendedAt: now(), suspendedReason: reason } : { suspendedAt: null, suspendedReason: null },
        tx,
      );
      await audit.record(
        {
          actorId: caller.id,
          action: suspend ? 'organization.suspended' : 'organization.restored',
          organizationId: id,
          targetType: 'organization',
          targetId: id,
          metadata: { name: current.name, reason },
          requestId: meta.requestId ?? null,
          ip: meta.ip ?? null,
        },
        tx,
      );
      return row;
    });
  }

  return {
    /**
     * Refuses new work in a suspended organization (403 ORGANIZATION_SUSPENDED with the reason). `null` is work
     * of no organization (practice), which a suspension does not touch.
     */
    async assertActive(organizationId: string | null, tx: DbExecutor = db): Promise<void> {
      if (!organizationId) return;
      const row = await repository.findById(organizationId, tx);
      if (row?.suspendedAt) throw suspendedError(row);
    },

    /** The organization the caller acts in, when it is suspended (the web app's banner); null otherwise. */
    async suspensionOf(organizationId: string): Promise<OrganizationRow | null> {
      if (!organizationId) return null;
      const row = await repository.findById(organizationId);
      return row?.suspendedAt ? row : null;
    },

    suspend(caller: UserRow, id: string, reason: string, meta: RequestMeta = {}): Promise<OrganizationRow> {
      return change(caller, id, true, reason, meta);
    },

    restore(caller: UserRow, id: string, reason: string, meta: RequestMeta = {}): Promise<OrganizationRow> {
      return change(caller, id, false, reason, meta);
    },
  };
}
export type OrganizationSuspension = ReturnType<typeof createOrganizationSuspension>;
