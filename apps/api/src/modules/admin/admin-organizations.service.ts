import type { AdminOrganization, AdminOrganizationDetail, AdminOrganizationListQuery } from '@assay/contracts';
import { NotFoundError } from '../../lib/errors.js';
import type { OrganizationSuspension } from '../organizations/organization-suspension.js';
import type { RequestMeta, UserRow } from '../users/users.service.js';
import type { AdminOrganizationRow, AdminOrganizationsRepository } from './admin-organizations.repository.js';

function organizationOf(row: AdminOrganizationRow): AdminOrganization {
  return {
    id: row.id,
    name: row.name,
    website: row.website,
    createdAt: row.createdAt.toISOString(),
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    suspendedReason: row.suspendedReason,
    usage: {
      members: row.members,
      assessments: row.assessments,
      tasks: row.tasks,
      submissions: row.submissions,
      lastActivityAt: row.lastActivityAt?.toISOString() ?? null,
    },
  };
}

/** The platform admin's organizations: list with usage, one with its members, suspend and restore. */
export function createAdminOrganizationsService({
  repository,
  suspension,
}: {
  repository: AdminOrganizationsRepository;
  suspension: Pick<OrganizationSuspension, 'suspend' | 'restore'>;
}) {
  async function detail(id: string): Promise<AdminOrganizationDetail> {
    const [row, members] = await Promise.all([repository.byId(id), repository.members(id)]);
    if (!row) throw new NotFoundError('Organization not found.');
    return {
      ...organizationOf(row),
      members: members.map((member) => ({ ...member, joinedAt: member.joinedAt.toISOString() })),
    };
  }

  return {
    async list(query: AdminOrganizationListQuery) {
      const { rows, total } = await repository.list(query);
      return { organizations: rows.map(organizationOf), total, page: query.page, limit: query.limit };
    },

    detail,

    async suspend(caller: UserRow, id: string, reason: string, meta: RequestMeta): Promise<AdminOrganizationDetail> {
      await suspension.suspend(caller, id, reason, meta);
      return detail(id);
    },

    async restore(caller: UserRow, id: string, reason: string, meta: RequestMeta): Promise<AdminOrganizationDetail> {
      await suspension.restore(caller, id, reason, meta);
      return detail(id);
    },
  };
}
export type AdminOrganizationsService = ReturnType<typeof createAdminOrganizationsService>;
