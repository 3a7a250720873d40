import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common.js';

/** SPEC.md §7 Other: notifications, and their settings per kind of event. */
export const notificationPaths = {
  list: '/notifications',
  read: '/notifications/:id/read',
  readAll: '/notifications/read-all',
  settings: '/notifications/settings',
  streamTicket: '/notifications/stream-ticket',
  /** Server-sent events for the ticket's user, named by STREAM_EVENTS. */
  stream: '/notifications/stream',
} as const;

/** The events of the notification stream. */
export const STREAM_EVENTS = {
  /** A new notification; its data is the Notification. */
  notification: 'notification',
  /**
   * The user's game figures changed (a scored practice submission paid points), with or without a notification (an
   * attempt makes none); its data is `{}`: the page reads its figures again.
   */
  points: 'points',
} as const;

/** What a notification is about; each kind is delivered in-app and by mail as the user's settings say. */
export const NOTIFICATION_KINDS = [
  'task_assigned',
  'task_due_soon',
  'submission_scored',
  'submission_to_review',
  'review_started',
  'feedback_released',
  'invitation_accepted',
  'role_changed',
  'badge_awarded',
  'integrity_explained',
  'integrity_answered',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  task_assigned: 'A task is assigned to me',
  task_due_soon: 'A task of mine is due within 24 hours',
  submission_scored: 'My final submission is scored',
  submission_to_review: 'A task I assigned has a submission to review',
  review_started: 'A reviewer starts on my submission',
  feedback_released: 'Feedback on my submission is released',
  invitation_accepted: 'Someone accepts my invitation',
  role_changed: 'My role changes',
  badge_awarded: 'I earn a badge in the game mode',
  integrity_explained: 'A candidate explains the integrity signals of a submission I review',
  integrity_answered: 'A reviewer answers my explanation of integrity signals',
};

/** The kinds that can reach each role, the ones its settings list (the admin's: all). */
export const NOTIFICATION_KINDS_BY_ROLE: Record<'candidate' | 'interviewer' | 'orgadmin', readonly NotificationKind[]> =
  {
    candidate: [
      'task_assigned',
      'task_due_soon',
      'submission_scored',
      'review_started',
      'feedback_released',
      'role_changed',
      'badge_awarded',
      'integrity_answered',
    ],
    interviewer: ['submission_to_review', 'integrity_explained', 'invitation_accepted', 'role_changed'],
    orgadmin: ['submission_to_review', 'integrity_explained', 'invitation_accepted', 'role_changed'],
  };

export const notificationSchema = z.object({
  id: idSchema,
  kind: notificationKindSchema,
  title: z.string(),
  body: z.string(),
  /** Where the notification leads in the app (a path), if anywhere. */
  link: z.string().nullable(),
  created_at: isoDateTimeSchema,
  read_at: isoDateTimeSchema.nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  unread_only: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  /** All the caller's unread notifications, whatever the limit (the bell's count). */
  unread_count: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationSettingSchema = z.object({
  kind: notificationKindSchema,
  label: z.string(),
  in_app: z.boolean(),
  mail: z.boolean(),
});
export type NotificationSetting = z.infer<typeof notificationSettingSchema>;

export const notificationSettingsSchema = z.object({ settings: z.array(notificationSettingSchema) });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const updateNotificationSettingsSchema = z.object({
  settings: z
    .array(z.object({ kind: notificationKindSchema, in_app: z.boolean().optional(), mail: z.boolean().optional() }))
    .min(1, 'Name at least one kind of notification to change.'),
});
export type UpdateNotificationSettings = z.infer<typeof updateNotificationSettingsSchema>;

export const readAllResultSchema = z.object({ marked: z.number().int() });

export const streamTicketSchema = z.object({ ticket: z.string(), expires_at: isoDateTimeSchema });
export const streamQuerySchema = z.object({ ticket: z.string().min(1).max(2000) });
