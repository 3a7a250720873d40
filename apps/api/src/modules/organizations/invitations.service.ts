import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { INVITATION_ERROR_CODES, INVITATION_TTL_DAYS, type Invitation, type Role } from '@assay/contracts';
import type { Database, DbExecutor } from '../../db/client.js';
import {
  AppError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  PaymentRequiredError,
  TooManyRequestsError,
} from '../../lib/errors.js';
import type { SeatAllowance } from './organizations.service.js';
import type { MailService } from '../../platform/mail/mail.service.js';
import type { OutboxService } from '../../platform/outbox/outbox.service.js';
import type { RequestMeta, UserRow, UsersService } from '../users/users.service.js';
import { isStaff, type OrganizationScope } from './organization-scope.js';
import type { InvitationRow, OrganizationRow, OrganizationsRepository } from './organizations.repository.js';

type InvitableRole = Exclude<Role, 'admin'>;
const DAY_MS = 86_400_000;
/**
 * An organization in its first NEW_ORGANIZATION_DAYS sends at most this many invitations a day: a free account cannot
 * make us mail thousands of strangers; an established organization has no such cap.
 */
export const NEW_ORGANIZATION_DAYS = 7;
export const NEW_ORGANIZATION_INVITATIONS_PER_DAY = 50;
/** Invitation mails to one address an hour (a resend is a mail too). */
const INVITATION_MAILS_PER_RECIPIENT_PER_HOUR = 3;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** A copied link's token: `<invitation id>.<signature>`; the mailed ones are random and have no dot. */
const LINK_TOKEN = /^([\w-]+)\.([\w-]{43})$/;

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

interface InvitationsServiceDeps {
  db: Database;
  repository: OrganizationsRepository;
  scope: OrganizationScope;
  users: Pick<UsersService, 'assign' | 'findRowByEmail'>;
  outbox: OutboxService;
  mail: MailService;
  publicUrl: string;
  /**
   * Signs the links an orgadmin copies. Tokens are kept only as hashes, so the mailed link cannot be shown again;
   * a copied link is instead signed over the invitation and its current token hash: it works beside the mailed one,
   * is the same on every copy, and dies with it (a resend, a withdrawal, acceptance, expiry).
   */
  linkSecret: string;
  /** The plan's interviewer seats (billing): a staff invitation holds one until it is accepted or lapses. */
  seats: SeatAllowance;
  newId: () => string;
  now?: () => Date;
}

/**
 * How people join an organization: invitations by email with a role (never admin), each a one-time link that expires
 * after INVITATION_TTL_DAYS, sent again with a fresh link, withdrawn, previewed and accepted.
 */
export function createInvitationsService({
  db,
  repository,
  scope,
  users,
  outbox,
  mail,
  publicUrl,
  linkSecret,
  seats,
  newId,
  now = () => new Date(),
}: InvitationsServiceDeps) {
  const linkSignature = (invitation: InvitationRow) =>
    createHmac('sha256', linkSecret)
      .update(`invitation-link:${invitation.id}:${invitation.tokenHash}`)
      .digest('base64url');
  const invitationUrl = (token: string) => `${publicUrl}/invitation?token=${encodeURIComponent(token)}`;

  /** The invitation a copied link names, when its signature still matches. */
  async function invitationOfCopiedLink(token: string): Promise<InvitationRow | null> {
    const [, id, signature] = LINK_TOKEN.exec(token) ?? [];
    if (!id || !signature) return null;
    const invitation = await repository.invitationById(id);
    if (!invitation) return null;
    const expected = Buffer.from(linkSignature(invitation));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? invitation : null;
  }

  const { reach, record } = scope;

  async function issueInvitation(
    caller: UserRow,
    organization: OrganizationRow,
    email: string,
    role: InvitableRole,
    meta: RequestMeta,
    outer?: DbExecutor,
    forTask = false,
  ): Promise<Invitation> {
    await assertNotAMember(organization, email, outer);
    await assertUnderNewOrganizationCap(organization, outer);
    const token = randomBytes(32).toString('base64url');
    const inTransaction = <T>(work: (tx: DbExecutor) => Promise<T>) => (outer ? work(outer) : db.transaction(work));
    return inTransaction(async (tx) => {
      if (role !== 'candidate') await seats.assertSeatAvailable(organization.id, tx);
      const row = await repository.insertInvitation(
        {
          id: newId(),
          organizationId: organization.id,
          email,
          role,
          tokenHash: hashToken(token),
          invitedBy: caller.id,
          expiresAt: new Date(now().getTime() + INVITATION_TTL_DAYS * DAY_MS),
        },
        tx,
      );
      await sendInvitationMail(organization, row, token, tx);
      await record(
        caller,
        'organization.invitation_sent',
        organization.id,
        meta,
        { targetType: 'invitation', targetId: row.id, metadata: { email, role } },
        tx,
      );
      // Onboarding ticks "invite a colleague" (a staff role) and "first assessment sent" (`forTask`) from it.
      await outbox.record(tx, {
        type: 'invitation.sent',
        payload: { invitationId: row.id, organizationId: organization.id, role, invitedBy: caller.id, forTask },
        actorId: caller.id,
        organizationId: organization.id,
        requestId: meta.requestId ?? null,
      });
      return toInvitation(row);
    });
  }

  /**
   * An invitation to a member would, once accepted, change their role — a demotion no one asked for. Role changes
   * belong to the members list, where they are confirmed; the invitation is refused, naming the role they hold.
   */
  async function assertNotAMember(organization: OrganizationRow, email: string, tx?: DbExecutor): Promise<void> {
    const user = await users.findRowByEmail(email, tx);
    const membership = user ? await repository.membership(organization.id, user.id, tx) : null;
    if (!membership) return;
    throw new ConflictError(
      `${email} is already a member of this organization as ${membership.role}. ` +
        'Change their role from the members list instead.',
      INVITATION_ERROR_CODES.alreadyMember,
    );
  }

  /** `tx`: the caller's transaction when there is one (on PGlite a read beside an open transaction would wait on it). */
  async function assertUnderNewOrganizationCap(organization: OrganizationRow, tx?: DbExecutor): Promise<void> {
    const at = now().getTime();
    if (at - organization.createdAt.getTime() >= NEW_ORGANIZATION_DAYS * DAY_MS) return;
    const since = new Date(at - DAY_MS);
    if ((await repository.invitationsSince(organization.id, since, tx)) < NEW_ORGANIZATION_INVITATIONS_PER_DAY) return;
    throw new TooManyRequestsError(
      `A new organization sends at most ${NEW_ORGANIZATION_INVITATIONS_PER_DAY} invitations a day in its first ` +
        `${NEW_ORGANIZATION_DAYS} days. Try again tomorrow.`,
      INVITATION_ERROR_CODES.dailyLimit,
      Math.ceil(DAY_MS / 1000),
    );
  }

  function sendInvitationMail(organization: OrganizationRow, invitation: InvitationRow, token: string, tx: DbExecutor) {
    return mail.queue(tx, {
      perRecipientPerHour: INVITATION_MAILS_PER_RECIPIENT_PER_HOUR,
      to: invitation.email,
      template: 'notice',
      data: {
        heading: `Join ${organization.name}`,
        paragraphs: [
          `You are invited to join ${organization.name} as ${invitation.role}.`,
          `The invitation expires in ${INVITATION_TTL_DAYS} days.`,
        ],
        action: { label: 'Accept the invitation', url: invitationUrl(token) },
      },
    });
  }

  async function usableInvitation(token: string): Promise<InvitationRow> {
    const invitation =
      (await repository.invitationByTokenHash(hashToken(token))) ?? (await invitationOfCopiedLink(token));
    if (!invitation)
      throw new NotFoundError('This invitation link is not valid. Ask for a new one.', INVITATION_ERROR_CODES.notFound);
    if (invitation.status === 'accepted')
      throw new AppError(410, INVITATION_ERROR_CODES.used, 'This invitation has already been used.');
    if (invitation.status === 'revoked')
      throw new AppError(410, INVITATION_ERROR_CODES.revoked, 'This invitation was withdrawn by the organization.');
    if (invitation.expiresAt <= now())
      throw new AppError(
        410,
        INVITATION_ERROR_CODES.expired,
        'This invitation has expired. Ask the organization to send it again.',
      );
    return invitation;
  }

  return {
    /** Who sent an invitation (notices tell them it was accepted); acts for no caller. */
    async inviterOf(organizationId: string, invitationId: string, tx?: DbExecutor): Promise<string | null> {
      return (await repository.invitation(organizationId, invitationId, tx))?.invitedBy ?? null;
    },

    async pending(caller: UserRow, id: string) {
      await reach(caller, id, 'manager');
      return { invitations: (await repository.pendingInvitations(id)).map(toInvitation) };
    },

    async invite(
      caller: UserRow,
      id: string,
      input: { email: string; role: InvitableRole },
      meta: RequestMeta,
    ): Promise<Invitation> {
      const organization = await reach(caller, id, 'manager');
      return issueInvitation(caller, organization, input.email, input.role, meta);
    },

    /**
     * Invites someone as a candidate on behalf of a staff member giving them a task, and runs `alongside` (which
     * records what they are given) in the same transaction; a usable candidate invitation they already have is
     * reused, without a second mail. Refuses, in words, anyone the organization holds in another role.
     */
    async inviteCandidate(
      caller: UserRow,
      id: string,
      email: string,
      meta: RequestMeta,
      alongside: (invitationId: string, tx: DbExecutor) => Promise<void>,
    ): Promise<{ invited: string } | { refused: string }> {
      const organization = await reach(caller, id, 'staff');
      const user = await users.findRowByEmail(email);
      const membership = user ? await repository.membership(id, user.id) : null;
      if (membership)
        return {
          refused:
            membership.role === 'candidate'
              ? 'Already a candidate of your organization.'
              : `In your organization as ${membership.role}, not as a candidate.`,
        };
      const pending = (await repository.pendingInvitations(id)).find(
        (row) => row.email.toLowerCase() === email && row.expiresAt > now(),
      );
      if (pending && pending.role !== 'candidate')
        return { refused: `Invited as ${pending.role}, not as a candidate.` };
      try {
        await db.transaction(async (tx) => {
          const invitation = pending
            ? toInvitation(pending)
            : await issueInvitation(caller, organization, email, 'candidate', meta, tx, true);
          await alongside(invitation.id, tx);
        });
      } catch (error) {
        if (error instanceof TooManyRequestsError) return { refused: error.message };
        throw error;
      }
      return { invited: email };
    },

    async inviteMany(caller: UserRow, id: string, list: { email: string; role: InvitableRole }[], meta: RequestMeta) {
      const organization = await reach(caller, id, 'manager');
      const invitations: Invitation[] = [];
      const failed: { email: string; code: string; message: string }[] = [];
      for (const input of list) {
        try {
          invitations.push(await issueInvitation(caller, organization, input.email, input.role, meta));
        } catch (error) {
          // Past a new organization's daily cap, or someone already a member: named as not sent, the others stand.
          const notSent =
            error instanceof TooManyRequestsError ||
            error instanceof PaymentRequiredError ||
            (error instanceof ConflictError && error.code === INVITATION_ERROR_CODES.alreadyMember);
          if (!notSent) throw error;
          failed.push({ email: input.email, code: error.code, message: error.message });
        }
      }
      return { invitations, failed };
    },

    /** A pending invitation's link for the orgadmin to pass on by hand: the same on every copy, mail untouched. */
    async link(caller: UserRow, id: string, invitationId: string): Promise<{ url: string }> {
      await reach(caller, id, 'manager');
      const invitation = await repository.invitation(id, invitationId);
      if (!invitation) throw new NotFoundError('Invitation not found.', INVITATION_ERROR_CODES.notFound);
      if (invitation.status !== 'pending')
        throw new ConflictError('Only a pending invitation has a link to copy.', 'INVITATION_NOT_PENDING');
      return { url: invitationUrl(`${invitation.id}.${linkSignature(invitation)}`) };
    },

    /** A fresh token and expiry; the old link stops working. */
    async resend(caller: UserRow, id: string, invitationId: string, meta: RequestMeta): Promise<Invitation> {
      const organization = await reach(caller, id, 'manager');
      const invitation = await repository.invitation(id, invitationId);
      if (!invitation) throw new NotFoundError('Invitation not found.', INVITATION_ERROR_CODES.notFound);
      if (invitation.status !== 'pending')
        throw new ConflictError('Only a pending invitation can be sent again.', 'INVITATION_NOT_PENDING');
      const token = randomBytes(32).toString('base64url');
      return db.transaction(async (tx) => {
        const row = await repository.updateInvitation(
          invitation.id,
          { tokenHash: hashToken(token), expiresAt: new Date(now().getTime() + INVITATION_TTL_DAYS * DAY_MS) },
          tx,
        );
        await sendInvitationMail(organization, row, token, tx);
        await record(
          caller,
          'organization.invitation_resent',
          id,
          meta,
          { targetType: 'invitation', targetId: row.id },
          tx,
        );
        return toInvitation(row);
      });
    },

    async revoke(caller: UserRow, id: string, invitationId: string, meta: RequestMeta) {
      await reach(caller, id, 'manager');
      const invitation = await repository.invitation(id, invitationId);
      if (!invitation) throw new NotFoundError('Invitation not found.', INVITATION_ERROR_CODES.notFound);
      if (invitation.status !== 'pending')
        throw new ConflictError('Only a pending invitation can be withdrawn.', 'INVITATION_NOT_PENDING');
      await db.transaction(async (tx) => {
        await repository.updateInvitation(invitation.id, { status: 'revoked' }, tx);
        await record(
          caller,
          'organization.invitation_revoked',
          id,
          meta,
          { targetType: 'invitation', targetId: invitation.id },
          tx,
        );
      });
      return { success: true };
    },

    /** What an invitation offers, for the page a link opens before anyone signs in. */
    async preview(token: string) {
      const invitation = await usableInvitation(token);
      const organization = (await repository.findById(invitation.organizationId))!;
      return {
        organizationName: organization.name,
        email: invitation.email,
        role: invitation.role as InvitableRole,
        expiresAt: invitation.expiresAt.toISOString(),
      };
    },

    /** Joins the caller to the organization with the invited role, within the model's bounds. */
    async accept(caller: UserRow, token: string, meta: RequestMeta) {
      const invitation = await usableInvitation(token);
      const role = invitation.role as InvitableRole;
      if (caller.email.toLowerCase() !== invitation.email.toLowerCase()) {
        throw new ForbiddenError(
          `This invitation is for ${invitation.email}. Sign in with that address to accept it.`,
          INVITATION_ERROR_CODES.wrongAccount,
        );
      }
      // One account, one role: a role-less user takes the invited one; anyone else must already hold it.
      if (caller.role && caller.role !== role) {
        const holder = caller.role === 'admin' ? 'the platform admin' : `a ${caller.role}`;
        throw new ConflictError(
          `You are already ${holder}, and one account holds one role, so an invitation as ${role} cannot be accepted.`,
          INVITATION_ERROR_CODES.secondRole,
        );
      }
      const memberships = await repository.membershipsOf(caller.id);
      if (isStaff(role) && memberships.some((m) => m.organizationId !== invitation.organizationId)) {
        throw new ConflictError(
          'Staff belong to one organization, and you already belong to another.',
          INVITATION_ERROR_CODES.staffElsewhere,
        );
      }
      await db.transaction(async (tx) => {
        await repository.addMember({ organizationId: invitation.organizationId, userId: caller.id, role }, tx);
        const patch = {
          role,
          ...(isStaff(role) || !caller.organizationId ? { organizationId: invitation.organizationId } : {}),
        };
        await users.assign(caller.id, patch, tx);
        await repository.updateInvitation(
          invitation.id,
          { status: 'accepted', acceptedBy: caller.id, acceptedAt: now() },
          tx,
        );
        await record(
          caller,
          'organization.invitation_accepted',
          invitation.organizationId,
          meta,
          { targetType: 'invitation', targetId: invitation.id, metadata: { role } },
          tx,
        );
        await outbox.record(tx, {
          type: 'invitation.accepted',
          payload: { userId: caller.id, role, invitationId: invitation.id },
          actorId: caller.id,
          organizationId: invitation.organizationId,
          requestId: meta.requestId ?? null,
        });
      });
      return { organizationId: invitation.organizationId, role };
    },
  };
}
export type InvitationsService = ReturnType<typeof createInvitationsService>;
