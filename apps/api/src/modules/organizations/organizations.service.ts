import { createHash, randomBytes } from 'node:crypto';
import {
  DEFAULT_ORGANIZATION_SETTINGS,
  INVITATION_ERROR_CODES,
  INVITATION_TTL_DAYS,
  ROLES,
  type Invitation,
  type Organization,
  type OrganizationActivityAction,
  type OrganizationActivityEntry,
  type OrganizationSettings,
  type Role,
} from '@assay/contracts';
import type { Database, DbExecutor } from '../../db/client.js';
import { AppError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import type { AuditService } from '../../platform/audit/audit.service.js';
import type { MailService } from '../../platform/mail/mail.service.js';
import type { OutboxService } from '../../platform/outbox/outbox.service.js';
import type { RequestMeta, UserRow, UsersService } from '../users/users.service.js';
import type { InvitationRow, OrganizationRow, OrganizationsRepository } from './organizations.repository.js';

type InvitableRole = Exclude<Role, 'admin'>;
const DAY_MS = 86_400_000;
const isStaff = (role: Role | null | undefined) => role === 'interviewer' || role === 'orgadmin';
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const toOrganization = (row: OrganizationRow): Organization => ({
  id: row.id,
  name: row.name,
  website: row.website,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toInvitation = (row: InvitationRow): Invitation => ({
  id: row.id,
  organizationId: row.organizationId,
  email: row.email,
  role: row.role as InvitableRole,
  status: row.status,
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  invitedBy: row.invitedBy,
});

type ActivityRow = Awaited<ReturnType<OrganizationsRepository['activity']>>[number];
const roleIn = (value: unknown): Role | null => (ROLES as readonly unknown[]).includes(value) ? (value as Role) : null;

const toActivityEntry = (row: ActivityRow): OrganizationActivityEntry => ({
  id: row.id,
  action: row.action as OrganizationActivityAction,
  actorName: row.actorName || row.actorEmail,
  subject: row.memberName || row.memberEmail || row.invitationEmail,
  // A role change names the new role; invitations and removals the role they carried.
  role: roleIn(row.metadata['to']) ?? roleIn(row.metadata['role']) ?? roleIn(row.invitationRole),
  createdAt: row.createdAt.toISOString(),
});

interface OrganizationsServiceDeps {
  db: Database;
  repository: OrganizationsRepository;
  users: UsersService;
  audit: AuditService;
  outbox: OutboxService;
  mail: MailService;
  publicUrl: string;
  newId: () => string;
  now?: () => Date;
}

/**
 * Organizations and who belongs to them (ARCHITECTURE.md, "People, roles and organizations"). Anything of an
 * organization the caller may not see answers 404, exactly like something that does not exist.
 */
export function createOrganizationsService({ db, repository, users, audit, outbox, mail, publicUrl, newId, now = () => new Date() }: OrganizationsServiceDeps) {
  const hidden = () => new NotFoundError('Organization not found.', 'ORGANIZATION_NOT_FOUND');

  /** The organization, when the caller may see it at the given level; 404 otherwise. */
  async function reach(caller: UserRow, organizationId: string, level: 'member' | 'staff' | 'manager'): Promise<OrganizationRow> {
    const organization = await repository.findById(organizationId);
    if (!organization) throw hidden();
    if (caller.role === 'admin') return organization;
    const membership = await repository.membership(organizationId, caller.id);
    if (!membership) throw hidden();
    if (level === 'staff' && !isStaff(membership.role)) throw hidden();
    if (level === 'manager' && membership.role !== 'orgadmin') throw hidden();
    return organization;
  }

  const record = (caller: UserRow, action: string, organizationId: string, meta: RequestMeta, details: { targetType?: string; targetId?: string; metadata?: Record<string, unknown> } = {}, tx?: DbExecutor) =>
    audit.record({ actorId: caller.id, action, organizationId, ...details, ...meta }, tx);

  async function issueInvitation(caller: UserRow, organization: OrganizationRow, email: string, role: InvitableRole, meta: RequestMeta, outer?: DbExecutor): Promise<Invitation> {
    const token = randomBytes(32).toString('base64url');
    const inTransaction = <T>(work: (tx: DbExecutor) => Promise<T>) => (outer ? work(outer) : db.transaction(work));
    return inTransaction(async (tx) => {
      const row = await repository.insertInvitation(
        { id: newId(), organizationId: organization.id, email, role, tokenHash: hashToken(token), invitedBy: caller.id, expiresAt: new Date(now().getTime() + INVITATION_TTL_DAYS * DAY_MS) },
        tx,
      );
      await sendInvitationMail(organization, row, token, tx);
      await record(caller, 'organization.invitation_sent', organization.id, meta, { targetType: 'invitation', targetId: row.id, metadata: { email, role } }, tx);
      return toInvitation(row);
    });
  }

  function sendInvitationMail(organization: OrganizationRow, invitation: InvitationRow, token: string, tx: DbExecutor) {
    return mail.queue(tx, {
      to: invitation.email,
      template: 'notice',
      data: {
        heading: `Join ${organization.name}`,
        paragraphs: [`You are invited to join ${organization.name} as ${invitation.role}.`, `The invitation expires in ${INVITATION_TTL_DAYS} days.`],
        action: { label: 'Accept the invitation', url: `${publicUrl}/invitation?token=${encodeURIComponent(token)}` },
      },
    });
  }

  async function usableInvitation(token: string): Promise<InvitationRow> {
    const invitation = await repository.invitationByTokenHash(hashToken(token));
    if (!invitation) throw new NotFoundError('This invitation link is not valid. Ask for a new one.', INVITATION_ERROR_CODES.notFound);
    if (invitation.status === 'accepted') throw new AppError(410, INVITATION_ERROR_CODES.used, 'This invitation has already been used.');
    if (invitation.status === 'revoked') throw new AppError(410, INVITATION_ERROR_CODES.revoked, 'This invitation was withdrawn by the organization.');
    if (invitation.expiresAt <= now()) throw new AppError(410, INVITATION_ERROR_CODES.expired, 'This invitation has expired. Ask the organization to send it again.');
    return invitation;
  }

  return {
    async list(caller: UserRow, query: { search?: string | undefined; page: number; limit: number }) {
      const onlyIds = caller.role === 'admin' ? undefined : (await repository.membershipsOf(caller.id)).map((m) => m.organizationId);
      const { rows, total } = await repository.list({ ...query, ...(onlyIds ? { onlyIds } : {}) });
      return { organizations: rows.map(toOrganization), total, page: query.page, limit: query.limit };
    },

    async create(caller: UserRow, input: { name: string; website?: string | undefined }, meta: RequestMeta): Promise<Organization> {
      if (caller.role !== 'admin' && !isStaff(caller.role)) throw new ForbiddenError('Only interviewers and organization admins create organizations.');
      if (isStaff(caller.role) && (await repository.membershipsOf(caller.id)).length > 0) {
        throw new ConflictError('You already belong to an organization.', 'ALREADY_IN_ORGANIZATION');
      }
      return db.transaction(async (tx) => {
        const id = newId();
        await repository.insertIfAbsent({ id, name: input.name, website: input.website ?? '', createdBy: caller.id }, tx);
        if (caller.role !== 'admin') {
          await repository.addMember({ organizationId: id, userId: caller.id, role: caller.role! }, tx);
          await users.assign(caller.id, { organizationId: id }, tx);
        }
        await record(caller, 'organization.created', id, meta, { targetType: 'organization', targetId: id, metadata: { name: input.name } }, tx);
        return toOrganization((await repository.findById(id, tx))!);
      });
    },

    get: async (caller: UserRow, id: string) => toOrganization(await reach(caller, id, 'member')),

    async update(caller: UserRow, id: string, patch: { name?: string | undefined; website?: string | undefined }, meta: RequestMeta): Promise<Organization> {
      await reach(caller, id, 'manager');
      const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      const updated = await db.transaction(async (tx) => {
        const row = (await repository.update(id, changes, tx))!;
        await record(caller, 'organization.updated', id, meta, { targetType: 'organization', targetId: id, metadata: changes }, tx);
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
      if (target.role === 'admin') throw new ForbiddenError('The platform admin is not a member whose role you can change.');
      if (membership.role === 'candidate' && role !== 'candidate' && (await repository.membershipsOf(userId)).length > 1) {
        throw new ConflictError('This candidate belongs to other organizations too, so cannot become staff here.', 'CANDIDATE_IN_OTHER_ORGANIZATIONS');
      }
      await db.transaction(async (tx) => {
        await repository.addMember({ organizationId: id, userId, role }, tx);
        await users.assign(userId, { role, organizationId: id }, tx);
        await record(caller, 'organization.member_role_changed', id, meta, { targetType: 'user', targetId: userId, metadata: { from: membership.role, to: role } }, tx);
        await outbox.record(tx, { type: 'role.changed', payload: { userId, from: membership.role, to: role }, actorId: caller.id, organizationId: id, requestId: meta.requestId ?? null });
      });
      return { success: true };
    },

    async removeMember(caller: UserRow, id: string, userId: string, meta: RequestMeta) {
      await reach(caller, id, 'manager');
      if (userId === caller.id) throw new ConflictError('You cannot remove yourself; ask another organization admin.', 'CANNOT_REMOVE_SELF');
      const membership = await repository.membership(id, userId);
      if (!membership) throw new NotFoundError('Member not found.', 'MEMBER_NOT_FOUND');
      await db.transaction(async (tx) => {
        await repository.removeMember(id, userId, tx);
        const target = await users.findRow(userId, tx);
        if (target?.organizationId === id) {
          const remaining = await repository.membershipsOf(userId, tx);
          await users.assign(userId, { organizationId: remaining[0]?.organizationId ?? '' }, tx);
        }
        await record(caller, 'organization.member_removed', id, meta, { targetType: 'user', targetId: userId, metadata: { role: membership.role } }, tx);
      });
      return { success: true };
    },

    async invitations(caller: UserRow, id: string) {
      await reach(caller, id, 'manager');
      return { invitations: (await repository.pendingInvitations(id)).map(toInvitation) };
    },

    async invite(caller: UserRow, id: string, input: { email: string; role: InvitableRole }, meta: RequestMeta): Promise<Invitation> {
      const organization = await reach(caller, id, 'manager');
      return issueInvitation(caller, organization, input.email, input.role, meta);
    },

    /**
     * Invites someone as a candidate on behalf of a staff member giving them a task, and runs `alongside` (which
     * records what they are given) in the same transaction; a usable candidate invitation they already have is
     * reused, without a second mail. Refuses, in words, anyone the organization holds in another role.
     */
    async inviteCandidate(caller: UserRow, id: string, email: string, meta: RequestMeta, alongside: (invitationId: string, tx: DbExecutor) => Promise<void>): Promise<{ invited: string } | { refused: string }> {
      const organization = await reach(caller, id, 'staff');
      const user = await users.findRowByEmail(email);
      const membership = user ? await repository.membership(id, user.id) : null;
      if (membership) return { refused: membership.role === 'candidate' ? 'Already a candidate of your organization.' : `In your organization as ${membership.role}, not as a candidate.` };
      const pending = (await repository.pendingInvitations(id)).find((row) => row.email.toLowerCase() === email && row.expiresAt > now());
      if (pending && pending.role !== 'candidate') return { refused: `Invited as ${pending.role}, not as a candidate.` };
      await db.transaction(async (tx) => {
        const invitation = pending ? toInvitation(pending) : await issueInvitation(caller, organization, email, 'candidate', meta, tx);
        await alongside(invitation.id, tx);
      });
      return { invited: email };
    },

    async inviteMany(caller: UserRow, id: string, list: { email: string; role: InvitableRole }[], meta: RequestMeta) {
      const organization = await reach(caller, id, 'manager');
      const invitations: Invitation[] = [];
      for (const input of list) invitations.push(await issueInvitation(caller, organization, input.email, input.role, meta));
      return { invitations, failed: [] };
    },

    /** A fresh token and expiry; the old link stops working. */
    async resend(caller: UserRow, id: string, invitationId: string, meta: RequestMeta): Promise<Invitation> {
      const organization = await reach(caller, id, 'manager');
      const invitation = await repository.invitation(id, invitationId);
      if (!invitation) throw new NotFoundError('Invitation not found.', INVITATION_ERROR_CODES.notFound);
      if (invitation.status !== 'pending') throw new ConflictError('Only a pending invitation can be sent again.', 'INVITATION_NOT_PENDING');
      const token = randomBytes(32).toString('base64url');
      return db.transaction(async (tx) => {
        const row = await repository.updateInvitation(invitation.id, { tokenHash: hashToken(token), expiresAt: new Date(now().getTime() + INVITATION_TTL_DAYS * DAY_MS) }, tx);
        await sendInvitationMail(organization, row, token, tx);
        await record(caller, 'organization.invitation_resent', id, meta, { targetType: 'invitation', targetId: row.id }, tx);
        return toInvitation(row);
      });
    },

    async revoke(caller: UserRow, id: string, invitationId: string, meta: RequestMeta) {
      await reach(caller, id, 'manager');
      const invitation = await repository.invitation(id, invitationId);
      if (!invitation) throw new NotFoundError('Invitation not found.', INVITATION_ERROR_CODES.notFound);
      if (invitation.status !== 'pending') throw new ConflictError('Only a pending invitation can be withdrawn.', 'INVITATION_NOT_PENDING');
      await db.transaction(async (tx) => {
        await repository.updateInvitation(invitation.id, { status: 'revoked' }, tx);
        await record(caller, 'organization.invitation_revoked', id, meta, { targetType: 'invitation', targetId: invitation.id }, tx);
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

    async updateSettings(caller: UserRow, id: string, patch: Partial<OrganizationSettings>, meta: RequestMeta): Promise<OrganizationSettings> {
      const organization = await reach(caller, id, 'manager');
      const settings = { ...organization.settings, ...patch };
      await db.transaction(async (tx) => {
        await repository.update(id, { settings }, tx);
        await record(caller, 'organization.settings_changed', id, meta, { targetType: 'organization', targetId: id, metadata: patch }, tx);
      });
      return { ...DEFAULT_ORGANIZATION_SETTINGS, ...settings };
    },

    /** The candidates of the caller's organization (the admin names one), members and pending invitees. */
    async candidates(caller: UserRow, query: { search?: string | undefined; organization_id?: string | undefined }) {
      const organizationId = caller.role === 'admin' ? query.organization_id : caller.organizationId;
      if (!organizationId) return { candidates: [] };
      await reach(caller, organizationId, 'staff');
      const [members, invitations] = await Promise.all([repository.members(organizationId), repository.pendingInvitations(organizationId)]);
      const memberEmails = new Set(members.map((m) => m.email));
      const candidates = [
        ...members
          .filter((m) => m.role === 'candidate')
          .map((m) => ({ userId: m.userId, name: m.name, email: m.email, status: 'member' as const, lastActivityAt: m.joinedAt.toISOString() })),
        ...invitations
          .filter((i) => i.role === 'candidate' && !memberEmails.has(i.email))
          .map((i) => ({ userId: null, name: '', email: i.email, status: 'invited' as const, lastActivityAt: i.createdAt.toISOString() })),
      ];
      const needle = query.search?.toLowerCase();
      return { candidates: needle ? candidates.filter((c) => c.name.toLowerCase().includes(needle) || c.email.toLowerCase().includes(needle)) : candidates };
    },

    async previewInvitation(token: string) {
      const invitation = await usableInvitation(token);
      const organization = (await repository.findById(invitation.organizationId))!;
      return { organizationName: organization.name, email: invitation.email, role: invitation.role as InvitableRole, expiresAt: invitation.expiresAt.toISOString() };
    },

    /** Joins the caller to the organization with the invited role, within the model's bounds. */
    async acceptInvitation(caller: UserRow, token: string, meta: RequestMeta) {
      const invitation = await usableInvitation(token);
      const role = invitation.role as InvitableRole;
      if (caller.email.toLowerCase() !== invitation.email.toLowerCase()) {
        throw new ForbiddenError(`This invitation is for ${invitation.email}. Sign in with that address to accept it.`, INVITATION_ERROR_CODES.wrongAccount);
      }
      // One account, one role: a role-less user takes the invited one; anyone else must already hold it.
      if (caller.role && caller.role !== role) {
        const holder = caller.role === 'admin' ? 'the platform admin' : `a ${caller.role}`;
        throw new ConflictError(`You are already ${holder}, and one account holds one role, so an invitation as ${role} cannot be accepted.`, INVITATION_ERROR_CODES.secondRole);
      }
      const memberships = await repository.membershipsOf(caller.id);
      if (isStaff(role) && memberships.some((m) => m.organizationId !== invitation.organizationId)) {
        throw new ConflictError('Staff belong to one organization, and you already belong to another.', INVITATION_ERROR_CODES.staffElsewhere);
      }
      await db.transaction(async (tx) => {
        await repository.addMember({ organizationId: invitation.organizationId, userId: caller.id, role }, tx);
        const patch = { role, ...(isStaff(role) || !caller.organizationId ? { organizationId: invitation.organizationId } : {}) };
        await users.assign(caller.id, patch, tx);
        await repository.updateInvitation(invitation.id, { status: 'accepted', acceptedBy: caller.id, acceptedAt: now() }, tx);
        await record(caller, 'organization.invitation_accepted', invitation.organizationId, meta, { targetType: 'invitation', targetId: invitation.id, metadata: { role } }, tx);
        await outbox.record(tx, { type: 'invitation.accepted', payload: { userId: caller.id, role, invitationId: invitation.id }, actorId: caller.id, organizationId: invitation.organizationId, requestId: meta.requestId ?? null });
      });
      return { organizationId: invitation.organizationId, role };
    },
  };
}
export type OrganizationsService = ReturnType<typeof createOrganizationsService>;
