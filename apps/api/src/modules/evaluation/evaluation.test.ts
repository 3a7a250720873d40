import { templateContentSchema } from '@assay/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, signIn, signUp } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { untilRunnersReady } from '../../../test/runner-processes.js';
import { runnerChildren } from '../../../test/runner-processes.js';
import { outboxEvents } from '../../platform/outbox/outbox.tables.js';
import { referenceTimings, submissionScores } from '../judging/judging.tables.js';
import { submissions } from '../submissions/submissions.tables.js';
import { FIZZ_BUZZ } from '../task-templates/platform-templates/fizz-buzz.js';

const pool = Number(process.env.VITEST_POOL_ID ?? 0);
const PASSWORD = 'a-good-password';
const FIZZ_PY =
  'n = int(input())\nfor i in range(1, n + 1):\n    print("FizzBuzz" if i % 15 == 0 else "Fizz" if i % 3 == 0 else "Buzz" if i % 5 == 0 else i)';
type Who = 'interviewer' | 'orgadmin' | 'candidate' | 'admin' | 'outsider';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Detail {
  status: string;
  can_edit: boolean;
  rubric_score: number | null;
  reviewer: { email: string } | null;
  decision: string | null;
  comments: { id: string; line: number; body: string }[];
  score_history: { score: number; trigger: string }[];
}

describe('evaluation: review of final submissions', () => {
  let t: TestApp;
  const token = {} as Record<Who, string>;
  const call = (who: Who, method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { origin: t.config.publicUrl, ...bearer(token[who]) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  /** A FizzBuzz task for the demo candidate, submitted (final) and scored; its ids. */
  async function scoredFinal(code = FIZZ_PY): Promise<{ taskId: string; submissionId: string }> {
    const assessment = (
      await call('interviewer', 'POST', '/api/v1/interviewer/tasks', { template_id: 'platform-fizzbuzz' })
    ).json<{ id: string }>();
    const taskId = (
      await call('interviewer', 'POST', '/api/v1/interviewer/tasks/assign', {
        assessment_id: assessment.id,
        candidate_emails: ['candidate@demo.assay.dev'],
      })
    ).json<{ assigned: { task_id: string }[] }>().assigned[0]!.task_id;
    await call('candidate', 'GET', `/api/v1/candidate/tasks/${taskId}`);
    const submitted = await call('candidate', 'POST', `/api/v1/candidate/tasks/${taskId}/submit`, {
      language: 'python',
      code,
    });
    expect(submitted.statusCode, submitted.body).toBe(202);
    const submissionId = submitted.json<{ id: string }>().id;
    await t.app.services.judging.settle();
    return { taskId, submissionId };
  }

  const detail = async (who: Who, id: string) =>
    (await call(who, 'GET', `/api/v1/evaluation/submissions/${id}`)).json<Detail>();
  const noticesOf = async (who: Who) =>
    (await call(who, 'GET', '/api/v1/notifications?limit=100')).json<{
      notifications: { kind: string; link: string | null; title: string }[];
    }>().notifications;
  const historyOf = (id: string) =>
    t.app.services.db.select().from(submissionScores).where(eq(submissionScores.submissionId, id));
  const scoredEventsOf = (id: string) =>
    t.app.services.db
      .select()
      .from(outboxEvents)
      .where(and(eq(outboxEvents.type, 'submission.scored'), sql`${outboxEvents.payload}->>'submissionId' = ${id}`));

  beforeAll(async () => {
    t = await buildTestApp({
      SEED_DEMO: 'true',
      RUNNER_PROCESSES: '1',
      RUNNER_SLOTS: '2',
      RUNNER_UID_BASE: String(2_700_000 + pool * 1_000),
      TIMED_TASK_SWEEP_MS: '600000',
      // The seeded templates' references are timed in the background, as on a server.
      REFERENCE_TIMING: 'true',
    });
    for (const who of ['interviewer', 'orgadmin', 'candidate', 'admin'] as const)
      token[who] = (await signIn(t.app, `${who}@demo.assay.dev`, t.config.DEMO_PASSWORD)).token;
    await signUp(t.app, { email: 'olga@globex.test', password: PASSWORD, name: 'Olga' });
    token.outsider = (await signIn(t.app, 'olga@globex.test', PASSWORD)).token;
    await call('outsider', 'POST', '/api/v1/users/me/role', { role: 'interviewer' });
    expect((await call('outsider', 'POST', '/api/v1/organizations', { name: 'Globex' })).statusCode).toBe(201);
    await untilRunnersReady(t.app);
  });
  afterAll(() => t.close());

  it('times the seeded references in the background, before any submission; a reference that fails gets no time and is not run again', async () => {
    // Seeded (never validated): its Python reference prints nothing, which fails every test.
    await t.app.services.taskTemplates.seedPlatformTemplate(
      'platform-wrong-reference',
      templateContentSchema.parse({
        ...FIZZ_BUZZ,
        title: 'FizzBuzz with a wrong reference',
        languages: [{ language: 'python', starter_code: '', reference_solution: 'pass\n' }],
      }),
    );
    await t.app.services.judgingLoop.referencesTimed();

    const timingsOf = async (templateId: string) => {
      const version = (await t.app.services.taskTemplates.publicVersion(templateId))!;
      const rows = await t.app.services.db
        .select()
        .from(referenceTimings)
        .where(eq(referenceTimings.templateVersionId, version.id));
      return { version, byLanguage: new Map(rows.map((row) => [row.language, row.maxCpuMs])) };
    };
    // Every language FizzBuzz offers that the runners run (all of them, once ready) has its reference's time, Python
    // among them: no candidate submitted anything.
    const fizz = await timingsOf('platform-fizzbuzz');
    expect(fizz.byLanguage.get('python')).toEqual(expect.any(Number));
    const languages = await t.app.services.execution.languages();
    const notRunnable = languages.filter((entry) => !entry.available).map((entry) => entry.id);
    for (const { language } of fizz.version.content.languages.filter((entry) => !notRunnable.includes(entry.language)))
      expect(fizz.byLanguage.get(language), language).toEqual(expect.any(Number));

    const wrong = await timingsOf('platform-wrong-reference');
    expect([...wrong.byLanguage]).toEqual([['python', null]]);
    // Recorded without a time, it is not left to time: a later drain runs nothing (but what no runner here can run).
    const judge = vi.spyOn(t.app.services.execution, 'judge');
    try {
      await t.app.services.judgingLoop.referencesTimed();
      const ran = judge.mock.calls.map(([, request]) => request.language);
      expect(ran.filter((language) => !notRunnable.includes(language))).toEqual([]);
    } finally {
      judge.mockRestore();
    }
  }, 180_000);

  it('a reviewer starts the review, scores the rubric, comments on a line, decides and releases feedback the candidate then reads', async () => {
    const { taskId, submissionId } = await scoredFinal();
    // FizzBuzz's references were timed in the background (the test above); nothing is left when it ran first.
    await t.app.services.judgingLoop.referencesTimed();

    const waiting = (await call('interviewer', 'GET', '/api/v1/evaluation/submissions?status=pending&limit=100')).json<{
      submissions: {
        submission_id: string;
        status: string;
        score: number;
        title: string;
        candidate: { email: string };
      }[];
    }>();
    expect(waiting.submissions.find((entry) => entry.submission_id === submissionId)).toMatchObject({
      status: 'pending',
      score: 100,
      title: 'FizzBuzz',
      candidate: { email: 'candidate@demo.assay.dev' },
    });
    expect((await call('candidate', 'GET', `/api/v1/candidate/tasks/${taskId}/feedback`)).json()).toEqual({
      feedback: null,
    });

    const started = await call('interviewer', 'POST', `/api/v1/evaluation/submissions/${submissionId}/start`);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<Detail>()).toMatchObject({
      status: 'in_review',
      can_edit: true,
      reviewer: { email: 'interviewer@demo.assay.dev' },
    });
    // Read off the code by the runner: 3 lines; one loop and three ternary ifs (1 + 4); no Python linter; and the run
    // time against the reference solution, which the server timed in the background (seeded, never validated).
    expect(started.json<{ quality: unknown }>().quality).toEqual({
      lines_of_code: 3,
      max_complexity: 5,
      lint_findings: null,
      time_vs_reference: expect.any(Number),
    });
    // One reviewer holds a review; starting it again is harmless, someone else is told who has it.
    expect((await call('interviewer', 'POST', `/api/v1/evaluation/submissions/${submissionId}/start`)).statusCode).toBe(
      200,
    );
    const taken = await call('orgadmin', 'POST', `/api/v1/evaluation/submissions/${submissionId}/start`);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/is already reviewing this submission/);
    expect(
      (await call('orgadmin', 'PUT', `/api/v1/evaluation/submissions/${submissionId}/review`, { rubric_scores: [] }))
        .statusCode,
    ).toBe(403);
    expect((await detail('orgadmin', submissionId)).can_edit).toBe(false);

    const unknownCriterion = await call('interviewer', 'PUT', `/api/v1/evaluation/submissions/${submissionId}/review`, {
      rubric_scores: [{ criterion: 2, score: 3 }],
    });
    expect(unknownCriterion.statusCode).toBe(400);
    expect(unknownCriterion.json().message).toBe('The rubric has 2 criteria; there is no criterion 3.');
    expect(
      (
        await call('interviewer', 'PUT', `/api/v1/evaluation/submissions/${submissionId}/review`, {
          rubric_scores: [{ criterion: 0, score: 6 }],
        })
      ).statusCode,
    ).toBe(400);
    const partly = await call('interviewer', 'PUT', `/api/v1/evaluation/submissions/${submissionId}/review`, {
      rubric_scores: [{ criterion: 0, score: 5, comment: 'Every case.' }],
      summary: 'Solid.',
    });
    expect(partly.json<Detail>().rubric_score).toBeNull();
    // Correctness (weight 2) 5 of 5, Clarity (weight 1) 3 of 5: (2 × 1 + 1 × 0.6) / 3 = 87 %.
    const scored = await call('interviewer', 'PUT', `/api/v1/evaluation/submissions/${submissionId}/review`, {
      rubric_scores: [
        { criterion: 0, score: 5, comment: 'Every case.' },
        { criterion: 1, score: 3, comment: 'One long line.' },
      ],
      summary: 'Solid.',
    });
    expect(scored.json<Detail>()).toMatchObject({ rubric_score: 87, status: 'in_review' });

    const commented = await call('interviewer', 'POST', `/api/v1/evaluation/submissions/${submissionId}/comments`, {
      line: 3,
      body: 'Name the rule.',
    });
    expect(commented.statusCode, commented.body).toBe(201);
    expect(commented.json<Detail>().comments).toEqual([expect.objectContaining({ line: 3, body: 'Name the rule.' })]);
    const pastTheEnd = await call('interviewer', 'POST', `/api/v1/evaluation/submissions/${submissionId}/comments`, {
      line: 40,
      body: 'Nowhere.',
    });
    expect(pastTheEnd.json()).toMatchObject({ message: 'The code has 3 lines; choose one of them.' });

    expect(
      (
        await call('interviewer', 'POST', `/api/v1/evaluation/submissions/${submissionId}/release`, {
          feedback: 'Well done.',
        })
      ).json().message,
    ).toBe('Decide (advance, hold or reject) before releasing feedback.');
    expect(
      (
        await call('interviewer', 'POST', `/api/v1/evaluation/submissions/${submissionId}/decision`, {
          decision: 'advance',
        })
      ).json<Detail>(),
    ).toMatchObject({ status: 'decided', decision: 'advance' });
    const released = await call('interviewer', 'POST', `/api/v1/evaluation/submissions/${submissionId}/release`, {
      feedback: 'Clear and correct. Name the rule next time.',
    });
    expect(released.json<Detail>()).toMatchObject({ status: 'released', can_edit: false });
    expect(
      (
        await call('interviewer', 'POST', `/api/v1/evaluation/submissions/${submissionId}/decision`, {
          decision: 'reject',
        })
      ).statusCode,
    ).toBe(409);

    expect((await call('candidate', 'GET', `/api/v1/candidate/tasks/${taskId}/feedback`)).json()).toMatchObject({
      feedback: {
        message: 'Clear and correct. Name the rule next time.',
        rubric_score: 87,
        rubric: [
          { name: 'Correctness', weight: 2, score: 5, comment: 'Every case.' },
          { name: 'Clarity', weight: 1, score: 3, comment: 'One long line.' },
        ],
        comments: [{ line: 3, body: 'Name the rule.' }],
        language: 'python',
      },
    });
    // The decision is the organization's: the candidate's view has none.
    expect((await call('candidate', 'GET', `/api/v1/candidate/tasks/${taskId}/feedback`)).body).not.toContain(
      'advance',
    );

    const filtered = async (query: string) =>
      (await call('orgadmin', 'GET', `/api/v1/evaluation/submissions?${query}`))
        .json<{ submissions: { submission_id: string }[] }>()
        .submissions.map((entry) => entry.submission_id);
    expect(await filtered('status=released&limit=100')).toContain(submissionId);
    expect(await filtered('status=pending&limit=100')).not.toContain(submissionId);
    expect(await filtered(`task_id=${taskId}`)).toEqual([submissionId]);
    expect(await filtered(`from=${new Date(Date.now() + 60_000).toISOString()}`)).toEqual([]);

    // Everyone is told: the assigner of the new submission, the candidate of the review and of the feedback.
    await vi.waitFor(
      async () => {
        expect(
          (await noticesOf('interviewer'))
            .filter((notice) => notice.link === `/interviewer/reviews/${submissionId}`)
            .map((notice) => notice.kind),
        ).toEqual(['submission_to_review']);
        const candidateKinds = (await noticesOf('candidate'))
          .filter((notice) => notice.link === `/tasks/${taskId}`)
          .map((notice) => notice.kind);
        expect(candidateKinds.sort()).toEqual([
          'feedback_released',
          'review_started',
          'submission_scored',
          'task_assigned',
        ]);
      },
      { timeout: 10_000, interval: 50 },
    );
  });

  it('a reviewer of another organization can neither see nor act on the submission; a candidate cannot review', async () => {
    const { taskId, submissionId } = await scoredFinal();
    expect((await call('outsider', 'GET', '/api/v1/evaluation/submissions?limit=100')).json().submissions).toEqual([]);
    for (const [method, path, payload] of [
      ['GET', '', undefined],
      ['POST', '/start', undefined],
      ['PUT', '/review', { rubric_scores: [] }],
      ['POST', '/comments', { line: 1, body: 'x' }],
      ['POST', '/decision', { decision: 'reject' }],
      ['POST', '/release', { feedback: 'x' }],
    ] as const) {
      const response = await call('outsider', method, `/api/v1/evaluation/submissions/${submissionId}${path}`, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await call('outsider', 'POST', `/tasks/${taskId}/evaluate`)).statusCode).toBe(404);
    expect((await call('candidate', 'GET', '/api/v1/evaluation/submissions')).statusCode).toBe(403);
    expect((await call('candidate', 'POST', `/tasks/${taskId}/evaluate`)).statusCode).toBe(403);
    expect((await detail('interviewer', submissionId)).status).toBe('pending');
  });

  it('POST /tasks/{id}/evaluate twice in a row leaves one current score per submission, with every score in its history', async () => {
    const { taskId, submissionId } = await scoredFinal();
    const first = await call('interviewer', 'POST', `/tasks/${taskId}/evaluate`);
    const second = await call('interviewer', 'POST', `/tasks/${taskId}/evaluate`);
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toEqual({ task_id: taskId, queued: 1 });
    // The second finds it being judged (left alone) or, should the first have finished already, judges it again.
    expect([0, 1]).toContain(second.json().queued);
    await t.app.services.judging.settle();

    const [row] = await t.app.services.db.select().from(submissions).where(eq(submissions.id, submissionId));
    expect(row).toMatchObject({ status: 'scored', score: 100, leaseToken: null });
    const history = await historyOf(submissionId);
    expect(history.map((entry) => entry.trigger).sort()).toEqual(
      ['submitted', ...Array<string>(1 + second.json().queued).fill('re_evaluation')].sort(),
    );
    expect((await detail('interviewer', submissionId)).score_history).toHaveLength(history.length);
    // The platform admin may re-evaluate any task.
    expect((await call('admin', 'POST', `/tasks/${taskId}/evaluate`)).statusCode).toBe(202);
    await t.app.services.judging.settle();
    expect(await historyOf(submissionId)).toHaveLength(history.length + 1);
  });

  it('killing the runner in the middle of judging completes it once, on the runner started in its place', async () => {
    const slow = `import time\ntime.sleep(0.8)\n${FIZZ_PY}`; // each test well inside its 2 s wall limit
    const assessment = (
      await call('interviewer', 'POST', '/api/v1/interviewer/tasks', { template_id: 'platform-fizzbuzz' })
    ).json<{ id: string }>();
    const taskId = (
      await call('interviewer', 'POST', '/api/v1/interviewer/tasks/assign', {
        assessment_id: assessment.id,
        candidate_emails: ['candidate@demo.assay.dev'],
      })
    ).json<{ assigned: { task_id: string }[] }>().assigned[0]!.task_id;
    const submissionId = (
      await call('candidate', 'POST', `/api/v1/candidate/tasks/${taskId}/submit`, { language: 'python', code: slow })
    ).json<{ id: string }>().id;
    await vi.waitFor(
      async () => {
        const [row] = await t.app.services.db.select().from(submissions).where(eq(submissions.id, submissionId));
        expect(row?.status).toBe('running');
      },
      { timeout: 10_000, interval: 20 },
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    const killed = runnerChildren();
    expect(killed.length).toBeGreaterThan(0);
    for (const pid of killed) process.kill(pid, 'SIGKILL');

    await t.app.services.judging.settle();
    const [row] = await t.app.services.db.select().from(submissions).where(eq(submissions.id, submissionId));
    expect(row).toMatchObject({ status: 'scored', score: 100, leaseToken: null });
    expect(await historyOf(submissionId)).toHaveLength(1);
    expect(await scoredEventsOf(submissionId)).toHaveLength(1);
  });

  it('a submission left running by a crashed node is judged once its lease runs out, once however many nodes reach for it', async () => {
    const { taskId } = await scoredFinal();
    const candidateId = (await call('candidate', 'GET', '/api/v1/users/me')).json<{ id: string }>().id;
    const id = `crashed-${Date.now()}`;
    await t.app.services.db.insert(submissions).values({
      id,
      taskId,
      candidateId,
      kind: 'attempt',
      language: 'python',
      code: FIZZ_PY,
      status: 'running',
      leaseToken: 'a-node-that-died',
      leaseUntil: new Date(Date.now() + 60_000),
    });
    // Its node may still be judging it: left alone until the lease runs out.
    await t.app.services.judging.resumeUnfinished();
    await t.app.services.judging.settle();
    expect((await t.app.services.db.select().from(submissions).where(eq(submissions.id, id)))[0]?.status).toBe(
      'running',
    );

    await t.app.services.db
      .update(submissions)
      .set({ leaseUntil: new Date(Date.now() - 1_000) })
      .where(eq(submissions.id, id));
    // Two sweeps at once (as two API nodes would): one claims it, the other finds it taken.
    await Promise.all([t.app.services.judging.resumeUnfinished(), t.app.services.judging.resumeUnfinished()]);
    await t.app.services.judging.settle();
    expect((await t.app.services.db.select().from(submissions).where(eq(submissions.id, id)))[0]).toMatchObject({
      status: 'scored',
      score: 100,
      leaseToken: null,
    });
    expect(await historyOf(id)).toHaveLength(1);
    expect(await scoredEventsOf(id)).toHaveLength(1);
  });

  it('reminds a candidate once of a task due within 24 hours', async () => {
    const assessment = (
      await call('interviewer', 'POST', '/api/v1/interviewer/tasks', {
        template_id: 'platform-fizzbuzz',
        due_in_days: 1,
      })
    ).json<{ id: string }>();
    const taskId = (
      await call('interviewer', 'POST', '/api/v1/interviewer/tasks/assign', {
        assessment_id: assessment.id,
        candidate_emails: ['candidate@demo.assay.dev'],
      })
    ).json<{ assigned: { task_id: string }[] }>().assigned[0]!.task_id;
    expect(await t.app.services.candidateTasks.remindDueSoon()).toBeGreaterThanOrEqual(1);
    expect(await t.app.services.candidateTasks.remindDueSoon()).toBe(0);
    await vi.waitFor(
      async () => {
        expect(
          (await noticesOf('candidate')).filter(
            (notice) => notice.link === `/tasks/${taskId}` && notice.kind === 'task_due_soon',
          ),
        ).toHaveLength(1);
      },
      { timeout: 10_000, interval: 50 },
    );
  });
});
