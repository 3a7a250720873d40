import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common.js';
import { memberSchema } from './organizations.js';

/** The platform admin's view of organizations: search, usage, and suspending one (issue 26). */
export const adminOrganizationPaths = {
  list: '/admin/organizations',
  byId: '/admin/organizations/:id',
  suspend: '/admin/organizations/:id/suspend',
  restore: '/admin/organizations/:id/restore',
  /** Any signed-in user: whether the organization they act in is suspended, and why. */
  mySuspension: '/organizations/suspension',
} as const;

/** The code of the 403 a suspended organization's people get when they try to start or submit work. */
export const ORGANIZATION_SUSPENDED_CODE = 'ORGANIZATION_SUSPENDED';

/** The message of that 403; the web app shows it as it is. */
export const organizationSuspendedMessage = (reason: string) =>
  `Your organization is suspended: ${reason.trim().replace(/[.!?]+$/, '')}. Contact your administrator.`;

export const adminOrganizationListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminOrganizationListQuery = z.infer<typeof adminOrganizationListQuerySchema>;

/** What the organization has done on the platform, counted from the database. */
export const organizationUsageSchema = z.object({
  members: z.number().int(),
  assessments: z.number().int(),
  tasks: z.number().int(),
  submissions: z.number().int(),
  /** The latest assessment, task, submission or audit entry of the organization; null when there is none. */
  lastActivityAt: isoDateTimeSchema.nullable(),
});
export type OrganizationUsage = z.infer<typeof organizationUsageSchema>;

export const adminOrganizationSchema = z.object({
  id: idSchema,
  name: z.string(),
  website: z.string(),
  createdAt: isoDateTimeSchema,
  suspendedAt: isoDateTimeSchema.nullable(),
  suspendedReason: z.string().nullable(),
  usage: organizationUsageSchema,
});
export type AdminOrganization = z.infer<typeof adminOrganizationSchema>;

export const adminOrganizationListSchema = z.object({
  organizations: z.array(adminOrganizationSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AdminOrganizationList = z.infer<typeof adminOrganizationListSchema>;

export const adminOrganizationDetailSchema = adminOrganizationSchema.extend({ members: z.array(memberSchema) });
export type AdminOrganizationDetail = z.infer<typeof adminOrganizationDetailSchema>;

export const suspendOrganizationInputSchema = z.object({
  reason: z.string().trim().min(1, 'Give the reason: the organization’s people see it.').max(500),
});
export type SuspendOrganizationInput = z.infer<typeof suspendOrganizationInputSchema>;

export const restoreOrganizationInputSchema = z.object({
  reason: z.string().trim().min(1, 'Give the reason for restoring the organization.').max(500),
});
export type RestoreOrganizationInput = z.infer<typeof restoreOrganizationInputSchema>;

/** GET /organizations/suspension: the caller's acting organization's suspension, or none. */
export const mySuspensionSchema = z.object({
  suspended: z.boolean(),
  organizationName: z.string().nullable(),
  reason: z.string().nullable(),
  message: z.string().nullable(),
});
export type MySuspension = z.infer<typeof mySuspensionSchema>;
