import { createHash } from 'node:crypto';
import { SUBMISSION_ERROR_CODES } from '@assay/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, signIn, signUp } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { untilRunnersReady } from '../../../test/runner-processes.js';
import { submissions } from './submissions.tables.js';
import { setTaskDates } from '../../../test/task-clock.js';

const pool = Number(process.env.VITEST_POOL_ID ?? 0);
const FIZZ_PY =
  'n = int(input())\nfor i in range(1, n + 1):\n    print("FizzBuzz" if i % 15 == 0 else "Fizz" if i % 3 == 0 else "Buzz" if i % 5 == 0 else i)';
/** Right up to 15, wrong beyond (the hidden 10 000 case, weight 2 of 5): 60. */
const FIZZ_UP_TO_15 = `${FIZZ_PY}\n    if i > 15: break`;
/** What a candidate sees of FIZZ_UP_TO_15's hidden tests ('one' passes, 'ten-thousand' does not): the whole only. */
const FIZZ_UP_TO_15_HIDDEN = {
  passed: 1,
  total: 2,
  verdict: 'wrong_answer',
  time: 'within_limit',
  memory: 'within_limit',
};
type Who = 'interviewer' | 'candidate' | 'otherCandidate';
type Submission = {
  id: string;
  status: string;
  score: number | null;
  tests: { id: string; hidden: boolean; verdict: string }[];
  hidden: unknown;
  compile_error: string | null;
};

describe('submissions', () => {
  let t: TestApp;
  const token = {} as Record<Who, string>;
  const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { origin: t.config.publicUrl, ...bearer(token[who]) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  async function newTask(templateId = 'platform-fizzbuzz', settings: Record<string, unknown> = {}): Promise<string> {
    const assessment = (
      await call('interviewer', 'POST', '/api/v1/interviewer/tasks', { template_id: templateId, ...settings })
    ).json<{ id: string }>();
    const assigned = await call('interviewer', 'POST', '/api/v1/interviewer/tasks/assign', {
      assessment_id: assessment.id,
      candidate_emails: ['candidate@demo.assay.dev'],
    });
    return assigned.json<{ assigned: { task_id: string }[] }>().assigned[0]!.task_id;
  }

  /**
   * Everything a candidate is told of the hidden tests of a scored FIZZ_UP_TO_15 submission is the pass count, one
   * verdict and two limit classes: no hidden test by id or verdict, no time or memory figure but the visible tests'.
   */
  function expectHiddenAsAWholeOnly(submission: Submission & Record<string, unknown>) {
    expect(submission.hidden).toEqual(FIZZ_UP_TO_15_HIDDEN);
    expect(submission.tests.map((test) => [test.id, test.hidden, test.verdict])).toEqual([
      ['five', false, 'accepted'],
      ['fifteen', false, 'accepted'],
    ]);
    const serialized = JSON.stringify(submission);
    for (const secret of [
      'ten-thousand',
      'up to 10 000',
      'just one',
      '"one"',
      'hidden_summary',
      'max_time',
      'max_memory',
    ])
      expect(serialized).not.toContain(secret);
    expect(Object.keys(submission.hidden as object).sort()).toEqual(['memory', 'passed', 'time', 'total', 'verdict']);
  }

  /** Polls a submission as the candidate's page does, until it is scored or failed. */
  async function finished(taskId: string, id: string): Promise<Submission> {
    let latest: Submission | null = null;
    await vi.waitFor(
      async () => {
        latest = (
          await call('candidate', 'GET', `/api/v1/candidate/tasks/${taskId}/submissions/${id}`)
        ).json<Submission>();
        expect(['scored', 'error']).toContain(latest.status);
      },
      { timeout: 30_000, interval: 100 },
    );
    return latest!;
  }

  beforeAll(async () => {
    t = await buildTestApp({
      SEED_DEMO: 'true',
      RUNNER_PROCESSES: '1',
      RUNNER_SLOTS: '2',
      RUNNER_UID_BASE: String(2_500_000 + pool * 1_000),
      TASK_ATTEMPTS_PER_HOUR: '3',
      TIMED_TASK_SWEEP_MS: '600000',
    });
    for (const who of ['interviewer', 'candidate'] as const)
      token[who] = (await signIn(t.app, `${who}@demo.assay.dev`, t.config.DEMO_PASSWORD)).token;
    await signUp(t.app, { email: 'cora2@demo.test', password: 'a-good-password', name: 'Other' });
    token.otherCandidate = (await signIn(t.app, 'cora2@demo.test', 'a-good-password')).token;
    await call('otherCandidate', 'POST', '/api/v1/users/me/role', { role: 'candidate' });
    await untilRunnersReady(t.app);
  });
  afterAll(() => t.close());

  it('an attempt is queued at once, then scored from the test weights; hidden tests show as a whole only; the task stays open', async () => {
    const taskId = await newTask();
    const queued = await call('candidate', 'POST', `/api/v1/candidate/tasks/${taskId}/submissions`, {
      language: 'python',
      code: FIZZ_UP_TO_15,
    });
    expect(queued.statusCode, queued.body).toBe(202);
    expect(queued.json()).toMatchObject({ status: 'queued', kind: 'attempt', score: null, tests: [], hidden: null });

    const scored = await finished(taskId, queued.json().id);
    expect(scored).toMatchObject({ status: 'scored', score: 60, compile_error: null, passed: 3, total: 4 });
    expectHiddenAsAWholeOnly(scored);
    const [listed] = (await call('candidate', 'GET', `/api/v1/candidate/tasks/${taskId}/submissions`)).json<{
      submissions: Submission[];
    }>().submissions;
    expectHiddenAsAWholeOnly(listed!);
    expect((await call('candidate', 'GET', `/api/v1/candidate/tasks/${taskId}`)).json().status).toBe('in_progress');
    expect((await call('otherCandidate', 'GET', `/api/v1/candidate/tasks/${taskId}/submissions`)).statusCode).toBe(404);
  });

  it('the final submit closes the task, is scored, and refuses any more work', async () => {
    const taskId = await newTask();
    const submitted = await call('candidate', 'POST', `/api/v1/candidate/tasks/${taskId}/submit`, {
      language: 'python',
      code: FIZZ_PY,
    });
    expect(submitted.statusCode, submitted.body).toBe(202);
    expect(submitted.json().kind).toBe('final');
    // The receipt: the SHA-256 of exactly the code the server keeps.
    expect(submitted.json().code_sha256).toBe(createHash('sha256').update(FIZZ_PY).digest('hex'));
    expect(await finished(taskId, submitted.json().id)).toMatchObject({ status: 'scored', score: 100 });
    expect((await call('candidate', 'GET', `/api/v1/candidate/tasks/${taskId}`)).json()).toMatchObject({
      status: 'scored',
      score: 100,
    });
    for (const path of ['submit', 'submissions']) {
      const refused = await call('candidate', 'POST', `/api/v1/candidate/tasks/${taskId}/${path}`, {
        language: 'python',
        code: FIZZ_PY,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('This task has been submitted; it takes no more work.');
    }
    const history = (await call('candidate', 'GET', `/api/v1/candidate/tasks/${taskId}/submissions`)).json<{
      submissions: { kind: string }[];
    }>();
    expect(history.submissions.map((entry) => entry.kind)).toEqual(['final']);
    // The candidate is told, once the event is delivered; attempts tell nobody (they watch those being scored).
    await vi.waitFor(
      async () => {
        const notices = (await call('candidate', 'GET', '/api/v1/notifications?limit=100')).json<{
          notifications: { kind: string; link: string | null; body: string }[];
        }>().notifications;
        expect(
          notices.filter((entry) => entry.kind === 'submission_scored' && entry.link === `/tasks/${taskId}`),
        ).toEqual([expect.objectContaining({ body: 'Your final submission for “FizzBuzz” scored 100 out of 100.' })]);
      },
      { timeout: 10_000, interval: 50 },
    );
  });

  it('limits attempts per template version per hour, saying why', async () => {
    // A template none of the other tests here attempts: the limit counts every task of its version.
    const taskId = await newTask('platform-two-sum');
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect(
        (
          await call('candidate', 'POST', `/api/v1/candidate/tasks/${taskId}/submissions`, {
            language: 'python',
            code: 'print(1)',
          })
        ).statusCode,
      ).toBe(202);
    const limited = await call('candidate', 'POST', `/api/v1/candidate/tasks/${taskId}/submissions`, {
      language: 'python',
      code: 'print(1)',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe(SUBMISSION_ERROR_CODES.attemptsExhausted);
    expect(limited.headers['retry-after']).toBeDefined();
    await t.app.services.judging.settle();
  });

  it('code that does not compile scores 0 with the compiler message', async () => {
    const taskId = await newTask();
    const queued = await call('candidate', 'POST', `/api/v1/candidate/tasks/${taskId}/submissions`, {
      language: 'typescript',
      code: 'const n: number = ;',
    });
    const scored = await finished(taskId, queued.json().id);
    expect(scored).toMatchObject({ status: 'scored', score: 0 });
    expect(scored.compile_error).toMatch(/error|Unexpected/i);
    expect(scored.tests.every((test) => test.verdict === 'compile_error')).toBe(true);
  });

  it('a submission a crash left running is judged again at start; nothing is lost', async () => {
    const taskId = await newTask();
    const id = `crashed-${Date.now()}`;
    const candidateId = (await call('candidate', 'GET', '/api/v1/users/me')).json<{ id: string }>().id;
    await t.app.services.db
      .insert(submissions)
      .values({ id, taskId, candidateId, kind: 'attempt', language: 'python', code: FIZZ_PY, status: 'running' });
    expect(await t.app.services.judging.resumeUnfinished()).toBeGreaterThanOrEqual(1);
    expect(await finished(taskId, id)).toMatchObject({ status: 'scored', score: 100 });
  });

  it('when a timed task’s time is up, the server submits the latest draft for the candidate, once', async () => {
    const taskId = await newTask('platform-fizzbuzz', { duration_minutes: 5 });
    await call('candidate', 'GET', `/api/v1/candidate/tasks/${taskId}`);
    expect(
      (await call('candidate', 'PUT', `/api/v1/candidate/tasks/${taskId}/draft`, { language: 'python', code: FIZZ_PY }))
        .statusCode,
    ).toBe(200);
    await setTaskDates(t.app, taskId, { startedAt: new Date(Date.now() - 10 * 60_000) });

    expect(await t.app.services.submissions.submitOverdueDrafts()).toBe(1);
    expect(await t.app.services.submissions.submitOverdueDrafts()).toBe(0);
    const history = (await call('candidate', 'GET', `/api/v1/candidate/tasks/${taskId}/submissions`)).json<{
      submissions: { id: string; kind: string; code: string }[];
    }>();
    expect(history.submissions).toHaveLength(1);
    expect(history.submissions[0]).toMatchObject({ kind: 'final', submitted_by: 'time_up', code: FIZZ_PY });
    expect(await finished(taskId, history.submissions[0]!.id)).toMatchObject({ score: 100 });
    expect((await call('candidate', 'GET', `/api/v1/candidate/tasks/${taskId}`)).json()).toMatchObject({
      status: 'scored',
      score: 100,
    });
  });

  it("reviewers see each candidate's task and everything its submissions did, hidden tests included", async () => {
    const assessment = (
      await call('interviewer', 'POST', '/api/v1/interviewer/tasks', { template_id: 'platform-fizzbuzz' })
    ).json<{ id: string }>();
    const taskId = (
      await call('interviewer', 'POST', '/api/v1/interviewer/tasks/assign', {
        assessment_id: assessment.id,
        candidate_emails: ['candidate@demo.assay.dev'],
      })
    ).json<{ assigned: { task_id: string }[] }>().assigned[0]!.task_id;
    const submitted = await call('candidate', 'POST', `/api/v1/candidate/tasks/${taskId}/submit`, {
      language: 'python',
      code: FIZZ_UP_TO_15,
    });
    expect(submitted.json()).toMatchObject({ kind: 'final', tests: [], hidden: null });
    expectHiddenAsAWholeOnly(await finished(taskId, submitted.json().id));
    const [listed] = (await call('candidate', 'GET', `/api/v1/candidate/tasks/${taskId}/submissions`)).json<{
      submissions: Submission[];
    }>().submissions;
    expectHiddenAsAWholeOnly(listed!);

    const review = await call('interviewer', 'GET', `/api/v1/interviewer/tasks/${assessment.id}/submissions`);
    expect(review.statusCode, review.body).toBe(200);
    const [entry] = review.json<{
      tasks: {
        task_id: string;
        candidate: { email: string };
        status: string;
        score: number;
        submissions: {
          kind: string;
          code: string;
          tests: {
            id: string;
            name: string;
            hidden: boolean;
            verdict: string;
            stdout: string;
            time_ms: number;
            memory_kb: number;
          }[];
        }[];
      }[];
    }>().tasks;
    expect(entry).toMatchObject({
      task_id: taskId,
      candidate: { email: 'candidate@demo.assay.dev' },
      status: 'scored',
      score: 60,
    });
    expect(entry!.submissions[0]).toMatchObject({ kind: 'final', code: FIZZ_UP_TO_15 });
    const hidden = entry!.submissions[0]!.tests.find((test) => test.id === 'ten-thousand')!;
    expect(hidden).toMatchObject({ name: 'up to 10 000', hidden: true, verdict: 'wrong_answer' });
    expect(hidden.stdout.startsWith('1\n2\nFizz')).toBe(true);
    // Reviewers keep every test in full: each verdict, with its time and memory.
    expect(entry!.submissions[0]!.tests.map((test) => [test.id, test.hidden, test.verdict])).toEqual([
      ['five', false, 'accepted'],
      ['fifteen', false, 'accepted'],
      ['one', true, 'accepted'],
      ['ten-thousand', true, 'wrong_answer'],
    ]);
    for (const test of entry!.submissions[0]!.tests)
      expect(test).toMatchObject({ time_ms: expect.any(Number), memory_kb: expect.any(Number) });
    expect((await call('candidate', 'GET', `/api/v1/interviewer/tasks/${assessment.id}/submissions`)).statusCode).toBe(
      403,
    );
  });
});
