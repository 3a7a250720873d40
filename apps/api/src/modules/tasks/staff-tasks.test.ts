import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, signIn, signUp } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createInvitationReader } from '../../../test/invitation-mail.js';
import { setTaskDates } from '../../../test/task-clock.js';

const PASSWORD = 'a-good-password';
type Who = 'interviewer' | 'candidate' | 'admin' | 'outsider';
interface StaffTask {
  id: string;
  title: string;
  status: string;
  origin_task_id: string | null;
  template_version: number;
  due_at: string | null;
  duration_minutes: number | null;
  candidate: { email: string };
  organization: { id: string };
}

describe('tasks one by one: create, fork, linked, list, figures, and assessment settings', () => {
  let t: TestApp;
  let invitationToken: (email: string) => Promise<string>;
  const token = {} as Record<Who | string, string>;

  const call = (who: string | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method,
      url,
      headers: { origin: t.config.publicUrl, ...(who ? bearer(token[who]!) : {}) },
      ...(payload ? { payload } : {}),
    });

  async function person(email: string, role?: 'candidate' | 'interviewer') {
    await signUp(t.app, { email, password: PASSWORD, name: email.split('@')[0] });
    token[email] = (await signIn(t.app, email, PASSWORD)).token;
    if (role) await call(email, 'POST', '/api/v1/users/me/role', { role });
  }

  /** The invited person signs up, opens the mailed link and accepts; their waiting tasks follow. */
  async function acceptInvitation(email: string) {
    await person(email);
    const accepted = await call(email, 'POST', `/api/v1/invitations/accept/${await invitationToken(email)}`);
    expect(accepted.statusCode, accepted.body).toBe(200);
  }

  const candidateTasks = async (who: string) =>
    (await call(who, 'GET', '/api/v1/candidate/tasks?limit=100')).json<{
      tasks: { id: string; title: string; due_at: string | null; duration_minutes: number | null }[];
    }>().tasks;

  beforeAll(async () => {
    t = await buildTestApp({ SEED_DEMO: 'true' });
    invitationToken = createInvitationReader(t.app);
    for (const who of ['interviewer', 'candidate', 'admin'] as const)
      token[who] = (await signIn(t.app, `${who}@demo.assay.dev`, t.config.DEMO_PASSWORD)).token;
    await signUp(t.app, { email: 'ivan@globex.test', password: PASSWORD, name: 'Ivan' });
    token['outsider'] = (await signIn(t.app, 'ivan@globex.test', PASSWORD)).token;
    await call('outsider', 'POST', '/api/v1/users/me/role', { role: 'interviewer' });
    expect((await call('outsider', 'POST', '/api/v1/organizations', { name: 'Globex' })).statusCode).toBe(201);
  });
  afterAll(() => t.close());

  it('POST /tasks gives a member a task at once, and someone not in the organization one on joining', async () => {
    const given = await call('interviewer', 'POST', '/api/v1/tasks', {
      template_id: 'platform-fizzbuzz',
      candidate_email: 'candidate@demo.assay.dev',
      instructions: 'One of a kind.',
      duration_minutes: 20,
    });
    expect(given.statusCode, given.body).toBe(201);
    expect(given.json()).toMatchObject({
      invited: null,
      task: {
        title: 'FizzBuzz',
        status: 'assigned',
        duration_minutes: 20,
        candidate: { email: 'candidate@demo.assay.dev' },
        origin_task_id: null,
      },
    });

    const invited = await call('interviewer', 'POST', '/api/v1/tasks', {
      template_id: 'platform-two-sum',
      candidate_email: 'newcomer@example.test',
    });
    expect(invited.statusCode, invited.body).toBe(202);
    expect(invited.json()).toEqual({ task: null, invited: 'newcomer@example.test' });
    await acceptInvitation('newcomer@example.test');
    await vi.waitFor(
      async () =>
        expect((await candidateTasks('newcomer@example.test')).map((task) => task.title)).toEqual(['Two Sum']),
      { timeout: 10_000, interval: 100 },
    );

    const assessmentsBefore = (await call('interviewer', 'GET', '/api/v1/interviewer/tasks')).json().total;
    const refused = await call('interviewer', 'POST', '/api/v1/tasks', {
      template_id: 'platform-fizzbuzz',
      candidate_email: 'interviewer@demo.assay.dev',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('In your organization as interviewer, not as a candidate.');
    // The one-candidate assessment made for it goes with the refusal.
    expect((await call('interviewer', 'GET', '/api/v1/interviewer/tasks')).json().total).toBe(assessmentsBefore);
    const pastDue = await call('interviewer', 'POST', '/api/v1/tasks', {
      template_id: 'platform-fizzbuzz',
      candidate_email: 'candidate@demo.assay.dev',
      due_date: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(pastDue.statusCode).toBe(400);
    expect((await call('interviewer', 'GET', '/api/v1/interviewer/tasks')).json().total).toBe(assessmentsBefore);
    expect(
      (
        await call('candidate', 'POST', '/api/v1/tasks', {
          template_id: 'platform-fizzbuzz',
          candidate_email: 'candidate@demo.assay.dev',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('a fork copies the version and settings to another candidate, links to its origin, and invites the unknown', async () => {
    const origin = (
      await call('interviewer', 'POST', '/api/v1/tasks', {
        template_id: 'platform-balanced-brackets',
        candidate_email: 'candidate@demo.assay.dev',
        instructions: 'Forked instructions.',
        duration_minutes: 30,
      })
    ).json<{ task: StaffTask }>().task;
    await person('cora@example.test');
    const invited = await call('interviewer', 'POST', `/api/v1/tasks/${origin.id}/fork`, {
      candidate_email: 'cora@example.test',
      origin_task_id: origin.id,
    });
    expect(invited.statusCode, invited.body).toBe(202);
    const accepted = await call(
      'cora@example.test',
      'POST',
      `/api/v1/invitations/accept/${await invitationToken('cora@example.test')}`,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    await vi.waitFor(
      async () =>
        expect(await candidateTasks('cora@example.test')).toEqual([
          expect.objectContaining({ title: 'Balanced Brackets', duration_minutes: 30 }),
        ]),
      { timeout: 10_000, interval: 100 },
    );
    const coraTask = (await candidateTasks('cora@example.test'))[0]!;

    const linked = await call('interviewer', 'GET', `/api/v1/tasks/${coraTask.id}/linked`);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({
      origin: { id: origin.id },
      forks: [
        {
          id: coraTask.id,
          origin_task_id: origin.id,
          template_version: origin.template_version,
          candidate: { email: 'cora@example.test' },
        },
      ],
    });
    // Forking a fork links the copy to the same origin.
    const again = await call('interviewer', 'POST', `/api/v1/tasks/${coraTask.id}/fork`, {
      candidate_email: 'newcomer@example.test',
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().task.origin_task_id).toBe(origin.id);
    expect((await call('interviewer', 'GET', `/api/v1/tasks/${origin.id}/linked`)).json().forks).toHaveLength(2);

    expect(
      (
        await call('interviewer', 'POST', `/api/v1/tasks/${origin.id}/fork`, {
          candidate_email: 'candidate@demo.assay.dev',
        })
      ).json(),
    ).toMatchObject({ message: 'Already has this task.' });
    expect(
      (
        await call('interviewer', 'POST', `/api/v1/tasks/${origin.id}/fork`, {
          candidate_email: 'x@example.test',
          origin_task_id: 'another',
        })
      ).statusCode,
    ).toBe(400);
    // Another organization's staff can neither fork nor see the family.
    expect(
      (await call('outsider', 'POST', `/api/v1/tasks/${origin.id}/fork`, { candidate_email: 'x@example.test' }))
        .statusCode,
    ).toBe(404);
    expect((await call('outsider', 'GET', `/api/v1/tasks/${origin.id}/linked`)).statusCode).toBe(404);
    expect((await call('admin', 'GET', `/api/v1/tasks/${origin.id}/linked`)).statusCode).toBe(200);
  });

  it("lists the organization's tasks with filters; another organization sees none of them; the admin sees all", async () => {
    const mine = await call('interviewer', 'GET', '/api/v1/tasks?search=brackets&limit=100');
    expect(mine.statusCode, mine.body).toBe(200);
    const listed = mine.json<{ tasks: StaffTask[]; total: number }>();
    expect(listed.total).toBeGreaterThan(0);
    expect(listed.tasks.every((task) => task.title === 'Balanced Brackets')).toBe(true);
    expect((await call('interviewer', 'GET', '/api/v1/tasks?search=cora@example&limit=100')).json().tasks).toHaveLength(
      1,
    );
    expect((await call('interviewer', 'GET', '/api/v1/tasks?status=scored')).json().tasks).toEqual([]);
    expect((await call('outsider', 'GET', '/api/v1/tasks')).json().total).toBe(0);
    expect((await call('candidate', 'GET', '/api/v1/tasks')).statusCode).toBe(403);
    const everyone = (await call('admin', 'GET', '/api/v1/tasks?limit=100')).json<{ total: number }>();
    expect(everyone.total).toBe((await call('interviewer', 'GET', '/api/v1/tasks?limit=100')).json().total);
    expect((await call('admin', 'GET', '/api/v1/tasks?organization_id=nothing')).json().total).toBe(0);
  });

  it('PATCH /interviewer/tasks/{id} changes settings for later tasks and moves the due date of unfinished ones', async () => {
    const assessment = (
      await call('interviewer', 'POST', '/api/v1/interviewer/tasks', {
        template_id: 'platform-fizzbuzz',
        instructions: 'Before.',
        due_in_days: 1,
      })
    ).json<{ id: string }>();
    const assigned = await call('interviewer', 'POST', '/api/v1/interviewer/tasks/assign', {
      assessment_id: assessment.id,
      candidate_emails: ['candidate@demo.assay.dev'],
    });
    const taskId = assigned.json().assigned[0].task_id as string;
    await setTaskDates(t.app, taskId, { dueAt: new Date(Date.now() - 60_000) });
    expect((await call('candidate', 'GET', `/api/v1/candidate/tasks/${taskId}`)).json().status).toBe('expired');

    const later = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const patched = await call('interviewer', 'PATCH', `/api/v1/interviewer/tasks/${assessment.id}`, {
      instructions: 'After.',
      duration_minutes: 15,
      due_date: later,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ instructions: 'After.', duration_minutes: 15, counts: { assigned: 1 } });
    const reopened = (await call('candidate', 'GET', `/api/v1/candidate/tasks/${taskId}`)).json();
    // The task keeps what it was given; only its due date moved, which reopened it (not started: the candidate never did).
    expect(reopened).toMatchObject({
      status: 'assigned',
      instructions: 'Before.',
      duration_minutes: null,
      due_at: later,
    });

    expect((await call('interviewer', 'PATCH', `/api/v1/interviewer/tasks/${assessment.id}`, {})).statusCode).toBe(400);
    expect(
      (
        await call('interviewer', 'PATCH', `/api/v1/interviewer/tasks/${assessment.id}`, {
          due_date: new Date(Date.now() - 1000).toISOString(),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await call('outsider', 'PATCH', `/api/v1/interviewer/tasks/${assessment.id}`, { instructions: 'Mine now.' }))
        .statusCode,
    ).toBe(404);
  });

  it("gives the organization's figures, per candidate too, to its staff and the admin only", async () => {
    const stats = await call('interviewer', 'GET', '/api/v1/tasks/stats');
    expect(stats.statusCode, stats.body).toBe(200);
    const figures = stats.json<{
      assessments: number;
      tasks: Record<string, number>;
      candidates: { candidate_id: string; tasks: number }[];
    }>();
    const total = Object.values(figures.tasks).reduce((sum, value) => sum + value, 0);
    expect(total).toBe((await call('interviewer', 'GET', '/api/v1/tasks?limit=100')).json().total);
    expect(figures.assessments).toBeGreaterThanOrEqual(4);
    expect(figures.candidates.reduce((sum, entry) => sum + entry.tasks, 0)).toBe(total);
    expect((await call('outsider', 'GET', '/api/v1/tasks/stats')).json()).toMatchObject({
      assessments: 0,
      candidates: [],
    });
    expect((await call('admin', 'GET', '/api/v1/tasks/stats')).statusCode).toBe(400);
    expect(
      (await call('admin', 'GET', '/api/v1/tasks/stats?organization_id=demo-organization')).json().assessments,
    ).toBe(figures.assessments);
    expect((await call('candidate', 'GET', '/api/v1/tasks/stats')).statusCode).toBe(403);
  });
});
