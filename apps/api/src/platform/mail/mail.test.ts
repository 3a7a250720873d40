import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { outboxEvents } from '../outbox/outbox.tables.js';
import type { MailRequest } from './mail.service.js';
import { mailMessages } from './mail.tables.js';

const WAIT = { timeout: 10_000, interval: 25 };

interface ReceivedMail {
  mailFrom: string;
  rcptTo: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives and refuses recipients whose name starts with "refused". */
async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 1000,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('refused')) {
        callback(Object.assign(new Error(`Mailbox ${address.address} is not accepting mail`), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({
          mailFrom,
          rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The headers of a raw message, unfolded, with RFC 2047 encoded words decoded. */
function headerValue(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded
    .split(/\r?\n/)
    .find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  if (line === undefined) return undefined;
  return line
    .slice(name.length + 1)
    .trim()
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_word, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-Fa-f]{2})/g, (_hex, code: string) => String.fromCharCode(parseInt(code, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** The raw source with quoted-printable soft line breaks and escapes undone, for searching body text. */
const decodeQuotedPrintable = (raw: string): string =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_hex, code: string) => String.fromCharCode(parseInt(code, 16))),
    'latin1',
  ).toString('utf8');

async function outboxRow(app: FastifyInstance, id: string) {
  const [row] = await app.services.db.select().from(outboxEvents).where(eq(outboxEvents.id, id));
  return row;
}

async function mailRows(app: FastifyInstance, id: string) {
  return app.services.db.select().from(mailMessages).where(eq(mailMessages.id, id));
}

function noticeTo(to: string, heading: string): MailRequest<'notice'> {
  return {
    to,
    template: 'notice',
    data: {
      heading,
      paragraphs: ['You have a new task to complete.', 'It is due in three days.'],
      action: { label: 'Open the task', url: 'http://localhost:3000/candidate/tasks/t-123' },
    },
  };
}

describe('mail with SMTP_URL set', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let testApp: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    testApp = await buildTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Assay Tests <tests@assay.test>' });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  it('sends a mail queued in a transaction through SMTP once, and keeps only its envelope', async () => {
    const { app } = testApp;
    const request = noticeTo('ada@example.test', 'Your task is ready');
    const mailId = await app.services.transaction((tx) => app.services.mail.queue(tx, request));

    await vi.waitFor(async () => expect((await outboxRow(app, mailId))?.deliveredAt).toBeInstanceOf(Date), WAIT);

    const toAda = smtp.received.filter((mail) => mail.rcptTo.includes('ada@example.test'));
    expect(toAda).toHaveLength(1);
    const [mail] = toAda;
    expect(mail!.rcptTo).toEqual(['ada@example.test']);
    expect(mail!.mailFrom).toBe('tests@assay.test');
    expect(headerValue(mail!.raw, 'Subject')).toBe('Your task is ready · Assay');
    expect(headerValue(mail!.raw, 'Message-ID')).toBe(`<${mailId}@assay>`);
    expect(headerValue(mail!.raw, 'To')).toBe('ada@example.test');
    const body = decodeQuotedPrintable(mail!.raw);
    expect(body).toContain('Open the task: http://localhost:3000/candidate/tasks/t-123');
    expect(body).toContain('href="http://localhost:3000/candidate/tasks/t-123"');

    const rows = await mailRows(app, mailId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      to: 'ada@example.test',
      subject: 'Your task is ready · Assay',
      template: 'notice',
      status: 'sent',
      text: null,
      html: null,
    });
    expect(rows[0]!.sentAt).toBeInstanceOf(Date);
  });

  it('sends a re-delivered mail (same id) only once', async () => {
    const { app } = testApp;
    const id = randomUUID();
    const request = noticeTo('grace@example.test', 'Sent once');

    await app.services.mail.send(request, id);
    await app.services.mail.send(request, id);

    // send() resolves after the server accepted the message, so there is nothing to wait for.
    const toGrace = smtp.received.filter((mail) => mail.rcptTo.includes('grace@example.test'));
    expect(toGrace).toHaveLength(1);
    expect(headerValue(toGrace[0]!.raw, 'Message-ID')).toBe(`<${id}@assay>`);
    expect(await mailRows(app, id)).toHaveLength(1);
  });

  it('retries a mail whose recipient the SMTP server rejects', async () => {
    const { app } = testApp;
    const mailId = await app.services.transaction((tx) =>
      app.services.mail.queue(tx, noticeTo('refused@example.test', 'Never arrives')),
    );

    await vi.waitFor(async () => expect((await outboxRow(app, mailId))?.attempts).toBeGreaterThanOrEqual(2), WAIT);

    const row = await outboxRow(app, mailId);
    expect(row).toMatchObject({ deliveredAt: null, failedAt: null });
    expect(row?.lastError).toMatch(/^mail: .*550.*Mailbox refused@example\.test is not accepting mail/);
    expect(smtp.received.filter((mail) => mail.rcptTo.includes('refused@example.test'))).toEqual([]);
    expect(await mailRows(app, mailId)).toEqual([]);
  });
});

describe('mail without SMTP_URL', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it('keeps the rendered mail, HTML-escaped, for admins to read', async () => {
    const { app } = testApp;
    const request: MailRequest<'notice'> = {
      to: 'linus@example.test',
      template: 'notice',
      data: {
        heading: 'Join <Acme & Co>',
        paragraphs: ['You were invited.', '<script>alert("x")</script>'],
        action: { label: 'Accept the invitation', url: 'http://localhost:3000/invitations/abc?token=1&x=2' },
      },
    };
    const mailId = await app.services.transaction((tx) => app.services.mail.queue(tx, request));

    await vi.waitFor(async () => expect(await mailRows(app, mailId)).toHaveLength(1), WAIT);

    const [row] = await mailRows(app, mailId);
    expect(row).toMatchObject({
      to: 'linus@example.test',
      // A subject is plain words: what looks like markup is dropped (the body keeps it, escaped).
      subject: 'Join · Assay',
      template: 'notice',
      status: 'kept',
      sentAt: null,
    });
    expect(row!.text).toContain('<script>alert("x")</script>');
    expect(row!.text).toContain('Accept the invitation: http://localhost:3000/invitations/abc?token=1&x=2');
    expect(row!.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(row!.html).toContain('Join &lt;Acme &amp; Co&gt;');
    expect(row!.html).toContain('href="http://localhost:3000/invitations/abc?token=1&amp;x=2"');
    expect(row!.html).not.toContain('<script');

    const { rows: kept } = await app.services.mail.list();
    expect(kept.map((mail) => mail.id)).toContain(mailId);
    expect(kept.find((mail) => mail.id === mailId)).toEqual(row);
    await vi.waitFor(async () => expect((await outboxRow(app, mailId))?.deliveredAt).toBeInstanceOf(Date), WAIT);
  });
});
