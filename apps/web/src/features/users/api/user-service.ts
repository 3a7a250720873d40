import {
  ACCOUNT_SYNC_TIMEOUT_MS,
  bootstrapAdminResultSchema,
  myOrganizationsSchema,
  successSchema,
  syncUserResultSchema,
  userListSchema,
  userPaths,
  userSchema,
  type ListUsersQuery,
  type Role,
  type SELF_SELECTABLE_ROLES,
  type UpdateMeInput,
  type User,
} from '@assay/contracts';
import type { z } from 'zod';
import { isApiError } from '@/lib/api-client/api-error';
import { apiClient, type HttpClient } from '@/lib/api-client/http-client';
import { logger } from '@/lib/logger';
import { fillPath } from '@/lib/fill-path';

export type SelfSelectableRole = (typeof SELF_SELECTABLE_ROLES)[number];
export type UserList = z.infer<typeof userListSchema>;
export type RoleSyncResult = z.infer<typeof successSchema>;
export type BootstrapAdminResult = z.infer<typeof bootstrapAdminResultSchema>;
export type OrganizationSummary = z.infer<typeof myOrganizationsSchema>['organizations'][number];

/**
 * The /users calls. Per SPEC.md §7 "Rules on calls", lookups answer null or false when the backend fails, so the
 * sign-in flow can fall back; profile update, listing and the role flows rethrow, so their screens can say why.
 */
export interface UserService {
  /** Creates or updates our user from the provider's session (the first call after every sign-in). */
  syncFromProvider(): Promise<User | null>;
  getMe(): Promise<User | null>;
  getUser(id: string): Promise<User | null>;
  getMyOrganizations(): Promise<OrganizationSummary[] | null>;
  bootstrapAdmin(secret: string): Promise<BootstrapAdminResult | null>;
  updateMe(input: UpdateMeInput): Promise<User>;
  listUsers(query?: Partial<ListUsersQuery>): Promise<UserList>;
  /** The first role choice at /user-type-selection. */
  chooseRole(role: SelfSelectableRole): Promise<User>;
  /** Admin-only: another user's role. Resolves to the server's `success`. */
  updateRole(userId: string, role: Role): Promise<boolean>;
  syncRole(): Promise<RoleSyncResult>;
}

function describeFailure(error: unknown): Record<string, unknown> {
  if (isApiError(error)) return { status: error.status, code: error.code, message: error.message };
  return { message: error instanceof Error ? error.message : String(error) };
}

// Only logged, never toasted (SPEC.md §8): the caller has a fallback and the person has nothing to do about it.
async function orNull<T>(what: string, call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    logger.info(`${what} failed.`, describeFailure(error));
    return null;
  }
}

export function createUserService(client: HttpClient = apiClient): UserService {
  return {
    syncFromProvider: () =>
      orNull('Account sync', async () => {
        const result = await client.post(userPaths.syncFromProvider, undefined, {
          schema: syncUserResultSchema,
          timeoutMs: ACCOUNT_SYNC_TIMEOUT_MS,
        });
        if (!result.success) throw new Error('The server did not confirm the sync.');
        return result.user;
      }),
    getMe: () => orNull('Loading your profile', () => client.get(userPaths.me, { schema: userSchema })),
    getUser: (id) =>
      orNull('Loading the user', () => client.get(fillPath(userPaths.byId, { id }), { schema: userSchema })),
    getMyOrganizations: () =>
      orNull('Loading your organizations', async () => {
        const result = await client.get(userPaths.myOrganizations, { schema: myOrganizationsSchema });
        return result.organizations;
      }),
    bootstrapAdmin: (secret) =>
      orNull('Bootstrap admin', () =>
        client.post(userPaths.bootstrapAdmin, { secret }, { schema: bootstrapAdminResultSchema }),
      ),
    updateMe: (input) => client.patch(userPaths.me, input, { schema: userSchema }),
    listUsers: (query = {}) => client.get(userPaths.list, { query: { ...query }, schema: userListSchema }),
    chooseRole: (role) => client.post(userPaths.chooseRole, { role }, { schema: userSchema }),
    updateRole: async (userId, role) => {
      const path = fillPath(userPaths.updateRole, { id: userId });
      const result = await client.post(path, undefined, { query: { role }, schema: successSchema });
      return result.success;
    },
    syncRole: () => client.post(userPaths.syncRole, undefined, { schema: successSchema }),
  };
}

export const userService: UserService = createUserService();
