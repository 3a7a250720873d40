import { randomUUID } from 'node:crypto';
import type { DbExecutor } from '../../db/client.js';
import type { EventSubscriber } from '../outbox/outbox.dispatcher.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import type { MailRepository } from './mail.repository.js';
import { type MailContext, type MailTemplateData, type MailTemplateName, renderMail } from './mail.templates.js';
import type { MailTransport } from './smtp-transport.js';

export interface MailRequest<T extends MailTemplateName = MailTemplateName> {
  to: string;
  template: T;
  data: MailTemplateData<T>;
  /**
   * At most this many mails of this subject to one recipient an hour; the rest are dropped. For mails anyone can
   * make us send to any address (a password reset, "you already have an account"), so we cannot be used to flood one.
   */
  perRecipientPerHour?: number;
}

export const MAIL_REQUESTED = 'mail.requested';

interface MailServiceDeps {
  repository: MailRepository;
  outbox: OutboxService;
  /** null when SMTP_URL is unset: mails are then kept in the database for admins. */
  transport: MailTransport | null;
  from: string;
  /** Read at each mail: the product name may change while the app runs (product settings). */
  context: () => Promise<MailContext>;
}

export function createMailService({ repository, outbox, transport, from, context }: MailServiceDeps) {
  /**
   * Renders and sends (or keeps) one mail. `id` makes it idempotent: a mail already recorded under it is not
   * sent again.
   */
  async function send(request: MailRequest, id: string = randomUUID()): Promise<void> {
    if (await repository.exists(id)) return;
    const content = renderMail(request.template, request.data, await context());
    if (
      request.perRecipientPerHour !== undefined &&
      (await repository.countTo(request.to, content.subject, new Date(Date.now() - 3_600_000))) >=
        request.perRecipientPerHour
    )
      return;
    const envelope = { id, to: request.to, subject: content.subject, template: request.template };
    if (!transport) {
      await repository.insertOnce({ ...envelope, text: content.text, html: content.html, status: 'kept' });
      return;
    }
    await transport.send({ from, to: request.to, ...content, messageId: id });
    await repository.insertOnce({ ...envelope, status: 'sent', sentAt: new Date() });
  }

  const subscriber: EventSubscriber = {
    name: 'mail',
    types: [MAIL_REQUESTED],
    handle: (event) => send(event.payload as unknown as MailRequest, event.id),
  };

  return {
    /** Queues a mail in the caller's transaction: it goes out after commit, retried until it does. */
    async queue<T extends MailTemplateName>(tx: DbExecutor, request: MailRequest<T>): Promise<string> {
      return outbox.record(tx, { type: MAIL_REQUESTED, payload: { ...request } });
    },
    send,
    /** Newest first: kept mails in full, sent ones as envelopes (the admin's mail page). */
    list: (limit = 50, offset = 0) => repository.listRecent(limit, offset),
    smtpConfigured: transport !== null,
    subscriber,
    close: () => transport?.close(),
  };
}
export type MailService = ReturnType<typeof createMailService>;
