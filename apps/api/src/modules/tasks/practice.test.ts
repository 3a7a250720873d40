import { SUBMISSION_ERROR_CODES } from '@assay/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, signIn, signUp } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { untilOutboxIdle } from '../../../test/game-events.js';
import { untilRunnersReady } from '../../../test/runner-processes.js';

const pool = Number(process.env.VITEST_POOL_ID ?? 0);
const PASSWORD = 'a-good-password';
const FIZZ_PY =
  'n = int(input())\nfor i in range(1, n + 1):\n    print("FizzBuzz" if i % 15 == 0 else "Fizz" if i % 3 == 0 else "Buzz" if i % 5 == 0 else i)';
type Who = 'interviewer' | 'candidate' | 'loner' | 'otherLoner' | 'outsider' | 'player';

describe('public tasks, practice, the candidate dashboard and search', () => {
  let t: TestApp;
  const token = {} as Record<Who, string>;
  const call = (who: Who | null, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method,
      url,
      headers: { origin: t.config.publicUrl, ...(who ? bearer(token[who]) : {}) },
      ...(payload ? { payload } : {}),
    });

  async function person(who: Who, email: string, role: 'candidate' | 'interviewer') {
    await signUp(t.app, { email, password: PASSWORD, name: who });
    token[who] = (await signIn(t.app, email, PASSWORD)).token;
    await call(who, 'POST', '/api/v1/users/me/role', { role });
  }

  beforeAll(async () => {
    t = await buildTestApp({
      SEED_DEMO: 'true',
      RUNNER_PROCESSES: '1',
      RUNNER_SLOTS: '2',
      RUNNER_UID_BASE: String(2_600_000 + pool * 1_000),
      TASK_ATTEMPTS_PER_HOUR: '2',
    });
    for (const who of ['interviewer', 'candidate'] as const)
      token[who] = (await signIn(t.app, `${who}@demo.assay.dev`, t.config.DEMO_PASSWORD)).token;
    await person('loner', 'lone@example.test', 'candidate');
    await person('otherLoner', 'other@example.test', 'candidate');
    await person('outsider', 'ivan@globex.test', 'interviewer');
    expect((await call('outsider', 'POST', '/api/v1/organizations', { name: 'Globex' })).statusCode).toBe(201);
    // An organization's own published template never joins the public catalogue.
    const own = await call('outsider', 'POST', '/api/v1/templates', {
      title: 'Globex secret FizzBuzz',
      difficulty: 'easy',
      languages: [{ language: 'python', starter_code: 'print(0)', reference_solution: 'print(1)' }],
      tests: [{ id: 't', name: 't', input: '', expected_output: '1' }],
    });
    expect((await call('outsider', 'POST', `/api/v1/templates/${own.json().id}/publish`)).statusCode).toBe(200);
    await untilRunnersReady(t.app);
  });
  afterAll(() => t.close());

  it('anyone reads the catalogue: statements, starter code and visible tests, never answers or hints', async () => {
    const list = await call(null, 'GET', '/api/v1/public/tasks?limit=100');
    expect(list.statusCode, list.body).toBe(200);
    expect(
      list
        .json()
        .tasks.map((task: { title: string }) => task.title)
        .sort(),
    ).toEqual(['Balanced Brackets', 'FizzBuzz', 'Team Scores', 'Two Sum']);
    expect(
      (await call(null, 'GET', '/api/v1/public/tasks?difficulty=easy'))
        .json()
        .tasks.map((task: { id: string }) => task.id),
    ).toEqual(['platform-fizzbuzz']);
    expect((await call(null, 'GET', '/api/v1/public/tasks?search=secret')).json().total).toBe(0);

    const fizz = await call(null, 'GET', '/api/v1/public/tasks/platform-fizzbuzz');
    expect(fizz.statusCode).toBe(200);
    expect(fizz.json()).toMatchObject({
      id: 'platform-fizzbuzz',
      version: 1,
      content: { title: 'FizzBuzz', hidden_tests: { count: 2 }, tests: [{ hidden: false }, { hidden: false }] },
    });
    expect(fizz.json().content.hints).toBeUndefined();
    for (const secret of ['reference_solution', 'up to 10 000', 'just one', 'hints'])
      expect(fizz.body).not.toContain(secret);
    const ownId = (await call('outsider', 'GET', '/api/v1/templates?scope=organization')).json().templates[0].id;
    expect((await call(null, 'GET', `/api/v1/public/tasks/${ownId}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', '/api/v1/public/tasks/nothing')).json()).toMatchObject({
      message: 'Public task not found.',
    });
  });

  it('a candidate without an organization practises: starts, resumes, runs, submits and is scored; nobody else reaches it', async () => {
    expect((await call(null, 'POST', '/api/v1/public/tasks', { template_id: 'platform-fizzbuzz' })).statusCode).toBe(
      401,
    );
    expect(
      (await call('interviewer', 'POST', '/api/v1/public/tasks', { template_id: 'platform-fizzbuzz' })).statusCode,
    ).toBe(403);
    const started = await call('loner', 'POST', '/api/v1/public/tasks', { template_id: 'platform-fizzbuzz' });
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json()).toMatchObject({ kind: 'practice', title: 'FizzBuzz', status: 'assigned', due_at: null });
    const resumed = await call('loner', 'POST', '/api/v1/public/tasks', { template_id: 'platform-fizzbuzz' });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().id).toBe(started.json().id);
    const taskId = started.json().id as string;

    expect((await call('loner', 'GET', `/api/v1/candidate/tasks/${taskId}`)).json()).toMatchObject({
      kind: 'practice',
      status: 'in_progress',
    });
    expect(
      (
        await call('loner', 'POST', `/api/v1/candidate/tasks/${taskId}/test`, { language: 'python', code: FIZZ_PY })
      ).json(),
    ).toMatchObject({ passed: 2, total: 2 });
    const submitted = await call('loner', 'POST', `/api/v1/candidate/tasks/${taskId}/submit`, {
      language: 'python',
      code: FIZZ_PY,
    });
    expect(submitted.statusCode, submitted.body).toBe(202);
    await vi.waitFor(
      async () =>
        expect((await call('loner', 'GET', `/api/v1/candidate/tasks/${taskId}`)).json()).toMatchObject({
          status: 'scored',
          score: 100,
        }),
      { timeout: 30_000, interval: 200 },
    );

    expect((await call('otherLoner', 'GET', `/api/v1/candidate/tasks/${taskId}`)).statusCode).toBe(404);
    expect((await call('outsider', 'GET', `/api/v1/tasks/${taskId}/linked`)).statusCode).toBe(404);
    expect(
      (await call('interviewer', 'GET', '/api/v1/tasks?limit=100')).json().tasks.map((task: { id: string }) => task.id),
    ).not.toContain(taskId);
    // A solved practice task is not resumed: starting again gives a fresh one.
    const fresh = await call('loner', 'POST', '/api/v1/public/tasks', { template_id: 'platform-fizzbuzz' });
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().id).not.toBe(taskId);
  });

  it("the dashboard brings together the candidate's work, practice, what to practise next and their figures", async () => {
    const loner = await call('loner', 'GET', '/api/v1/candidate/dashboard');
    expect(loner.statusCode, loner.body).toBe(200);
    const home = loner.json();
    expect(home).toMatchObject({
      has_organization: false,
      assigned: [],
      in_progress: [],
      completed: [],
      stats: { practice_solved: 1, average_score: 100, submissions: 1 },
    });
    expect(home.practice.map((task: { title: string; status: string }) => `${task.title} ${task.status}`)).toEqual([
      'FizzBuzz assigned',
      'FizzBuzz scored',
    ]);
    // FizzBuzz (easy, tried) is not recommended; the three medium ones, the next level up, come by title.
    expect(home.recommended.map((task: { id: string }) => task.id)).toEqual([
      'platform-balanced-brackets',
      'platform-team-scores',
      'platform-two-sum',
    ]);

    const demo = (await call('candidate', 'GET', '/api/v1/candidate/dashboard')).json();
    expect(demo.has_organization).toBe(true);
    expect(demo.assigned.map((task: { title: string }) => task.title).sort()).toEqual([
      'Balanced Brackets',
      'FizzBuzz',
      'Two Sum',
    ]);
    expect(demo.stats).toMatchObject({
      assigned: 3,
      in_progress: 0,
      completed: 0,
      submissions: 0,
      average_score: null,
    });
    // Every public task but the SQL one is assigned to them already.
    expect(demo.recommended.map((task: { id: string }) => task.id)).toEqual(['platform-team-scores']);
    expect((await call('interviewer', 'GET', '/api/v1/candidate/dashboard')).statusCode).toBe(403);
  });

  it("practice browsing: each challenge with the caller's status and best score, everyone's acceptance rate, filtered", async () => {
    const browse = async (who: Who, query = '') => {
      const response = await call(who, 'GET', `/api/v1/candidate/practice${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as {
        total: number;
        challenges: {
          id: string;
          status: string;
          best_score: number | null;
          open_task_id: string | null;
          acceptance_rate: number | null;
          scored_tasks: number;
          difficulty: string;
        }[];
      };
    };
    const all = await browse('loner', '?limit=100');
    expect(all.total).toBe(4);
    // Easy first, then by title.
    expect(all.challenges.map((challenge) => challenge.id)).toEqual([
      'platform-fizzbuzz',
      'platform-balanced-brackets',
      'platform-team-scores',
      'platform-two-sum',
    ]);
    const fizz = all.challenges[0]!;
    // Solved once (100), and a fresh task started after it: still solved, with that task to resume.
    expect(fizz).toMatchObject({
      status: 'solved',
      best_score: 100,
      open_task_id: expect.any(String),
      acceptance_rate: 100,
      scored_tasks: 1,
    });
    expect(all.challenges[1]).toMatchObject({
      status: 'not_started',
      best_score: null,
      open_task_id: null,
      acceptance_rate: null,
      scored_tasks: 0,
    });

    // An organization's assigned task of the same template, scored 0, stays out of the practice figures.
    const assigned = (await call('candidate', 'GET', '/api/v1/candidate/tasks?limit=100'))
      .json()
      .tasks.find((task: { title: string }) => task.title === 'FizzBuzz');
    expect(
      (
        await call('candidate', 'POST', `/api/v1/candidate/tasks/${assigned.id}/submit`, {
          language: 'python',
          code: 'print(0)',
        })
      ).statusCode,
    ).toBe(202);
    await vi.waitFor(
      async () =>
        expect((await call('candidate', 'GET', `/api/v1/candidate/tasks/${assigned.id}`)).json()).toMatchObject({
          status: 'scored',
          score: 0,
        }),
      { timeout: 30_000, interval: 200 },
    );
    expect((await browse('loner', '?search=fizz')).challenges[0]).toMatchObject({
      acceptance_rate: 100,
      scored_tasks: 1,
    });
    // Another candidate sees the same acceptance rate, and their own standing.
    expect((await browse('otherLoner', '?search=fizz')).challenges).toEqual([
      expect.objectContaining({
        id: 'platform-fizzbuzz',
        status: 'not_started',
        best_score: null,
        acceptance_rate: 100,
      }),
    ]);
    expect((await browse('loner', '?status=solved')).challenges.map((challenge) => challenge.id)).toEqual([
      'platform-fizzbuzz',
    ]);
    expect((await browse('loner', '?status=not_started')).total).toBe(3);
    expect((await browse('loner', '?status=attempted')).total).toBe(0);
    expect(
      (await browse('loner', '?difficulty=medium&programming_language=sql')).challenges.map(
        (challenge) => challenge.id,
      ),
    ).toEqual(['platform-team-scores']);
    expect((await browse('loner', '?programming_language=java')).challenges.map((challenge) => challenge.id)).toEqual([
      'platform-fizzbuzz',
      'platform-balanced-brackets',
    ]);
    expect((await browse('loner', '?category=sql')).challenges.map((challenge) => challenge.id)).toEqual([
      'platform-team-scores',
    ]);
    expect((await browse('loner', '?page=2&limit=3')).challenges.map((challenge) => challenge.id)).toEqual([
      'platform-two-sum',
    ]);
    expect((await call('loner', 'GET', '/api/v1/candidate/practice?status=done')).statusCode).toBe(400);
    expect((await call('interviewer', 'GET', '/api/v1/candidate/practice')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/v1/candidate/practice')).statusCode).toBe(401);
  });

  it("search finds what the caller may see: a candidate their tasks and the catalogue, staff their organization's", async () => {
    const candidate = (await call('candidate', 'GET', '/api/v1/search?q=fizz')).json();
    expect(candidate.tasks).toEqual([
      expect.objectContaining({ title: 'FizzBuzz', kind: 'assigned', candidate: null }),
    ]);
    expect(candidate.templates).toEqual([]);
    expect(candidate.public_tasks.map((task: { id: string }) => task.id)).toEqual(['platform-fizzbuzz']);

    const staff = (await call('interviewer', 'GET', '/api/v1/search?q=fizz')).json();
    expect(staff.tasks.map((task: { candidate: { email: string } }) => task.candidate.email)).toEqual([
      'candidate@demo.assay.dev',
    ]);
    expect(staff.templates.map((template: { id: string }) => template.id)).toEqual(['platform-fizzbuzz']);

    const outsider = (await call('outsider', 'GET', '/api/v1/search?q=fizz')).json();
    expect(outsider.tasks).toEqual([]);
    expect(outsider.templates.map((template: { title: string }) => template.title).sort()).toEqual([
      'FizzBuzz',
      'Globex secret FizzBuzz',
    ]);
    expect((await call('interviewer', 'GET', '/api/v1/search?q=secret')).json().templates).toEqual([]);
    expect((await call('candidate', 'GET', '/api/v1/search?q=')).statusCode).toBe(400);
    expect((await call(null, 'GET', '/api/v1/search?q=fizz')).statusCode).toBe(401);
  });

  it('practice never resets the attempt limit: it counts per candidate and template version, assigned and practice together', async () => {
    const code = { language: 'python', code: 'print(1)' };
    const attempt = (taskId: string) =>
      call('candidate', 'POST', `/api/v1/candidate/tasks/${taskId}/submissions`, code);
    const expectLimited = async (response: Awaited<ReturnType<typeof attempt>>) => {
      expect(response.statusCode, response.body).toBe(429);
      expect(response.json()).toMatchObject({
        code: SUBMISSION_ERROR_CODES.attemptsExhausted,
        message:
          'You have made 2 attempts at this task in the last hour. Each attempt tells a little about the hidden tests, so they are limited: run the visible tests meanwhile.',
      });
    };
    const assigned = (await call('candidate', 'GET', '/api/v1/candidate/tasks?limit=100')).json().tasks as {
      id: string;
      title: string;
    }[];
    const assignedTask = (title: string) => assigned.find((task) => task.title === title)!.id;
    const practise = async (templateId: string) => {
      const started = await call('candidate', 'POST', '/api/v1/public/tasks', { template_id: templateId });
      expect(started.statusCode, started.body).toBe(201);
      return started.json().id as string;
    };

    // The attempts used up on an assigned task are not given again by practice of the same public template…
    const brackets = assignedTask('Balanced Brackets');
    for (let made = 0; made < 2; made += 1) expect((await attempt(brackets)).statusCode).toBe(202);
    await expectLimited(await attempt(brackets));
    const bracketsPractice = await practise('platform-balanced-brackets');
    await expectLimited(await attempt(bracketsPractice));
    // …nor by its final submit, after which a fresh practice task would be handed out.
    await expectLimited(await call('candidate', 'POST', `/api/v1/candidate/tasks/${bracketsPractice}/submit`, code));

    // …and those used up in practice are not given again by the assigned task.
    const twoSumPractice = await practise('platform-two-sum');
    for (let made = 0; made < 2; made += 1) expect((await attempt(twoSumPractice)).statusCode).toBe(202);
    await expectLimited(await attempt(twoSumPractice));
    const twoSum = assignedTask('Two Sum');
    await expectLimited(await attempt(twoSum));
    // The assigned task's one final submission is never refused.
    expect((await call('candidate', 'POST', `/api/v1/candidate/tasks/${twoSum}/submit`, code)).statusCode).toBe(202);
    await t.app.services.judging.settle();
  });

  it('a quick-fire round (the game mode) is submitted through its own route, scored by the runner, and pays', async () => {
    await person('player', 'player@example.test', 'candidate');
    const round = await call('player', 'POST', '/api/v1/gamification/public-challenge', { difficulty: 'easy' });
    expect(round.statusCode, round.body).toBe(201);
    const { id, task_id: taskId } = round.json();
    const submitted = await call('player', 'POST', `/api/v1/gamification/submit-public-challenge/${id}`, {
      language: 'python',
      code: FIZZ_PY,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({
      id,
      task_id: taskId,
      status: 'submitted',
      submission_id: expect.any(String),
    });
    expect(
      (
        await call('player', 'POST', `/api/v1/gamification/submit-public-challenge/${id}`, {
          language: 'python',
          code: FIZZ_PY,
        })
      ).statusCode,
    ).toBe(409);
    await t.app.services.judging.settle();
    await untilOutboxIdle(t.app);
    const points = await t.app.services.ledger.recentLedger(
      (await call('player', 'GET', '/api/v1/users/me')).json().id,
      10,
    );
    // FizzBuzz is easy: 10 for the solve, 5 for the perfect score, up to 10 for the time left (and maybe the daily 50).
    expect(Object.fromEntries(points.map((row) => [row.kind, row.points]))).toMatchObject({
      challenge: 10,
      perfect: 5,
      quick_fire: expect.any(Number),
    });
    expect(points.find((row) => row.kind === 'quick_fire')!.points).toBeGreaterThan(8);
  });
});
