import { timingSafeEqual } from 'node:crypto';
import type { ListUsersQuery, Role, UpdateMeInput, User } from '@assay/contracts';
import type { Database, DbExecutor } from '../../db/client.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import type { AuditService } from '../../platform/audit/audit.service.js';
import type { OutboxService } from '../../platform/outbox/outbox.service.js';
import type { VerifiedIdentity } from '../identity/token-verifier.js';
import type { UserRow, UsersRepository } from './users.repository.js';

/** Where a call came from, for the audit log. */
export interface RequestMeta {
  requestId?: string;
  ip?: string;
}

/** The provider's copy of the role (its token claims), which POST /users/sync-role brings in step. */
export interface ProviderClaimsStore {
  issuer: string;
  readRole(subject: string): Promise<{ role: string | null; organizationId: string | null } | null>;
  writeRole(subject: string, claims: { role: string | null; organizationId: string | null }): Promise<void>;
}

/** The caller as other modules see it (the row itself; they never read the users table). */
export type { UserRow };

export const ROLE_CHANGED = 'role.changed';
/** A user saved their own profile (name or picture): `{ userId, organizationId, fields }`. */
export const PROFILE_UPDATED = 'user.profile_updated';

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    organizationId: row.organizationId,
    picture: row.picture,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

interface UsersServiceDeps {
  db: Database;
  repository: UsersRepository;
  audit: AuditService;
  outbox: OutboxService;
  providerClaims: ProviderClaimsStore;
  bootstrapSecret: string | undefined;
  newId: () => string;
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The product's users. Rights come from these rows, never from token claims: a change here takes effect on
 * the caller's very next request.
 */
export function createUsersService({
  db,
  repository,
  audit,
  outbox,
  providerClaims,
  bootstrapSecret,
  newId,
}: UsersServiceDeps) {
  async function mustFind(id: string): Promise<UserRow> {
    const row = await repository.findById(id);
    if (!row) throw new NotFoundError('User not found.', 'USER_NOT_FOUND');
    return row;
  }

  async function setRole(
    target: UserRow,
    role: Role,
    actor: UserRow,
    action: string,
    meta: RequestMeta,
  ): Promise<UserRow> {
    return db.transaction(async (tx) => {
      const updated = (await repository.update(target.id, { role }, tx))!;
      const details = { from: target.role, to: role };
      await audit.record(
        {
          actorId: actor.id,
          action,
          targetType: 'user',
          targetId: target.id,
          organizationId: target.organizationId || null,
          metadata: details,
          ...meta,
        },
        tx,
      );
      await outbox.record(tx, {
        type: ROLE_CHANGED,
        payload: { userId: target.id, ...details },
        actorId: actor.id,
        organizationId: target.organizationId || null,
        requestId: meta.requestId ?? null,
      });
      return updated;
    });
  }

  return {
    /**
     * The user behind a verified token. The first request of a new identity creates the user, with no role and
     * no organization: nothing in a token can grant either.
     */
    async resolveCaller(identity: VerifiedIdentity): Promise<UserRow> {
      const known = await repository.cachedByIdentity(identity.issuer, identity.subject);
      if (known) return known;
      const taken = await repository.findByEmail(identity.email);
      if (taken)
        throw new ConflictError(
          'This email address already belongs to an account that signs in another way.',
          'EMAIL_IN_USE',
        );
      // Our own provider's subject is a good id; an external subject may collide with it, so gets a fresh one.
      const id = identity.issuer === providerClaims.issuer ? identity.subject : newId();
      await repository.insertWithIdentity(
        { id, email: identity.email, name: identity.name, picture: identity.picture },
        identity,
      );
      return (await repository.findByIdentity(identity.issuer, identity.subject))!;
    },

    me: (caller: UserRow): User => toUser(caller),

    /** For other modules (organizations, notifications): a user's row, or null; the rows of those that exist. */
    findRow: (id: string, tx?: DbExecutor) => repository.findById(id, tx),
    findRows: (ids: readonly string[], tx?: DbExecutor) => repository.findByIds(ids, tx),
    findRowByEmail: (email: string, tx?: DbExecutor) => repository.findByEmail(email, tx),

    /** The product user behind one of our own provider's subjects; null until that subject's first request. */
    async idOfSubject(subject: string): Promise<string | null> {
      return (await repository.findByIdentity(providerClaims.issuer, subject))?.id ?? null;
    },

    /** For other modules: sets role and/or acting organization inside their transaction (they audit it). */

    async assign(userId: string, patch: { role?: Role; organizationId?: string }, tx?: DbExecutor): Promise<UserRow> {
      return (await repository.update(userId, patch, tx))!;
    },

    /** For seeders: the user of a provider account, created with the given role and organization if absent. */
    async ensureSeededUser(input: {
      issuer: string;
      subject: string;
      email: string;
      name: string;
      role: Role;
      organizationId: string;
    }): Promise<UserRow> {
      const existing = await repository.findByIdentity(input.issuer, input.subject);
      if (existing) return existing;
      const { issuer, subject, ...row } = input;
      await repository.insertWithIdentity({ id: subject, ...row }, { issuer, subject });
      return (await repository.findById(subject))!;
    },

    /** The provider's email and picture; its name only while the user has none (the profile's name is theirs). */
    async syncFromProvider(caller: UserRow, identity: VerifiedIdentity): Promise<User> {
      const patch = {
        name: caller.name || identity.name,
        email: identity.email,
        picture: identity.picture || caller.picture,
      };
      if (patch.name === caller.name && patch.email === caller.email && patch.picture === caller.picture)
        return toUser(caller);
      return toUser((await repository.update(caller.id, patch))!);
    },

    async updateMe(caller: UserRow, input: UpdateMeInput): Promise<User> {
      const organizationId = input.organizationId ?? input.organization_id;
      if (organizationId !== undefined && organizationId !== '' && organizationId !== caller.organizationId) {
        const allowed = caller.role === 'admin' || (await repository.isMember(caller.id, organizationId));
        if (!allowed) throw new ForbiddenError('You can only act in an organization you belong to.', 'NOT_A_MEMBER');
      }
      const patch = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.picture !== undefined ? { picture: input.picture } : {}),
        ...(organizationId !== undefined ? { organizationId } : {}),
      };
      const profileFields = (['name', 'picture'] as const).filter((field) => input[field] !== undefined);
      if (profileFields.length === 0) return toUser((await repository.update(caller.id, patch))!);
      // The profile saved (not merely the acting organization switched): onboarding ticks its step from this.
      return db.transaction(async (tx) => {
        const updated = (await repository.update(caller.id, patch, tx))!;
        await outbox.record(tx, {
          type: PROFILE_UPDATED,
          payload: { userId: caller.id, organizationId: updated.organizationId || null, fields: profileFields },
          actorId: caller.id,
          organizationId: updated.organizationId || null,
        });
        return toUser(updated);
      });
    },

    async list(query: ListUsersQuery): Promise<{ users: User[]; total: number }> {
      const { rows, total } = await repository.list(query);
      return { users: rows.map(toUser), total };
    },

    /** The admin, the user themselves, or staff of an organization the user belongs to. */
    async getById(caller: UserRow, id: string): Promise<User> {
      const target = await repository.findById(id);
      const visible =
        target &&
        (caller.role === 'admin' ||
          caller.id === target.id ||
          ((caller.role === 'interviewer' || caller.role === 'orgadmin') &&
            (await repository.shareOrganizationAsStaff(caller.id, target.id))));
      // One answer for "absent" and "not yours": ids of other tenants' users must not be probeable.
      if (!visible) throw new NotFoundError('User not found.', 'USER_NOT_FOUND');
      return toUser(target);
    },

    async myOrganizations(caller: UserRow) {
      return { organizations: await repository.memberships(caller.id) };
    },

    /** A new user's first role: candidate, interviewer or orgadmin (the route's schema never admits admin). */
    async chooseRole(caller: UserRow, role: Exclude<Role, 'admin'>, meta: RequestMeta): Promise<User> {
      if (caller.role) throw new ConflictError('Your role is already set. An admin can change it.', 'ROLE_ALREADY_SET');
      return toUser(await setRole(caller, role, caller, 'user.role_chosen', meta));
    },

    async updateRole(admin: UserRow, id: string, role: Role, meta: RequestMeta): Promise<{ success: boolean }> {
      const target = await mustFind(id);
      if (target.role !== role) await setRole(target, role, admin, 'user.role_changed', meta);
      return { success: true };
    },

    /** Writes the stored role into the provider's claims, so the next token carries it. */
    async syncRole(caller: UserRow): Promise<{ success: boolean; message?: string }> {
      const subjects = await repository.subjectsOf(caller.id, providerClaims.issuer);
      let changed = false;
      for (const subject of subjects) {
        const current = await providerClaims.readRole(subject);
        const wanted = { role: caller.role, organizationId: caller.organizationId || null };
        if (current && (current.role !== wanted.role || current.organizationId !== wanted.organizationId)) {
          await providerClaims.writeRole(subject, wanted);
          changed = true;
        }
      }
      return changed ? { success: true } : { success: true, message: 'No updates needed' };
    },

    async bootstrapAdmin(caller: UserRow, secret: string, meta: RequestMeta) {
      if (!bootstrapSecret) throw new ForbiddenError('Bootstrap is turned off on this server.', 'BOOTSTRAP_DISABLED');
      if (!sameSecret(secret, bootstrapSecret))
        throw new ForbiddenError('The bootstrap secret is not right.', 'BOOTSTRAP_SECRET_INVALID');
      if (caller.role === 'admin')
        return { success: true, message: 'You are already an admin.', isBootstrapApplied: false };
      if ((await repository.countByRole('admin')) > 0) {
        return {
          success: false,
          message: 'An admin already exists; ask them to change your role.',
          isBootstrapApplied: false,
        };
      }
      await setRole(caller, 'admin', caller, 'user.bootstrap_admin', meta);
      return { success: true, message: 'You are now the admin of this installation.', isBootstrapApplied: true };
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
