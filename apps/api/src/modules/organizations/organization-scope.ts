import type { Role } from '@assay/contracts';
import type { DbExecutor } from '../../db/client.js';
import { NotFoundError } from '../../lib/errors.js';
import type { AuditService } from '../../platform/audit/audit.service.js';
import type { RequestMeta, UserRow } from '../users/users.service.js';
import type { OrganizationRow, OrganizationsRepository } from './organizations.repository.js';

export const isStaff = (role: Role | null | undefined) => role === 'interviewer' || role === 'orgadmin';

type AuditDetails = { targetType?: string; targetId?: string; metadata?: Record<string, unknown> };

/**
 * What the organizations and invitations services share: how far a caller reaches into an organization, and the
 * audit line every change of one writes.
 */
export function createOrganizationScope({
  repository,
  audit,
}: {
  repository: OrganizationsRepository;
  audit: AuditService;
}) {
  const hidden = () => new NotFoundError('Organization not found.', 'ORGANIZATION_NOT_FOUND');

  return {
    /** The organization, when the caller may see it at the given level; 404 otherwise. */
    async reach(
      caller: UserRow,
      organizationId: string,
      level: 'member' | 'staff' | 'manager',
    ): Promise<OrganizationRow> {
      const organization = await repository.findById(organizationId);
      if (!organization) throw hidden();
      if (caller.role === 'admin') return organization;
      const membership = await repository.membership(organizationId, caller.id);
      if (!membership) throw hidden();
      if (level === 'staff' && !isStaff(membership.role)) throw hidden();
      if (level === 'manager' && membership.role !== 'orgadmin') throw hidden();
      return organization;
    },

    record: (
      caller: UserRow,
      action: string,
      organizationId: string,
      meta: RequestMeta,
      details: AuditDetails = {},
      tx?: DbExecutor,
    ) => audit.record({ actorId: caller.id, action, organizationId, ...details, ...meta }, tx),
  };
}
export type OrganizationScope = ReturnType<typeof createOrganizationScope>;
