import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_KINDS_BY_ROLE,
  type Notification,
  type NotificationKind,
  type NotificationList,
  type NotificationSettings,
  type UpdateNotificationSettings,
} from '@assay/contracts';
import { afterCommit } from '../../db/after-commit.js';
import type { Database, DbExecutor } from '../../db/client.js';
import { NotFoundError } from '../../lib/errors.js';
import type { MailService } from '../../platform/mail/mail.service.js';
import type { DomainEvent } from '../../platform/outbox/outbox.service.js';
import type { EventSubscriber } from '../../platform/outbox/outbox.dispatcher.js';
import type { SubmissionScoredPayload } from '../judging/submission-scored.js';
import type { InvitationsService } from '../organizations/invitations.service.js';
import type { CandidateTasksService } from '../tasks/candidate-tasks.service.js';
import type { UserRow, UsersService } from '../users/users.service.js';
import type { LiveNotifications } from './live-notifications.js';
import type { NotificationRow, NotificationsRepository } from './notifications.repository.js';
import type { StreamTickets } from './stream-tickets.js';

/** What a kind does for someone who never changed it: in the app always; by mail when it asks something of them. */
const DEFAULTS: Record<NotificationKind, { inApp: boolean; mail: boolean }> = {
  task_assigned: { inApp: true, mail: true },
  task_due_soon: { inApp: true, mail: true },
  submission_scored: { inApp: true, mail: false },
  submission_to_review: { inApp: true, mail: false },
  review_started: { inApp: true, mail: false },
  feedback_released: { inApp: true, mail: true },
  invitation_accepted: { inApp: true, mail: true },
  role_changed: { inApp: true, mail: true },
  badge_awarded: { inApp: true, mail: false },
  integrity_explained: { inApp: true, mail: true },
  integrity_answered: { inApp: true, mail: true },
};

/** One notification to deliver, made from a domain event. */
interface Notice {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path in the app. */
  link: string | null;
}

const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  kind: row.kind as NotificationKind,
  title: row.title,
  body: row.body,
  link: row.link,
  created_at: row.createdAt.toISOString(),
  read_at: row.readAt?.toISOString() ?? null,
});

interface NotificationsDeps {
  db: Database;
  repository: NotificationsRepository;
  mail: MailService;
  live: LiveNotifications;
  tickets: StreamTickets;
  publicUrl: string;
  newId: () => string;
  /** The other modules' reads a notice needs, in the event's transaction. */
  users: Pick<UsersService, 'findRow' | 'findRows'>;
  tasks: Pick<CandidateTasksService, 'titleOf'>;
  invitations: Pick<InvitationsService, 'inviterOf'>;
  now?: () => Date;
}

/**
 * Notifications: made from domain events by the outbox subscriber, delivered in the app and by mail as each user's
 * settings say, listed and marked read by their owner only.
 */
export function createNotificationsService({
  db,
  repository,
  mail,
  live,
  tickets,
  publicUrl,
  newId,
  users,
  tasks,
  invitations,
  now = () => new Date(),
}: NotificationsDeps) {
  type Settings = Record<NotificationKind, { inApp: boolean; mail: boolean }>;

  /** Each user's settings: what they chose, and the defaults for what they did not. */
  async function settingsOfUsers(userIds: readonly string[], tx: DbExecutor = db): Promise<Map<string, Settings>> {
    const chosen = new Map<string, Map<string, { inApp: boolean; mail: boolean }>>(
      userIds.map((userId) => [userId, new Map()]),
    );
    for (const row of await repository.settings(userIds, tx)) chosen.get(row.userId)?.set(row.kind, row);
    return new Map(
      [...chosen].map(([userId, kinds]) => [
        userId,
        Object.fromEntries(
          NOTIFICATION_KINDS.map((kind) => {
            const row = kinds.get(kind);
            return [kind, row ? { inApp: row.inApp, mail: row.mail } : DEFAULTS[kind]];
          }),
        ) as Settings,
      ]),
    );
  }

  const settingsOf = async (userId: string, tx: DbExecutor = db) => (await settingsOfUsers([userId], tx)).get(userId)!;

  /** The caller's settings of the kinds that can reach their role (every kind for the admin or someone with none). */
  async function settingsView(caller: UserRow): Promise<NotificationSettings> {
    const settings = await settingsOf(caller.id);
    const kinds = caller.role && caller.role !== 'admin' ? NOTIFICATION_KINDS_BY_ROLE[caller.role] : NOTIFICATION_KINDS;
    return {
      settings: kinds.map((kind) => ({
        kind,
        label: NOTIFICATION_KIND_LABELS[kind],
        in_app: settings[kind].inApp,
        mail: settings[kind].mail,
      })),
    };
  }

  /**
   * Delivers notices as their users' settings say, once per event (a redelivered event finds them done): a few
   * statements for any number of notices.
   */
  async function deliver(notices: readonly { notice: Notice; event: DomainEvent }[], tx: DbExecutor): Promise<void> {
    const userIds = [...new Set(notices.map(({ notice }) => notice.userId))];
    const [people, settings] = await Promise.all([users.findRows(userIds, tx), settingsOfUsers(userIds, tx)]);
    const userOf = new Map(people.map((user) => [user.id, user]));
    const delivered = notices.flatMap(({ notice, event }) => {
      const user = userOf.get(notice.userId);
      return user ? [{ notice, event, user, chosen: settings.get(user.id)![notice.kind] }] : [];
    });
    const inserted = await repository.insert(
      delivered
        .filter(({ chosen }) => chosen.inApp)
        .map(({ notice, event, user }) => ({
          id: newId(),
          userId: user.id,
          kind: notice.kind,
          title: notice.title,
          body: notice.body,
          link: notice.link,
          eventId: event.id,
          createdAt: event.createdAt,
        })),
      tx,
    );
    afterCommit(tx, () => {
      for (const row of inserted) live.push(row.userId, toNotification(row));
    });
    for (const { notice, user, chosen } of delivered) {
      if (!chosen.mail) continue;
      const action = notice.link ? { label: 'Open', url: new URL(notice.link, publicUrl).toString() } : undefined;
      await mail.queue(tx, {
        to: user.email,
        template: 'notice',
        data: { heading: notice.title, paragraphs: [notice.body], ...(action ? { action } : {}) },
      });
    }
  }

  /** The notices an event makes (none for events nobody needs telling about). */
  async function noticesOf(event: DomainEvent, tx: DbExecutor): Promise<Notice[]> {
    const payload = event.payload as Record<string, unknown>;
    switch (event.type) {
      case 'task.assigned': {
        const title = String(payload.title ?? 'a task');
        return [
          {
            userId: String(payload.candidateId),
            kind: 'task_assigned',
            title: `New task: ${title}`,
            body: `You have been given “${title}”. Open it when you are ready to start.`,
            link: `/tasks/${String(payload.taskId)}`,
          },
        ];
      }
      case 'task.due_soon': {
        const title = (await tasks.titleOf(String(payload.taskId), tx)) ?? 'your task';
        const due = new Date(String(payload.dueAt));
        return [
          {
            userId: String(payload.candidateId),
            kind: 'task_due_soon',
            title: `Due soon: ${title}`,
            body: `“${title}” is due ${due.toUTCString()}. Submit it before then.`,
            link: `/tasks/${String(payload.taskId)}`,
          },
        ];
      }
      case 'submission.scored': {
        const scored = payload as Partial<SubmissionScoredPayload>;
        // Attempts are scored while the candidate watches; a re-evaluation is the staff's own doing.
        if (scored.kind !== 'final' || scored.trigger === 're_evaluation') return [];
        const title = scored.title ?? 'your task';
        const notices: Notice[] = [
          {
            userId: String(scored.candidateId),
            kind: 'submission_scored',
            title: `Scored: ${title}`,
            body: `Your final submission for “${title}” scored ${Number(scored.score)} out of 100.`,
            link: `/tasks/${String(scored.taskId)}`,
          },
        ];
        if (scored.assignedBy && scored.candidateName) {
          const who = scored.candidateName;
          notices.push({
            userId: scored.assignedBy,
            kind: 'submission_to_review',
            title: `${who} submitted “${title}”`,
            body: `${who} submitted “${title}”; it scored ${Number(scored.score)} out of 100 and is waiting for review.`,
            link: `/interviewer/reviews/${String(scored.submissionId)}`,
          });
        }
        return notices;
      }
      case 'review.started': {
        const title = (await tasks.titleOf(String(payload.taskId), tx)) ?? 'your task';
        return [
          {
            userId: String(payload.candidateId),
            kind: 'review_started',
            title: `In review: ${title}`,
            body: `A reviewer has started on your submission for “${title}”.`,
            link: `/tasks/${String(payload.taskId)}`,
          },
        ];
      }
      case 'feedback.released': {
        const title = (await tasks.titleOf(String(payload.taskId), tx)) ?? 'your task';
        return [
          {
            userId: String(payload.candidateId),
            kind: 'feedback_released',
            title: `Feedback on ${title}`,
            body: `Your reviewer's feedback on “${title}” is ready to read.`,
            link: `/tasks/${String(payload.taskId)}`,
          },
        ];
      }
      case 'integrity.appealed': {
        if (!payload.reviewerId) return [];
        const title = (await tasks.titleOf(String(payload.taskId), tx)) ?? 'a task';
        return [
          {
            userId: String(payload.reviewerId),
            kind: 'integrity_explained',
            title: `${String(payload.candidateName)} explained their signals`,
            body: `${String(payload.candidateName)} wrote an explanation of the integrity signals of their submission for “${title}”.`,
            link: `/interviewer/reviews/${String(payload.submissionId)}`,
          },
        ];
      }
      case 'integrity.answered': {
        const title = (await tasks.titleOf(String(payload.taskId), tx)) ?? 'your task';
        return [
          {
            userId: String(payload.candidateId),
            kind: 'integrity_answered',
            title: `Your explanation was answered: ${title}`,
            body: `The reviewer answered your explanation of the integrity signals on “${title}”.`,
            link: `/tasks/${String(payload.taskId)}`,
          },
        ];
      }
      case 'invitation.accepted': {
        if (!event.organizationId) return [];
        const inviterId = await invitations.inviterOf(event.organizationId, String(payload.invitationId), tx);
        const joined = await users.findRow(String(payload.userId), tx);
        if (!inviterId || !joined) return [];
        const who = joined.name || joined.email;
        return [
          {
            userId: inviterId,
            kind: 'invitation_accepted',
            title: `${who} joined`,
            body: `${who} (${joined.email}) accepted your invitation and joined as ${String(payload.role)}.`,
            link: '/candidates',
          },
        ];
      }
      case 'role.changed':
        return [
          {
            userId: String(payload.userId),
            kind: 'role_changed',
            title: 'Your role changed',
            body: `Your role in the organization is now ${String(payload.to)} (it was ${String(payload.from)}).`,
            link: null,
          },
        ];
      case 'badge.awarded':
        return [
          {
            userId: String(payload.userId),
            kind: 'badge_awarded',
            title: `Badge earned: ${String(payload.name)}`,
            body: String(payload.criterion),
            link: '/game-mode',
          },
        ];
      default:
        return [];
    }
  }

  async function notify(events: readonly DomainEvent[]): Promise<void> {
    // Read before the transaction: on the embedded database, a read outside an open transaction would wait for it.
    const notices: { notice: Notice; event: DomainEvent }[] = [];
    for (const event of events) for (const notice of await noticesOf(event, db)) notices.push({ notice, event });
    if (notices.length === 0) return;
    await db.transaction((tx) => deliver(notices, tx));
  }

  const subscriber: EventSubscriber = {
    name: 'notifications',
    types: [
      'task.assigned',
      'task.due_soon',
      'submission.scored',
      'review.started',
      'feedback.released',
      'invitation.accepted',
      'role.changed',
      'badge.awarded',
      'integrity.appealed',
      'integrity.answered',
    ],
    handle: (event) => notify([event]),
    handleBatch: notify,
  };

  return {
    subscriber,

    /** POST /notifications/stream-ticket: what opens the caller's stream (EventSource sends no Authorization header). */
    streamTicket(caller: UserRow): { ticket: string; expires_at: string } {
      const { ticket, expiresAt } = tickets.issue(caller.id);
      return { ticket, expires_at: expiresAt.toISOString() };
    },

    /** The user a stream ticket opens for, or null; and their new notifications as they come (`listen`). */
    userOfTicket: (ticket: string) => tickets.verify(ticket),
    listen: live.listen,

    /** GET /notifications: the caller's, newest first, with the count of all their unread ones. */
    async list(caller: UserRow, query: { unread_only: boolean; limit: number }): Promise<NotificationList> {
      const [rows, unread] = await Promise.all([
        repository.list(caller.id, { unreadOnly: query.unread_only, limit: query.limit }),
        repository.unreadCount(caller.id),
      ]);
      return { notifications: rows.map(toNotification), unread_count: unread };
    },

    /** POST /notifications/{id}/read: only the owner's; someone else's is not found. */
    async markRead(caller: UserRow, id: string): Promise<Notification> {
      const row = await repository.markRead(caller.id, id, now());
      if (!row) throw new NotFoundError('Notification not found.');
      return toNotification(row);
    },

    async markAllRead(caller: UserRow): Promise<{ marked: number }> {
      return { marked: await repository.markAllRead(caller.id, now()) };
    },

    settings: (caller: UserRow) => settingsView(caller),

    /** PATCH /notifications/settings: changes the kinds named, leaving the rest as they were. */
    async updateSettings(caller: UserRow, input: UpdateNotificationSettings): Promise<NotificationSettings> {
      await db.transaction(async (tx) => {
        const current = await settingsOf(caller.id, tx);
        for (const change of input.settings) {
          const was = current[change.kind];
          await repository.saveSetting(
            { userId: caller.id, kind: change.kind, inApp: change.in_app ?? was.inApp, mail: change.mail ?? was.mail },
            tx,
          );
        }
      });
      return settingsView(caller);
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
