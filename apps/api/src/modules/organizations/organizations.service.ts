import {
  DEFAULT_ORGANIZATION_SETTINGS,
  ROLES,
  type Organization,
  type OrganizationActivityAction,
  type OrganizationActivityEntry,
  type OrganizationSettings,
  type Role,
} from '@assay/contracts';
import type { Database, DbExecutor } from '../../db/client.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import type { OutboxService } from '../../platform/outbox/outbox.service.js';
import type { RequestMeta, UserRow, UsersService } from '../users/users.service.js';
import { isStaff, type OrganizationScope } from './organization-scope.js';
import type { OrganizationRow, OrganizationsRepository } from './organizations.repository.js';

type InvitableRole = Exclude<Role, 'admin'>;

const toOrganization = (row: OrganizationRow): Organization => ({
  id: row.id,
  name: row.name,
  website: row.website,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

type ActivityRow = Awaited<ReturnType<OrganizationsRepository['activity']>>[number];
const roleIn = (value: unknown): Role | null =>
  (ROLES as readonly unknown[]).includes(value) ? (value as Role) : null;

const toActivityEntry = (row: ActivityRow): OrganizationActivityEntry => ({
  id: row.id,
  action: row.action as OrganizationActivityAction,
  actorName: row.actorName || row.actorEmail,
  subject: row.memberName || row.memberEmail || row.invitationEmail,
  // A role change names the new role; invitations and removals the role they carried.
  role: roleIn(row.metadata['to']) ?? roleIn(row.metadata['role']) ?? roleIn(row.invitationRole),
  createdAt: row.createdAt.toISOString(),
});

/** What the organization's plan allows of staff (billing's entitlements): checked, under lock, inside `tx`. */
export interface SeatAllowance {
  assertSeatAvailable(organizationId: string, tx: DbExecutor): Promise<void>;
}

interface OrganizationsServiceDeps {
  /** The plan's interviewer seats (billing): a candidate made staff takes one. */
  seats: SeatAllowance;
  db: Database;
  repository: OrganizationsRepository;
  scope: OrganizationScope;
  users: Pick<UsersService, 'assign' | 'findRow'>;
  outbox: OutboxService;
  newId: () => string;
}

/**
 * Organizations and who belongs to them (ARCHITECTURE.md, "People, roles and organizations"); how people join one is
 * invitations.service.ts. Anything of an organization the caller may not see answers 404, exactly like something
 * that does not exist.
 */
export function createOrganizationsService({
  db,
  repository,
  scope,
  users,
  outbox,
  seats,
  newId,
}: OrganizationsServiceDeps) {
  const { reach, record } = scope;

  /** The organization's details or settings saved: onboarding ticks the orgadmins' "organization settings" from it. */
  const recordSettingsUpdated = (caller: UserRow, id: string, fields: string[], meta: RequestMeta, tx: DbExecutor) =>
    outbox.record(tx, {
      type: 'organization.settings_updated',
      payload: { organizationId: id, actorId: caller.id, fields },
      actorId: caller.id,
      organizationId: id,
      requestId: meta.requestId ?? null,
    });

  return {
    /** The demo seeder's way in: an organization with a fixed id, made once (a second start changes nothing). */
    ensureSeededOrganization: (row: { id: string; name: string; createdBy: string }) => repository.insertIfAbsent(row),

    /** The demo seeder's way in: a seeded account's membership, as the demo data says. */
    ensureSeededMember: (member: { organizationId: string; userId: string; role: Role }) =>
      repository.addMember(member),

    async list(caller: UserRow, query: { search?: string | undefined; page: number; limit: number }) {
      const onlyIds =
        caller.role === 'admin' ? undefined : (await repository.membershipsOf(caller.id)).map((m) => m.organizationId);
      const { rows, total } = await repository.list({ ...query, ...(onlyIds ? { onlyIds } : {}) });
      return { organizations: rows.map(toOrganization), total, page: query.page, limit: query.limit };
    },

    async create(
      caller: UserRow,
      input: { name: string; website?: string | undefined },
      meta: RequestMeta,
    ): Promise<Organization> {
      if (caller.role !== 'admin' && !isStaff(caller.role))
        throw new ForbiddenError('Only interviewers and organization admins create organizations.');
      if (isStaff(caller.role) && (await repository.membershipsOf(caller.id)).length > 0) {
        throw new ConflictError('You already belong to an organization.', 'ALREADY_IN_ORGANIZATION');
      }
      return db.transaction(async (tx) => {
        const id = newId();
        await repository.insertIfAbsent(
          { id, name: input.name, website: input.website ?? '', createdBy: caller.id },
          tx,
        );
        if (caller.role !== 'admin') {
          await repository.addMember({ organizationId: id, userId: caller.id, role: caller.role! }, tx);
          await users.assign(caller.id, { organizationId: id }, tx);
        }
        await record(
          caller,
          'organization.created',
          id,
          meta,
          { targetType: 'organization', targetId: id, metadata: { name: input.name } },
          tx,
        );
        return toOrganization((await repository.findById(id, tx))!);
      });
    },

    get: async (caller: UserRow, id: string) => toOrganization(await reach(caller, id, 'member')),

    async update(
      caller: UserRow,
      id: string,
      patch: { name?: string | undefined; website?: string | undefined },
      meta: RequestMeta,
    ): Promise<Organization> {
      await reach(caller, id, 'manager');
      const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      const updated = await db.transaction(async (tx) => {
        const row = (await repository.update(id, changes, tx))!;
        await record(
          caller,
          'organization.updated',
          id,
          meta,
          { targetType: 'organization', targetId: id, metadata: changes },
          tx,
        );
        await recordSettingsUpdated(caller, id, Object.keys(changes), meta, tx);
        return row;
      });
      return toOrganization(updated);
    },

    async members(caller: UserRow, id: string) {
      await reach(caller, id, 'staff');
      const rows = await repository.members(id);
      return { members: rows.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() })) };
    },

    /** An orgadmin moves a member between candidate, interviewer and orgadmin; a candidate only when theirs alone. */
    async changeMemberRole(caller: UserRow, id: string, userId: string, role: InvitableRole, meta: RequestMeta) {
      await reach(caller, id, 'manager');
      const membership = await repository.membership(id, userId);
      const target = await users.findRow(userId);
      if (!membership || !target) throw new NotFoundError('Member not found.', 'MEMBER_NOT_FOUND');
      if (target.role === 'admin')
        throw new ForbiddenError('The platform admin is not a member whose role you can change.');
      if (
        membership.role === 'candidate' &&
        role !== 'candidate' &&
        (await repository.membershipsOf(userId)).length > 1
      ) {
        throw new ConflictError(
          'This candidate belongs to other organizations too, so cannot become staff here.',
          'CANDIDATE_IN_OTHER_ORGANIZATIONS',
        );
      }
      await db.transaction(async (tx) => {
        if (membership.role === 'candidate' && role !== 'candidate') await seats.assertSeatAvailable(id, tx);
        await repository.addMember({ organizationId: id, userId, role }, tx);
        await users.assign(userId, { role, organizationId: id }, tx);
        await record(
          caller,
          'organization.member_role_changed',
          id,
          meta,
          { targetType: 'user', targetId: userId, metadata: { from: membership.role, to: role } },
          tx,
        );
        await outbox.record(tx, {
          type: 'role.changed',
          payload: { userId, from: membership.role, to: role },
          actorId: caller.id,
          organizationId: id,
          requestId: meta.requestId ?? null,
        });
      });
      return { success: true };
    },

    async removeMember(caller: UserRow, id: string, userId: string, meta: RequestMeta) {
      await reach(caller, id, 'manager');
      if (userId === caller.id)
        throw new ConflictError('You cannot remove yourself; ask another organization admin.', 'CANNOT_REMOVE_SELF');
      const membership = await repository.membership(id, userId);
      if (!membership) throw new NotFoundError('Member not found.', 'MEMBER_NOT_FOUND');
      await db.transaction(async (tx) => {
        await repository.removeMember(id, userId, tx);
        const target = await users.findRow(userId, tx);
        if (target?.organizationId === id) {
          const remaining = await repository.membershipsOf(userId, tx);
          await users.assign(userId, { organizationId: remaining[0]?.organizationId ?? '' }, tx);
        }
        await record(
          caller,
          'organization.member_removed',
          id,
          meta,
          { targetType: 'user', targetId: userId, metadata: { role: membership.role } },
          tx,
        );
        // The tasks module forgets what it keeps of their tasks (reaching one already needs the membership).
        await outbox.record(tx, {
          type: 'membership.removed',
          payload: { userId, organizationId: id, role: membership.role },
          actorId: caller.id,
          organizationId: id,
          requestId: meta.requestId ?? null,
        });
      });
      return { success: true };
    },

    /** Recent changes to the organization and its people, for its admins' overview. */
    async activity(caller: UserRow, id: string, limit: number): Promise<{ items: OrganizationActivityEntry[] }> {
      await reach(caller, id, 'manager');
      const rows = await repository.activity(id, limit);
      return { items: rows.map(toActivityEntry) };
    },

    async settings(caller: UserRow, id: string): Promise<OrganizationSettings> {
      const organization = await reach(caller, id, 'staff');
      return { ...DEFAULT_ORGANIZATION_SETTINGS, ...organization.settings };
    },

    async updateSettings(
      caller: UserRow,
      id: string,
      patch: Partial<OrganizationSettings>,
      meta: RequestMeta,
    ): Promise<OrganizationSettings> {
      const organization = await reach(caller, id, 'manager');
      const settings = { ...organization.settings, ...patch };
      await db.transaction(async (tx) => {
        await repository.update(id, { settings }, tx);
        await record(
          caller,
          'organization.settings_changed',
          id,
          meta,
          { targetType: 'organization', targetId: id, metadata: patch },
          tx,
        );
        await recordSettingsUpdated(caller, id, Object.keys(patch), meta, tx);
      });
      return { ...DEFAULT_ORGANIZATION_SETTINGS, ...settings };
    },

    /** The candidates of the caller's organization (the admin names one), members and pending invitees. */
    async candidates(caller: UserRow, query: { search?: string | undefined; organization_id?: string | undefined }) {
      const organizationId = caller.role === 'admin' ? query.organization_id : caller.organizationId;
      if (!organizationId) return { candidates: [] };
      await reach(caller, organizationId, 'staff');
      const [members, invitations] = await Promise.all([
        repository.members(organizationId),
        repository.pendingInvitations(organizationId),
      ]);
      const memberEmails = new Set(members.map((m) => m.email));
      const candidates = [
        ...members
          .filter((m) => m.role === 'candidate')
          .map((m) => ({
            userId: m.userId,
            name: m.name,
            email: m.email,
            status: 'member' as const,
            lastActivityAt: m.joinedAt.toISOString(),
          })),
        ...invitations
          .filter((i) => i.role === 'candidate' && !memberEmails.has(i.email))
          .map((i) => ({
            userId: null,
            name: '',
            email: i.email,
            status: 'invited' as const,
            lastActivityAt: i.createdAt.toISOString(),
          })),
      ];
      const needle = query.search?.toLowerCase();
      return {
        candidates: needle
          ? candidates.filter((c) => c.name.toLowerCase().includes(needle) || c.email.toLowerCase().includes(needle))
          : candidates,
      };
    },
  };
}
export type OrganizationsService = ReturnType<typeof createOrganizationsService>;
