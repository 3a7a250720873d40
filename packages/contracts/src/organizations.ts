import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common.js';
import { roleSchema } from './roles.js';

export const organizationPaths = {
  list: '/organizations',
  byId: '/organizations/:id',
  members: '/organizations/:id/members',
  member: '/organizations/:id/members/:userId',
  invitations: '/organizations/:id/invitations',
  invitation: '/organizations/:id/invitations/:invId',
  resendInvitation: '/organizations/:id/invitations/:invId/resend',
  invitationLink: '/organizations/:id/invitations/:invId/link',
  settings: '/organizations/:id/settings',
  bulkInvites: '/organizations/invites',
  acceptInvitation: '/invitations/accept/:token',
  activity: '/organizations/:id/activity',
} as const;

/** Roles an invitation may carry: never admin (only the admin grants admin). */
export const INVITABLE_ROLES = ['candidate', 'interviewer', 'orgadmin'] as const;
export const invitableRoleSchema = z.enum(INVITABLE_ROLES);

export const INVITATION_TTL_DAYS = 7;

const websiteSchema = z.union([z.literal(''), z.url('Website must be a URL, such as https://example.com.').max(500)]);

export const organizationSchema = z.object({
  id: idSchema,
  name: z.string(),
  website: z.string(),
  createdBy: z.string(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Organization = z.infer<typeof organizationSchema>;

export const createOrganizationInputSchema = z.object({
  name: z.string().trim().min(1, 'Organization name is required.').max(200),
  website: websiteSchema.optional(),
});
export const updateOrganizationInputSchema = createOrganizationInputSchema.partial();

export const organizationListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const organizationListSchema = z.object({
  organizations: z.array(organizationSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export const memberSchema = z.object({
  userId: idSchema,
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  joinedAt: isoDateTimeSchema,
});
export const memberListSchema = z.object({ members: z.array(memberSchema) });
/** The audit actions an organization's own admins see on their overview, newest first. */
export const ORGANIZATION_ACTIVITY_ACTIONS = [
  'organization.created',
  'organization.updated',
  'organization.settings_changed',
  'organization.invitation_sent',
  'organization.invitation_resent',
  'organization.invitation_revoked',
  'organization.invitation_accepted',
  'organization.member_role_changed',
  'organization.member_removed',
] as const;
export const organizationActivityActionSchema = z.enum(ORGANIZATION_ACTIVITY_ACTIONS);
export type OrganizationActivityAction = z.infer<typeof organizationActivityActionSchema>;

export const organizationActivityQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) });
export const organizationActivityEntrySchema = z.object({
  id: z.string(),
  action: organizationActivityActionSchema,
  /** Who did it; null when that account no longer exists. */
  actorName: z.string().nullable(),
  /** Whom or what it was done to, in words: the member's name or the invitation's address. */
  subject: z.string().nullable(),
  /** The role granted or taken, where the action carries one. */
  role: roleSchema.nullable(),
  createdAt: isoDateTimeSchema,
});
export type OrganizationActivityEntry = z.infer<typeof organizationActivityEntrySchema>;
export const organizationActivitySchema = z.object({ items: z.array(organizationActivityEntrySchema) });

export const changeMemberRoleInputSchema = z.object({ role: invitableRoleSchema });

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked'] as const;
export const invitationSchema = z.object({
  id: idSchema,
  organizationId: idSchema,
  email: z.string(),
  role: invitableRoleSchema,
  status: z.enum(INVITATION_STATUSES),
  expiresAt: isoDateTimeSchema,
  createdAt: isoDateTimeSchema,
  invitedBy: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationListSchema = z.object({ invitations: z.array(invitationSchema) });
/** A pending invitation's link, for an orgadmin to pass on by hand (the mailed link keeps working beside it). */
export const invitationLinkSchema = z.object({ url: z.string() });
export type InvitationLink = z.infer<typeof invitationLinkSchema>;

/** SPEC.md §3 Invitation: email and role. */
export const createInvitationInputSchema = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid email address.').max(320),
  role: z.string().pipe(invitableRoleSchema),
});
export const bulkInvitationInputSchema = z.object({
  organizationId: idSchema,
  invitations: z.array(createInvitationInputSchema).min(1).max(100),
});
export const bulkInvitationResultSchema = z.object({
  invitations: z.array(invitationSchema),
  failed: z.array(z.object({ email: z.string(), code: z.string(), message: z.string() })),
});

export const organizationSettingsSchema = z.object({
  /** Default deadline of an assigned task, in days. */
  defaultTaskDeadlineDays: z.number().int().min(1).max(365),
});
export type OrganizationSettings = z.infer<typeof organizationSettingsSchema>;
export const DEFAULT_ORGANIZATION_SETTINGS: OrganizationSettings = { defaultTaskDeadlineDays: 7 };
export const updateOrganizationSettingsInputSchema = organizationSettingsSchema.partial();

/** What the invitation page shows before accepting (GET /invitations/accept/{token}). */
export const invitationPreviewSchema = z.object({
  organizationName: z.string(),
  email: z.string(),
  role: invitableRoleSchema,
  expiresAt: isoDateTimeSchema,
});
export const acceptInvitationResultSchema = z.object({
  organizationId: idSchema,
  role: roleSchema,
});

/** Why an invitation token cannot be used; each has its own message on the invitation page. */
export const INVITATION_ERROR_CODES = {
  notFound: 'INVITATION_NOT_FOUND',
  expired: 'INVITATION_EXPIRED',
  used: 'INVITATION_ALREADY_USED',
  revoked: 'INVITATION_REVOKED',
  wrongAccount: 'INVITATION_EMAIL_MISMATCH',
  staffElsewhere: 'INVITATION_STAFF_ELSEWHERE',
  secondRole: 'INVITATION_SECOND_ROLE',
  dailyLimit: 'INVITATION_DAILY_LIMIT',
  alreadyMember: 'INVITATION_ALREADY_MEMBER',
} as const;

/** GET /interviewer/candidates: the candidates of the caller's organization. */
export const candidateDirectoryPath = '/interviewer/candidates';
export const candidateDirectoryQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  /** The admin, bound to no organization, names one. */
  organization_id: idSchema.optional(),
});
export const candidateEntrySchema = z.object({
  /** null while the candidate has only been invited. */
  userId: idSchema.nullable(),
  name: z.string(),
  email: z.string(),
  status: z.enum(['member', 'invited']),
  /** When they joined or were invited; task activity joins with tasks. */
  lastActivityAt: isoDateTimeSchema,
});
export const candidateDirectorySchema = z.object({ candidates: z.array(candidateEntrySchema) });
export type CandidateEntry = z.infer<typeof candidateEntrySchema>;
