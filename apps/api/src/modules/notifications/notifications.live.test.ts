import { randomUUID } from 'node:crypto';
import { STREAM_EVENTS } from '@assay/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, signIn } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { recordScored } from '../../../test/game-events.js';
import { openNotificationStream } from '../../../test/notification-stream.js';
import { startTwoNodes, type TwoNodes } from '../../../test/two-nodes.js';
import type { Config } from '../../config.js';
import { createStreamTickets, STREAM_TICKET_TTL_MS } from './stream-tickets.js';

const SOON = { timeout: 10_000, interval: 25 };
type Who = 'candidate' | 'interviewer';

/** The routes the live tests use, on any app (node) of the demo data. */
function client(app: FastifyInstance, config: Config, token: Record<Who, string>) {
  const call = (who: Who, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    app.inject({
      method,
      url,
      headers: { origin: config.publicUrl, ...bearer(token[who]) },
      ...(payload ? { payload } : {}),
    });
  return {
    ticket: async (who: Who) =>
      (await call(who, 'POST', '/api/v1/notifications/stream-ticket')).json<{ ticket: string }>().ticket,
    async assignTask(): Promise<string> {
      const assessment = (
        await call('interviewer', 'POST', '/api/v1/interviewer/tasks', { template_id: 'platform-fizzbuzz' })
      ).json<{ id: string }>();
      const assigned = await call('interviewer', 'POST', '/api/v1/interviewer/tasks/assign', {
        assessment_id: assessment.id,
        candidate_emails: ['candidate@demo.assay.dev'],
      });
      return assigned.json<{ assigned: { task_id: string }[] }>().assigned[0]!.task_id;
    },
  };
}

describe('stream tickets', () => {
  it('name their user until they expire, and a changed or foreign ticket names nobody', () => {
    let clock = 1_000_000;
    const tickets = createStreamTickets('a-secret-of-at-least-thirty-two-characters', () => clock);
    const { ticket } = tickets.issue('user-1');
    expect(tickets.verify(ticket)).toBe('user-1');
    const [body, signature] = ticket.split('.') as [string, string];
    const forgedBody = Buffer.from(JSON.stringify(['admin', clock + STREAM_TICKET_TTL_MS])).toString('base64url');
    expect(tickets.verify(`${forgedBody}.${signature}`)).toBeNull();
    expect(tickets.verify(`${body}.${signature.slice(1)}x`)).toBeNull();
    expect(createStreamTickets('another-secret-of-thirty-two-characters!').verify(ticket)).toBeNull();
    clock += STREAM_TICKET_TTL_MS + 1;
    expect(tickets.verify(ticket)).toBeNull();
  });
});

describe('live notifications on one node', () => {
  let t: TestApp;
  let origin: string;
  const token = {} as Record<Who, string>;

  beforeAll(async () => {
    t = await buildTestApp({ SEED_DEMO: 'true' });
    origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
    for (const who of ['candidate', 'interviewer'] as const)
      token[who] = (await signIn(t.app, `${who}@demo.assay.dev`, t.config.DEMO_PASSWORD)).token;
  });
  afterAll(() => t.close());

  it("tells a candidate's stream when practice paid them points, though an attempt makes no notification", async () => {
    const api = client(t.app, t.config, token);
    const stream = await openNotificationStream(origin, await api.ticket('candidate'));
    const candidateId = (
      await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(token.candidate) })
    ).json<{ id: string }>().id;
    const pointsEvents = () => stream.events.filter((name) => name === STREAM_EVENTS.points).length;
    const solve = () =>
      recordScored(t.app, candidateId, { challengeId: `live-${randomUUID()}`, score: 90, kind: 'attempt' });

    await solve(); // the first solve also earns a badge, whose notification comes too
    await vi.waitFor(() => expect(pointsEvents()).toBe(1), SOON);
    const notified = stream.received.length;
    await solve();
    await vi.waitFor(() => expect(pointsEvents()).toBe(2), SOON);
    expect(stream.received).toHaveLength(notified);
    stream.close();
  });

  it('pushes a new notification to its owner’s open stream, and to nobody else’s', async () => {
    const api = client(t.app, t.config, token);
    const candidate = await openNotificationStream(origin, await api.ticket('candidate'));
    const interviewer = await openNotificationStream(origin, await api.ticket('interviewer'));
    expect(candidate.response.headers.get('content-type')).toContain('text/event-stream');
    expect(candidate.response.headers.get('x-content-type-options')).toBe('nosniff');

    const taskId = await api.assignTask();
    await vi.waitFor(() => expect(candidate.received.map((entry) => entry.link)).toContain(`/tasks/${taskId}`), SOON);
    expect(candidate.received.find((entry) => entry.link === `/tasks/${taskId}`)).toMatchObject({
      kind: 'task_assigned',
      title: 'New task: FizzBuzz',
      read_at: null,
    });
    expect(interviewer.received).toEqual([]);
    candidate.close();
    interviewer.close();
  });

  it('refuses a stream without a valid ticket, saying what to do', async () => {
    const refused = await fetch(`${origin}/api/v1/notifications/stream?ticket=not-a-ticket`);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'This stream ticket is not valid or has expired. Ask for a new one.',
    );
  });

  it('ends open streams when the app closes, so that it can', async () => {
    const api = client(t.app, t.config, token);
    const stream = await openNotificationStream(origin, await api.ticket('candidate'));
    expect(stream.response.status).toBe(200);
    // afterAll closes the app with this stream still open: a hanging close fails the suite by its timeout.
  });
});

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('live notifications across two API nodes sharing Redis', () => {
  let cluster: TwoNodes;
  let configs: TwoNodes['configs'];
  let nodes: TwoNodes['nodes'];
  const token = {} as Record<Who, string>;

  beforeAll(async () => {
    cluster = await startTwoNodes(redisUrl!);
    ({ nodes, configs } = cluster);
    for (const who of ['candidate', 'interviewer'] as const)
      token[who] = (await signIn(nodes[0], `${who}@demo.assay.dev`, configs[0].DEMO_PASSWORD)).token;
  });
  afterAll(() => cluster?.close());

  it('a notification made on one node reaches a stream open on the other', async () => {
    const origin = await nodes[0]!.listen({ host: '127.0.0.1', port: 0 });
    const onFirst = client(nodes[0]!, configs[0]!, token);
    const onSecond = client(nodes[1]!, configs[1]!, token);
    const stream = await openNotificationStream(origin, await onFirst.ticket('candidate'));
    // Only the second node dispatches events: the notification is made there, and must cross to the first.
    await nodes[0]!.services.events.stop();
    const taskId = await onSecond.assignTask();
    await vi.waitFor(() => expect(stream.received.map((entry) => entry.link)).toContain(`/tasks/${taskId}`), SOON);
    stream.close();
  });
});
