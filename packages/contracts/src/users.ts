import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common.js';
import { roleSchema, SELF_SELECTABLE_ROLES } from './roles.js';

/** The product's user (SPEC.md §3). `role` is null until the user chooses one; `organizationId` is '' for none. */
export const userSchema = z.object({
  id: idSchema,
  email: z.string(),
  name: z.string(),
  role: roleSchema.nullable(),
  organizationId: z.string(),
  picture: z.string(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type User = z.infer<typeof userSchema>;

export const userPaths = {
  me: '/users/me',
  list: '/users',
  byId: '/users/:id',
  myOrganizations: '/users/me/organizations',
  syncFromProvider: '/users/sync-descope-to-backend',
  chooseRole: '/users/me/role',
  updateRole: '/users/:id/update-role',
  syncRole: '/users/sync-role',
  bootstrapAdmin: '/users/bootstrap-admin',
} as const;

/** PATCH/PUT /users/me. Both spellings of the organization id are accepted (SPEC.md §3); the role never is. */
export const updateMeInputSchema = z
  .object({
    name: z.string().trim().min(1).max(200).optional(),
    picture: z.union([z.literal(''), z.url().max(2000)]).optional(),
    organization_id: z.string().max(200).optional(),
    organizationId: z.string().max(200).optional(),
  })
  .strict();
export type UpdateMeInput = z.infer<typeof updateMeInputSchema>;

export const listUsersQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(200).optional(),
  role: roleSchema.optional(),
  organization_id: z.string().max(200).optional(),
});
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;

export const userListSchema = z.object({ users: z.array(userSchema), total: z.number().int() });

export const syncUserResultSchema = z.object({ success: z.boolean(), user: userSchema });

export const chooseRoleInputSchema = z.object({ role: z.enum(SELF_SELECTABLE_ROLES) });

export const updateRoleQuerySchema = z.object({ role: roleSchema });
export const successSchema = z.object({ success: z.boolean(), message: z.string().optional() });

export const bootstrapAdminInputSchema = z.object({ secret: z.string().min(1, 'Bootstrap-admin needs a secret.') });
export const bootstrapAdminResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  isBootstrapApplied: z.boolean(),
});

export const organizationSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  website: z.string(),
  /** The caller's role in it: staff act in one organization, a candidate may belong to several. */
  role: roleSchema,
});
export const myOrganizationsSchema = z.object({ organizations: z.array(organizationSummarySchema) });
