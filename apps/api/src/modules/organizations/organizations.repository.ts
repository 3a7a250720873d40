import { ORGANIZATION_ACTIVITY_ACTIONS, type Role } from '@assay/contracts';
import { and, count, desc, eq, gt, ilike, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, DbExecutor } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { auditLogs } from '../../platform/audit/audit.tables.js';
import { users } from '../users/users.tables.js';
import { organizationInvitations, organizationMembers, organizations } from './organizations.tables.js';

export type OrganizationRow = typeof organizations.$inferSelect;
export type InvitationRow = typeof organizationInvitations.$inferSelect;
export type MembershipRow = typeof organizationMembers.$inferSelect;

/** Organizations, their members and invitations. Every query names the organization it reads. */
export function createOrganizationsRepository(db: Database) {
  return {
    async insertIfAbsent(row: typeof organizations.$inferInsert, tx: DbExecutor = db): Promise<void> {
      await tx.insert(organizations).values(row).onConflictDoNothing({ target: organizations.id });
    },

    async findById(id: string, tx: DbExecutor = db): Promise<OrganizationRow | null> {
      const [row] = await tx.select().from(organizations).where(eq(organizations.id, id));
      return row ?? null;
    },

    /** The row locked for this transaction: suspending and restoring decide on what they read. */
    async findForUpdate(id: string, tx: DbExecutor): Promise<OrganizationRow | null> {
      const [row] = await tx.select().from(organizations).where(eq(organizations.id, id)).for('update');
      return row ?? null;
    },

    /** Sets or clears the suspension only: `updated_at` is the organization's own details' and stays. */
    async setSuspension(
      id: string,
      suspension: { suspendedAt: Date | null; suspendedReason: string | null },
      tx: DbExecutor = db,
    ): Promise<OrganizationRow> {
      const [row] = await tx.update(organizations).set(suspension).where(eq(organizations.id, id)).returning();
      return row!;
    },

    async update(
      id: string,
      patch: Partial<Pick<OrganizationRow, 'name' | 'website' | 'settings'>>,
      tx: DbExecutor = db,
    ): Promise<OrganizationRow | null> {
      const [row] = await tx
        .update(organizations)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(organizations.id, id))
        .returning();
      return row ?? null;
    },

    /** All organizations (the admin), or only those in `onlyIds`. */
    async list(
      query: { search?: string | undefined; page: number; limit: number; onlyIds?: string[] },
      tx: DbExecutor = db,
    ) {
      const conditions: SQL[] = [];
      if (query.onlyIds)
        conditions.push(query.onlyIds.length > 0 ? inArray(organizations.id, query.onlyIds) : eq(organizations.id, ''));
      if (query.search) conditions.push(ilike(organizations.name, containsPattern(query.search)));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [totals]] = await Promise.all([
        tx
          .select()
          .from(organizations)
          .where(where)
          .orderBy(organizations.name, organizations.id)
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        tx.select({ total: count() }).from(organizations).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    async addMember(
      member: { organizationId: string; userId: string; role: Role },
      tx: DbExecutor = db,
    ): Promise<void> {
      await tx
        .insert(organizationMembers)
        .values(member)
        .onConflictDoUpdate({
          target: [organizationMembers.organizationId, organizationMembers.userId],
          set: { role: member.role },
        });
    },

    async removeMember(organizationId: string, userId: string, tx: DbExecutor = db): Promise<void> {
      await tx
        .delete(organizationMembers)
        .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)));
    },

    async membership(organizationId: string, userId: string, tx: DbExecutor = db): Promise<MembershipRow | null> {
      const [row] = await tx
        .select()
        .from(organizationMembers)
        .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)));
      return row ?? null;
    },

    async membershipsOf(userId: string, tx: DbExecutor = db): Promise<MembershipRow[]> {
      return tx.select().from(organizationMembers).where(eq(organizationMembers.userId, userId));
    },

    async members(organizationId: string, tx: DbExecutor = db) {
      return tx
        .select({
          userId: users.id,
          name: users.name,
          email: users.email,
          role: organizationMembers.role,
          joinedAt: organizationMembers.createdAt,
        })
        .from(organizationMembers)
        .innerJoin(users, eq(users.id, organizationMembers.userId))
        .where(eq(organizationMembers.organizationId, organizationId))
        .orderBy(users.name, users.email);
    },

    /**
     * The organization's audit rows its admins may see, newest first, with the names they need: who acted, and the
     * member or invitation address it was done to.
     */
    async activity(organizationId: string, limit: number) {
      const actor = alias(users, 'actor');
      const member = alias(users, 'member');
      return db
        .select({
          id: auditLogs.id,
          action: auditLogs.action,
          metadata: auditLogs.metadata,
          createdAt: auditLogs.createdAt,
          actorName: actor.name,
          actorEmail: actor.email,
          memberName: member.name,
          memberEmail: member.email,
          invitationEmail: organizationInvitations.email,
          invitationRole: organizationInvitations.role,
        })
        .from(auditLogs)
        .leftJoin(actor, eq(actor.id, auditLogs.actorId))
        .leftJoin(member, and(eq(auditLogs.targetType, 'user'), eq(member.id, auditLogs.targetId)))
        .leftJoin(
          organizationInvitations,
          and(
            eq(auditLogs.targetType, 'invitation'),
            eq(organizationInvitations.id, auditLogs.targetId),
            eq(organizationInvitations.organizationId, organizationId),
          ),
        )
        .where(
          and(
            eq(auditLogs.organizationId, organizationId),
            inArray(auditLogs.action, [...ORGANIZATION_ACTIVITY_ACTIONS]),
          ),
        )
        .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
        .limit(limit);
    },

    async insertInvitation(
      row: typeof organizationInvitations.$inferInsert,
      tx: DbExecutor = db,
    ): Promise<InvitationRow> {
      const [inserted] = await tx.insert(organizationInvitations).values(row).returning();
      return inserted!;
    },

    async invitation(organizationId: string, id: string, tx: DbExecutor = db): Promise<InvitationRow | null> {
      const [row] = await tx
        .select()
        .from(organizationInvitations)
        .where(and(eq(organizationInvitations.organizationId, organizationId), eq(organizationInvitations.id, id)));
      return row ?? null;
    },

    /** Any organization's invitation by id: only for a copied link, whose signature is checked next. */
    async invitationById(id: string, tx: DbExecutor = db): Promise<InvitationRow | null> {
      const [row] = await tx.select().from(organizationInvitations).where(eq(organizationInvitations.id, id));
      return row ?? null;
    },

    async invitationByTokenHash(tokenHash: string, tx: DbExecutor = db): Promise<InvitationRow | null> {
      const [row] = await tx
        .select()
        .from(organizationInvitations)
        .where(eq(organizationInvitations.tokenHash, tokenHash));
      return row ?? null;
    },

    /** How many invitations the organization made since then (the cap on a new organization's). */
    async invitationsSince(organizationId: string, since: Date, tx: DbExecutor = db): Promise<number> {
      const [row] = await tx
        .select({ total: count() })
        .from(organizationInvitations)
        .where(
          and(eq(organizationInvitations.organizationId, organizationId), gt(organizationInvitations.createdAt, since)),
        );
      return row?.total ?? 0;
    },

    /** Whether any organization has a pending, unexpired invitation to this (lower-cased) address. */
    async hasPendingInvitation(email: string, at: Date, tx: DbExecutor = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: organizationInvitations.id })
        .from(organizationInvitations)
        .where(
          and(
            eq(organizationInvitations.email, email),
            eq(organizationInvitations.status, 'pending'),
            gt(organizationInvitations.expiresAt, at),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async pendingInvitations(organizationId: string, tx: DbExecutor = db): Promise<InvitationRow[]> {
      return tx
        .select()
        .from(organizationInvitations)
        .where(
          and(
            eq(organizationInvitations.organizationId, organizationId),
            eq(organizationInvitations.status, 'pending'),
          ),
        )
        .orderBy(desc(organizationInvitations.createdAt));
    },

    async updateInvitation(
      id: string,
      patch: Partial<Omit<InvitationRow, 'id' | 'organizationId'>>,
      tx: DbExecutor = db,
    ): Promise<InvitationRow> {
      const [row] = await tx
        .update(organizationInvitations)
        .set(patch)
        .where(eq(organizationInvitations.id, id))
        .returning();
      return row!;
    },
  };
}
export type OrganizationsRepository = ReturnType<typeof createOrganizationsRepository>;
