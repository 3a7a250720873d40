import { ORGANIZATION_REQUIRED_MESSAGE, TASK_ERROR_CODES, TEMPLATE_ERROR_CODES } from '@assay/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, signIn, signUp } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { untilRunnersReady } from '../../../test/runner-processes.js';
import { setTaskDates } from '../../../test/task-clock.js';

const pool = Number(process.env.VITEST_POOL_ID ?? 0);
const PASSWORD = 'a-good-password';
type Who = 'interviewer' | 'orgadmin' | 'candidate' | 'otherCandidate' | 'loner' | 'outsider' | 'leaver';

const FIZZ_PY =
  'n = int(input())\nfor i in range(1, n + 1):\n    print("FizzBuzz" if i % 15 == 0 else "Fizz" if i % 3 == 0 else "Buzz" if i % 5 == 0 else i)';

describe('assessments and candidate tasks', () => {
  let t: TestApp;
  const token = {} as Record<Who, string>;

  const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { origin: t.config.publicUrl, ...bearer(token[who]) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  /** A new person with a role; a candidate may be put in an organization directly, as an accepted invitation would. */
  async function person(who: Who, email: string, role: 'candidate' | 'interviewer', organizationId?: string) {
    await signUp(t.app, { email, password: PASSWORD, name: who });
    token[who] = (await signIn(t.app, email, PASSWORD)).token;
    await call(who, 'POST', '/api/v1/users/me/role', { role });
    if (organizationId) {
      const me = (await call(who, 'GET', '/api/v1/users/me')).json<{ id: string }>();
      await t.app.services.users.assign(me.id, { organizationId });
      await t.app.services.organizationsRepository.addMember({ organizationId, userId: me.id, role });
    }
  }

  async function assessment(templateId: string, settings: Record<string, unknown> = {}) {
    const response = await call('interviewer', 'POST', '/api/v1/interviewer/tasks', {
      template_id: templateId,
      ...settings,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string; template_version: number }>();
  }

  async function assignToCandidate(assessmentId: string): Promise<string> {
    const response = await call('interviewer', 'POST', '/api/v1/interviewer/tasks/assign', {
      assessment_id: assessmentId,
      candidate_emails: ['candidate@demo.assay.dev'],
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ assigned: { task_id: string }[] }>().assigned[0]!.task_id;
  }

  beforeAll(async () => {
    t = await buildTestApp({
      SEED_DEMO: 'true',
      RUNNER_PROCESSES: '1',
      RUNNER_SLOTS: '2',
      RUNNER_UID_BASE: String(2_400_000 + pool * 1_000),
    });
    for (const who of ['interviewer', 'orgadmin', 'candidate'] as const)
      token[who] = (await signIn(t.app, `${who}@demo.assay.dev`, t.config.DEMO_PASSWORD)).token;
    await person('otherCandidate', 'cora@demo.test', 'candidate', 'demo-organization');
    await person('loner', 'lone@example.test', 'candidate');
    await person('outsider', 'ivan@globex.test', 'interviewer');
    expect((await call('outsider', 'POST', '/api/v1/organizations', { name: 'Globex' })).statusCode).toBe(201);
    await untilRunnersReady(t.app);
  });
  afterAll(() => t.close());

  it('the demo candidate starts with a task of each platform template from the demo interviewer, the last one timed', async () => {
    const seeded = (await call('candidate', 'GET', '/api/v1/candidate/tasks?limit=100')).json<{
      tasks: { title: string; status: string; duration_minutes: number | null }[];
    }>().tasks;
    expect(seeded.map((task) => task.title).sort()).toEqual(['Balanced Brackets', 'FizzBuzz', 'Two Sum']);
    expect(seeded.find((task) => task.title === 'Balanced Brackets')).toMatchObject({
      status: 'assigned',
      duration_minutes: 45,
    });
    // Seeding again, as every start does, gives nothing twice.
    const { runSeed } = await import('../../seed.js');
    await runSeed({ services: t.app.services, config: t.config, log: t.app.log }, { demo: true });
    expect((await call('candidate', 'GET', '/api/v1/candidate/tasks?limit=100')).json().total).toBe(3);
  });

  it('an assessment takes the newest published version; an unpublished or foreign template cannot be used', async () => {
    const created = await assessment('platform-fizzbuzz', { instructions: 'Take your time.', due_in_days: 7 });
    expect(created).toMatchObject({ template_version: 1, title: 'FizzBuzz', counts: { assigned: 0 } });

    const draft = await call('interviewer', 'POST', '/api/v1/templates', {
      title: 'Not yet',
      difficulty: 'easy',
      languages: [{ language: 'python', starter_code: '', reference_solution: 'print(1)' }],
      tests: [{ id: 't', name: 't', input: '', expected_output: '1' }],
    });
    const unpublished = await call('interviewer', 'POST', '/api/v1/interviewer/tasks', {
      template_id: draft.json().id,
    });
    expect(unpublished.statusCode).toBe(409);
    expect(unpublished.json().code).toBe(TEMPLATE_ERROR_CODES.notPublished);
    expect(
      (await call('outsider', 'POST', '/api/v1/interviewer/tasks', { template_id: draft.json().id })).statusCode,
    ).toBe(404);
  });

  it('assigns one task per candidate of the organization, invites anyone not in it, and says who was skipped and why', async () => {
    const { id } = await assessment('platform-two-sum');
    const response = await call('interviewer', 'POST', '/api/v1/interviewer/tasks/assign', {
      assessment_id: id,
      candidate_emails: ['candidate@demo.assay.dev', 'nobody@example.test', 'interviewer@demo.assay.dev'],
    });
    expect(response.json()).toEqual({
      assigned: [expect.objectContaining({ email: 'candidate@demo.assay.dev' })],
      invited: ['nobody@example.test'],
      skipped: [
        { candidate: 'interviewer@demo.assay.dev', reason: 'In your organization as interviewer, not as a candidate.' },
      ],
    });
    const again = await call('interviewer', 'POST', '/api/v1/interviewer/tasks/assign', {
      assessment_id: id,
      candidate_emails: ['candidate@demo.assay.dev'],
    });
    expect(again.json()).toEqual({
      assigned: [],
      invited: [],
      skipped: [{ candidate: 'candidate@demo.assay.dev', reason: 'Already has this task.' }],
    });
    expect(
      (
        await call('outsider', 'POST', '/api/v1/interviewer/tasks/assign', {
          assessment_id: id,
          candidate_emails: ['candidate@demo.assay.dev'],
        })
      ).statusCode,
    ).toBe(404);

    const listed = (await call('interviewer', 'GET', '/api/v1/interviewer/tasks')).json<{
      assessments: { id: string; counts: { assigned: number } }[];
    }>();
    expect(listed.assessments.find((entry) => entry.id === id)?.counts.assigned).toBe(1);
  });

  it('the candidate lists, filters and opens their task, which Start starts (reading it does not); answers never come with it', async () => {
    const taskId = await assignToCandidate((await assessment('platform-fizzbuzz', { due_in_days: 3 })).id);
    const list = async (query = '') =>
      (await call('candidate', 'GET', `/api/v1/candidate/tasks${query}`)).json<{
        tasks: { id: string; status: string }[];
        total: number;
      }>();
    expect((await list()).tasks.find((task) => task.id === taskId)).toMatchObject({ status: 'assigned' });
    expect((await list('?tags=loops&tags=nothing')).tasks.map((task) => task.id)).toContain(taskId);
    expect((await list('?difficulty=expert')).tasks).toEqual([]);
    // A page past the end is empty but still says how many there are.
    const total = (await list()).total;
    expect(await list('?page=99')).toMatchObject({ tasks: [], total });
    expect((await list('?page=99&tags=loops')).total).toBe((await list('?tags=loops')).total);

    const opened = await call('candidate', 'GET', `/api/v1/candidate/tasks/${taskId}`);
    expect(opened.json()).toMatchObject({
      id: taskId,
      status: 'assigned',
      started_at: null,
      template_version: 1,
      content: { title: 'FizzBuzz', hidden_tests: { count: 2 } },
    });
    for (const secret of ['reference_solution', 'up to 10 000', 'just one']) expect(opened.body).not.toContain(secret);
    const started = await call('candidate', 'POST', `/api/v1/candidate/tasks/${taskId}/start`);
    expect(started.json()).toMatchObject({ id: taskId, status: 'in_progress' });
    expect(started.json().started_at).not.toBeNull();
    for (const secret of ['reference_solution', 'up to 10 000', 'just one']) expect(started.body).not.toContain(secret);
    // Starting again, or reading it, keeps the first start.
    expect((await call('candidate', 'POST', `/api/v1/candidate/tasks/${taskId}/start`)).json().started_at).toBe(
      started.json().started_at,
    );
    expect((await call('candidate', 'GET', `/api/v1/candidate/tasks/${taskId}`)).json().started_at).toBe(
      started.json().started_at,
    );
    expect((await call('otherCandidate', 'POST', `/api/v1/candidate/tasks/${taskId}/start`)).statusCode).toBe(404);

    expect((await call('otherCandidate', 'GET', `/api/v1/candidate/tasks/${taskId}`)).statusCode).toBe(404);
    expect((await call('interviewer', 'GET', `/api/v1/candidate/tasks/${taskId}`)).statusCode).toBe(403);
  });

  it('runs the visible tests only, showing expected and actual output; another candidate cannot run it', async () => {
    const taskId = await assignToCandidate((await assessment('platform-fizzbuzz')).id);
    const wrong = await call('candidate', 'POST', `/api/v1/candidate/tasks/${taskId}/test`, {
      language: 'python',
      code: 'n = int(input())\nfor i in range(1, n + 1):\n    print(i)',
    });
    expect(wrong.statusCode, wrong.body).toBe(200);
    expect(wrong.json()).toMatchObject({
      passed: 0,
      total: 2,
      compile_error: null,
      tests: [
        {
          id: 'five',
          verdict: 'wrong_answer',
          input: '5\n',
          expected_output: '1\n2\nFizz\n4\nBuzz\n',
          actual_output: '1\n2\n3\n4\n5\n',
        },
        { id: 'fifteen', verdict: 'wrong_answer' },
      ],
    });
    expect(wrong.body).not.toContain('ten-thousand');

    const right = await call('candidate', 'POST', `/api/v1/candidate/tasks/${taskId}/test`, {
      language: 'python',
      code: FIZZ_PY,
    });
    expect(right.json()).toMatchObject({ passed: 2, total: 2 });
    expect(
      (
        await call('otherCandidate', 'POST', `/api/v1/candidate/tasks/${taskId}/test`, {
          language: 'python',
          code: FIZZ_PY,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('saves drafts, which come back with the task; a language the task does not offer is refused', async () => {
    const template = await call('interviewer', 'POST', '/api/v1/templates', {
      title: 'Python only',
      difficulty: 'easy',
      languages: [{ language: 'python', starter_code: 'print(0)', reference_solution: 'print(1)' }],
      tests: [{ id: 't', name: 'one', input: '', expected_output: '1' }],
    });
    expect((await call('interviewer', 'POST', `/api/v1/templates/${template.json().id}/publish`)).statusCode).toBe(200);
    const taskId = await assignToCandidate((await assessment(template.json().id)).id);
    const saved = await call('candidate', 'PUT', `/api/v1/candidate/tasks/${taskId}/draft`, {
      language: 'python',
      code: 'print(1)  # mine',
    });
    expect(saved.json()).toMatchObject({ language: 'python', code: 'print(1)  # mine' });
    expect((await call('candidate', 'GET', `/api/v1/candidate/tasks/${taskId}`)).json().draft).toMatchObject({
      code: 'print(1)  # mine',
    });
    // Saving again replaces that language's draft: one per language.
    await call('candidate', 'PUT', `/api/v1/candidate/tasks/${taskId}/draft`, { language: 'python', code: 'print(2)' });
    expect((await call('candidate', 'GET', `/api/v1/candidate/tasks/${taskId}`)).json().drafts).toMatchObject([
      { language: 'python', code: 'print(2)' },
    ]);

    const javascript = await call('candidate', 'PUT', `/api/v1/candidate/tasks/${taskId}/draft`, {
      language: 'javascript',
      code: 'console.log(1)',
    });
    expect(javascript.statusCode).toBe(400);
    expect(javascript.json()).toMatchObject({
      code: TASK_ERROR_CODES.languageNotOffered,
      message: 'This task is not offered in JavaScript (Node.js). Choose one of: Python 3.',
    });
  });

  it('an expired task and a timed task whose time is up refuse more work, with clear messages', async () => {
    const expiredId = await assignToCandidate((await assessment('platform-fizzbuzz', { due_in_days: 1 })).id);
    await setTaskDates(t.app, expiredId, { dueAt: new Date(Date.now() - 60_000) });
    const expired = await call('candidate', 'POST', `/api/v1/candidate/tasks/${expiredId}/test`, {
      language: 'python',
      code: FIZZ_PY,
    });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toMatch(/^This task expired on \d{4}-\d{2}-\d{2}; it takes no more work\.$/);
    expect((await call('candidate', 'GET', `/api/v1/candidate/tasks/${expiredId}`)).json().status).toBe('expired');

    const timedId = await assignToCandidate((await assessment('platform-fizzbuzz', { duration_minutes: 5 })).id);
    const opened = (await call('candidate', 'POST', `/api/v1/candidate/tasks/${timedId}/start`)).json<{
      started_at: string;
      deadline_at: string;
    }>();
    expect(Date.parse(opened.deadline_at) - Date.parse(opened.started_at)).toBe(5 * 60_000);
    expect(
      (await call('candidate', 'PUT', `/api/v1/candidate/tasks/${timedId}/draft`, { language: 'python', code: 'x' }))
        .statusCode,
    ).toBe(200);
    await setTaskDates(t.app, timedId, { startedAt: new Date(Date.now() - 6 * 60_000) });
    const late = await call('candidate', 'PUT', `/api/v1/candidate/tasks/${timedId}/draft`, {
      language: 'python',
      code: 'y',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: TASK_ERROR_CODES.taskClosed,
      message: 'The time for this task is up; it takes no more work.',
    });
  });

  it("a timed task's clock starts with the first work on it, opened or not, and binds the final submit", async () => {
    const timedId = await assignToCandidate((await assessment('platform-fizzbuzz', { duration_minutes: 1 })).id);
    const startedAt = async () =>
      (await call('interviewer', 'GET', `/api/v1/tasks/${timedId}/linked`)).json<{
        origin: { started_at: string | null };
      }>().origin.started_at;
    expect(await startedAt()).toBeNull();
    // Never opened: the candidate read the statement elsewhere and runs the tests straight away.
    const run = await call('candidate', 'POST', `/api/v1/candidate/tasks/${timedId}/test`, {
      language: 'python',
      code: FIZZ_PY,
    });
    expect(run.statusCode, run.body).toBe(200);
    expect(await startedAt()).not.toBeNull();

    await setTaskDates(t.app, timedId, { startedAt: new Date(Date.now() - 2 * 60_000) });
    for (const [method, path] of [
      ['PUT', 'draft'],
      ['POST', 'submissions'],
      ['POST', 'submit'],
    ] as const) {
      const late = await call('candidate', method, `/api/v1/candidate/tasks/${timedId}/${path}`, {
        language: 'python',
        code: FIZZ_PY,
      });
      expect(late.statusCode, path).toBe(409);
      expect(late.json()).toMatchObject({
        code: TASK_ERROR_CODES.taskClosed,
        message: 'The time for this task is up; it takes no more work.',
      });
    }
  });

  it('a candidate removed from the organization reaches none of its tasks; its staff keep the task and what was submitted', async () => {
    await person('leaver', 'lea@demo.test', 'candidate', 'demo-organization');
    const leaverId = (await call('leaver', 'GET', '/api/v1/users/me')).json<{ id: string }>().id;
    const { id: assessmentId } = await assessment('platform-fizzbuzz');
    const assigned = await call('interviewer', 'POST', '/api/v1/interviewer/tasks/assign', {
      assessment_id: assessmentId,
      candidate_emails: ['lea@demo.test'],
    });
    const taskId = assigned.json<{ assigned: { task_id: string }[] }>().assigned[0]!.task_id;
    const code = { language: 'python', code: FIZZ_PY };
    expect((await call('leaver', 'POST', `/api/v1/candidate/tasks/${taskId}/submissions`, code)).statusCode).toBe(202);
    expect((await call('leaver', 'GET', `/api/v1/candidate/tasks/${taskId}`)).json().status).toBe('in_progress');

    const removed = await call('orgadmin', 'DELETE', `/api/v1/organizations/demo-organization/members/${leaverId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    for (const [method, path] of [
      ['POST', 'test'],
      ['PUT', 'draft'],
      ['POST', 'submissions'],
      ['POST', 'submit'],
      ['GET', 'submissions'],
    ] as const) {
      const refused = await call(
        'leaver',
        method,
        `/api/v1/candidate/tasks/${taskId}/${path}`,
        method === 'GET' ? undefined : code,
      );
      expect(refused.statusCode, path).toBe(404);
      expect(refused.json().message).toBe('Task not found.');
    }
    // The task page they had open is forgotten once the removal's event reaches the tasks module.
    await vi.waitFor(async () =>
      expect((await call('leaver', 'GET', `/api/v1/candidate/tasks/${taskId}`)).statusCode).toBe(404),
    );
    const dashboard = (await call('leaver', 'GET', '/api/v1/candidate/dashboard')).body;
    expect(dashboard).not.toContain(taskId);

    const staff = await call('interviewer', 'GET', `/api/v1/interviewer/tasks/${assessmentId}/submissions`);
    expect(staff.json()).toMatchObject({
      tasks: [{ task_id: taskId, status: 'in_progress', submissions: [expect.objectContaining({ kind: 'attempt' })] }],
    });
  });

  it('a republished template leaves tasks already given on their version', async () => {
    const content = {
      title: 'Echo, first version',
      difficulty: 'easy',
      languages: [{ language: 'python', starter_code: 'print()', reference_solution: 'print(input())' }],
      tests: [{ id: 't', name: 'echo', input: 'hi\n', expected_output: 'hi\n' }],
    };
    const template = (await call('interviewer', 'POST', '/api/v1/templates', content)).json<{ id: string }>();
    await call('interviewer', 'POST', `/api/v1/templates/${template.id}/publish`);
    const taskId = await assignToCandidate((await assessment(template.id)).id);
    await call('interviewer', 'PUT', `/api/v1/templates/${template.id}`, { ...content, title: 'Echo, second version' });
    expect(
      (await call('interviewer', 'POST', `/api/v1/templates/${template.id}/publish`)).json().published_version,
    ).toBe(2);

    expect((await call('candidate', 'GET', `/api/v1/candidate/tasks/${taskId}`)).json()).toMatchObject({
      template_version: 1,
      title: 'Echo, first version',
    });
    expect((await assessment(template.id)).template_version).toBe(2);
  });

  it('a candidate without an organization is told so in the words the task list shows', async () => {
    const response = await call('loner', 'GET', '/api/v1/candidate/tasks');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: TASK_ERROR_CODES.organizationRequired,
      message: ORGANIZATION_REQUIRED_MESSAGE,
    });
  });
});
