import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { untilRunnersReady } from '../../../test/runner-processes.js';

const pool = Number(process.env.VITEST_POOL_ID ?? 0);

const FIZZ_PY =
  'n = int(input())\nfor i in range(1, n + 1):\n    print("FizzBuzz" if i % 15 == 0 else "Fizz" if i % 3 == 0 else "Buzz" if i % 5 == 0 else i)';

/** What the candidate's workspace does besides the tests: a draft per language and a console for their own input. */
describe("the candidate's workspace", () => {
  let t: TestApp;
  let token = '';
  const taskIds: Record<string, string> = {};

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method,
      url,
      headers: { origin: t.config.publicUrl, ...bearer(token) },
      ...(payload === undefined ? {} : { payload }),
    });

  beforeAll(async () => {
    t = await buildTestApp({
      SEED_DEMO: 'true',
      RUNNER_PROCESSES: '1',
      RUNNER_SLOTS: '2',
      RUNNER_UID_BASE: String(2_450_000 + pool * 1_000),
    });
    token = (await signIn(t.app, 'candidate@demo.assay.dev', t.config.DEMO_PASSWORD)).token;
    const list = (await call('GET', '/api/v1/candidate/tasks?limit=50')).json<{
      tasks: { id: string; title: string }[];
    }>();
    for (const task of list.tasks) taskIds[task.title] = task.id;
    await untilRunnersReady(t.app);
  });
  afterAll(() => t.close());

  it('keeps a draft per language, newest first, and opens on the newest', async () => {
    const id = taskIds['FizzBuzz']!;
    const save = (language: string, code: string) =>
      call('PUT', `/api/v1/candidate/tasks/${id}/draft`, { language, code });
    expect((await save('python', 'print("py")')).statusCode).toBe(200);
    expect((await save('javascript', 'console.log("js")')).statusCode).toBe(200);
    const task = (await call('GET', `/api/v1/candidate/tasks/${id}`)).json<{
      draft: { language: string };
      drafts: { language: string; code: string }[];
    }>();
    expect(task.drafts).toMatchObject([
      { language: 'javascript', code: 'console.log("js")' },
      { language: 'python', code: 'print("py")' },
    ]);
    expect(task.draft).toMatchObject({ language: 'javascript' });

    // Python saved again is the newest again: the task opens on it.
    expect((await save('python', 'print("py again")')).statusCode).toBe(200);
    expect((await call('GET', `/api/v1/candidate/tasks/${id}`)).json().draft).toMatchObject({
      language: 'python',
      code: 'print("py again")',
    });
  });

  it("runs the code on the candidate's input, which starts the task; nothing is compared", async () => {
    const read = await call('GET', `/api/v1/candidate/tasks/${taskIds['Two Sum']!}`);
    expect(read.json()).toMatchObject({ status: 'assigned', started_at: null });

    const fizz = taskIds['FizzBuzz']!;
    const ran = await call('POST', `/api/v1/candidate/tasks/${fizz}/run`, {
      language: 'python',
      code: FIZZ_PY,
      input: '3\n',
    });
    expect(ran.statusCode, ran.body).toBe(200);
    expect(ran.json()).toMatchObject({ outcome: 'finished', output: '1\n2\nFizz\n', compile_error: null });

    const crashed = await call('POST', `/api/v1/candidate/tasks/${fizz}/run`, {
      language: 'python',
      code: 'print("before")\n1 / 0',
      input: '',
    });
    expect(crashed.json()).toMatchObject({ outcome: 'runtime_error', output: 'before\n' });
    expect(crashed.json().stderr).toContain('ZeroDivisionError');
    expect((await call('GET', `/api/v1/candidate/tasks/${fizz}`)).json().status).toBe('in_progress');
  });

  it("a function task's input is its arguments as JSON: anything else is refused with an example", async () => {
    const twoSum = taskIds['Two Sum']!;
    const code = 'function twoSum(nums, target) {\n  return [0, nums.length + target];\n}\n';
    const refused = await call('POST', `/api/v1/candidate/tasks/${twoSum}/run`, {
      language: 'javascript',
      code,
      input: '2 7 11',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'The input of this task is the arguments of twoSum as a JSON array, e.g. [1, 2].',
    );

    const ran = await call('POST', `/api/v1/candidate/tasks/${twoSum}/run`, {
      language: 'javascript',
      code,
      input: '[[2, 7, 11], 9]',
    });
    expect(ran.statusCode, ran.body).toBe(200);
    expect(ran.json()).toMatchObject({ outcome: 'finished', output: '[0,12]' });
  });
});
