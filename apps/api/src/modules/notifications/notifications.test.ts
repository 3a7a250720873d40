import { randomUUID } from 'node:crypto';
import type { Notification, NotificationList, NotificationSettings } from '@assay/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, signIn } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';

type Who = 'candidate' | 'interviewer' | 'orgadmin';
const SOON = { timeout: 10_000, interval: 50 };

describe('notifications', () => {
  let t: TestApp;
  const token = {} as Record<Who, string>;

  const call = (who: Who, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method,
      url,
      headers: { origin: t.config.publicUrl, ...bearer(token[who]) },
      ...(payload ? { payload } : {}),
    });
  const list = async (who: Who, query = '') =>
    (await call(who, 'GET', `/api/v1/notifications${query}`)).json<NotificationList>();

  /** A new task for the demo candidate, through the interviewer's assign route; its id. */
  async function assignTask(): Promise<string> {
    const assessment = (
      await call('interviewer', 'POST', '/api/v1/interviewer/tasks', { template_id: 'platform-fizzbuzz' })
    ).json<{ id: string }>();
    const assigned = await call('interviewer', 'POST', '/api/v1/interviewer/tasks/assign', {
      assessment_id: assessment.id,
      candidate_emails: ['candidate@demo.assay.dev'],
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    return assigned.json<{ assigned: { task_id: string }[] }>().assigned[0]!.task_id;
  }
  /** Waits until every task.assigned event has reached the notifications subscriber and every mail has been handled. */
  async function settled(): Promise<void> {
    await vi.waitFor(async () => {
      const pending = (await t.app.services.db.execute(sql`
        select count(*)::int as n from outbox_events e
         where (e.type = 'task.assigned' and not exists (select 1 from outbox_deliveries d where d.event_id = e.id and d.subscriber = 'notifications'))
            or (e.type = 'mail.requested' and not exists (select 1 from outbox_deliveries d where d.event_id = e.id and d.subscriber = 'mail'))`)) as unknown as {
        rows: { n: number }[];
      };
      expect(pending.rows[0]!.n).toBe(0);
    }, SOON);
  }
  const mailsTo = async (email: string, subject: string) =>
    (await t.app.services.mail.list(500, 0)).rows.filter((row) => row.to === email && row.subject.startsWith(subject));

  beforeAll(async () => {
    t = await buildTestApp({ SEED_DEMO: 'true' });
    for (const who of ['candidate', 'interviewer', 'orgadmin'] as const)
      token[who] = (await signIn(t.app, `${who}@demo.assay.dev`, t.config.DEMO_PASSWORD)).token;
  });
  afterAll(() => t.close());

  it('a task given to a candidate reaches them in the app and by mail, leading to the task', async () => {
    const taskId = await assignTask();
    let notice: Notification | undefined;
    await vi.waitFor(async () => {
      notice = (await list('candidate')).notifications.find((entry) => entry.link === `/tasks/${taskId}`);
      expect(notice).toBeDefined();
    }, SOON);
    expect(notice).toMatchObject({ kind: 'task_assigned', title: 'New task: FizzBuzz', read_at: null });
    // The demo seed mailed them of FizzBuzz already: wait for the mail of this task, which links to it.
    await vi.waitFor(
      async () =>
        expect(
          (await mailsTo('candidate@demo.assay.dev', 'New task: FizzBuzz')).some((mail) =>
            mail.text?.includes(`/tasks/${taskId}`),
          ),
        ).toBe(true),
      SOON,
    );
    // Nobody else hears of it.
    expect((await list('interviewer')).notifications.some((entry) => entry.link === `/tasks/${taskId}`)).toBe(false);
  });

  it('only the owner marks a notification read; the unread count follows, and all can be marked at once', async () => {
    await assignTask();
    await settled();
    expect((await list('candidate', '?unread_only=true')).unread_count).toBeGreaterThan(1);
    const before = await list('candidate', '?unread_only=true&limit=1');
    expect(before.notifications).toHaveLength(1);
    const [first] = before.notifications;

    expect((await call('interviewer', 'POST', `/api/v1/notifications/${first!.id}/read`)).statusCode).toBe(404);
    const read = await call('candidate', 'POST', `/api/v1/notifications/${first!.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json<Notification>().read_at).not.toBeNull();
    expect((await list('candidate')).unread_count).toBe(before.unread_count - 1);
    expect((await list('candidate', '?unread_only=true')).notifications.some((entry) => entry.id === first!.id)).toBe(
      false,
    );

    const all = await call('candidate', 'POST', '/api/v1/notifications/read-all');
    expect(all.json()).toEqual({ marked: before.unread_count - 1 });
    expect((await list('candidate')).unread_count).toBe(0);
  });

  it('turned-off settings stop the matching in-app entries and mail, and leave the other kinds as they were', async () => {
    const defaults = (await call('candidate', 'GET', '/api/v1/notifications/settings')).json<NotificationSettings>();
    expect(defaults.settings.find((entry) => entry.kind === 'task_assigned')).toMatchObject({
      in_app: true,
      mail: true,
    });

    const changed = await call('candidate', 'PATCH', '/api/v1/notifications/settings', {
      settings: [{ kind: 'task_assigned', in_app: false, mail: false }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<NotificationSettings>().settings.find((entry) => entry.kind === 'role_changed')).toMatchObject({
      in_app: true,
      mail: true,
    });
    await settled();
    const mailsBefore = (await mailsTo('candidate@demo.assay.dev', 'New task:')).length;

    const quietTaskId = await assignTask();
    await settled(); // the event reached the subscriber, which made nothing
    expect(
      (await list('candidate', '?limit=100')).notifications.some((entry) => entry.link === `/tasks/${quietTaskId}`),
    ).toBe(false);
    expect((await mailsTo('candidate@demo.assay.dev', 'New task:')).length).toBe(mailsBefore);

    const refused = await call('candidate', 'PATCH', '/api/v1/notifications/settings', { settings: [] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Name at least one kind of notification to change.');
  });

  it("lists the settings of the kinds that reach the caller's role", async () => {
    const kinds = async (who: Who) =>
      (await call(who, 'GET', '/api/v1/notifications/settings'))
        .json<NotificationSettings>()
        .settings.map((entry) => entry.kind);
    expect(await kinds('candidate')).toEqual([
      'task_assigned',
      'task_due_soon',
      'submission_scored',
      'review_started',
      'feedback_released',
      'role_changed',
      'badge_awarded',
      'integrity_answered',
    ]);
    expect(await kinds('interviewer')).toEqual([
      'submission_to_review',
      'integrity_explained',
      'invitation_accepted',
      'role_changed',
    ]);
  });

  it('a redelivered event makes no second notification', async () => {
    const event = {
      id: randomUUID(),
      type: 'role.changed',
      payload: {
        userId: (await call('candidate', 'GET', '/api/v1/users/me')).json<{ id: string }>().id,
        from: 'candidate',
        to: 'interviewer',
      },
      organizationId: 'demo-organization',
      actorId: null,
      requestId: null,
      createdAt: new Date(),
    };
    await t.app.services.notifications.subscriber.handle(event);
    await t.app.services.notifications.subscriber.handle(event);
    const changes = (await list('candidate', '?limit=100')).notifications.filter(
      (entry) => entry.kind === 'role_changed',
    );
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ title: 'Your role changed', link: null });
  });

  it('a batch of events notifies each of its people as their own settings say, once, and skips those who are gone', async () => {
    const idOf = async (who: Who) => (await call(who, 'GET', '/api/v1/users/me')).json<{ id: string }>().id;
    const [candidateId, interviewerId] = [await idOf('candidate'), await idOf('interviewer')];
    const event = (type: string, payload: Record<string, unknown>) => ({
      id: randomUUID(),
      type,
      payload,
      organizationId: 'demo-organization',
      actorId: null,
      requestId: null,
      createdAt: new Date(),
    });
    const promoted = event('role.changed', { userId: interviewerId, from: 'batch-before', to: 'batch-after' });
    const batch = [
      event('role.changed', { userId: candidateId, from: 'batch-before', to: 'batch-after' }),
      promoted,
      event('role.changed', { userId: 'nobody-by-this-id', from: 'batch-before', to: 'batch-after' }),
      // The candidate turned task notifications off (above): this one makes nothing.
      event('task.assigned', { candidateId, taskId: randomUUID(), title: 'A quiet task' }),
      promoted,
    ];
    await t.app.services.notifications.subscriber.handleBatch!(batch);
    await t.app.services.notifications.subscriber.handleBatch!(batch);

    const fromBatch = async (who: Who) =>
      (await list(who, '?limit=100')).notifications.filter((entry) => entry.body.includes('batch-after'));
    expect(await fromBatch('candidate')).toHaveLength(1);
    expect(await fromBatch('interviewer')).toHaveLength(1);
    expect(
      (await list('candidate', '?limit=100')).notifications.some((entry) => entry.title.includes('A quiet task')),
    ).toBe(false);
  });
});
