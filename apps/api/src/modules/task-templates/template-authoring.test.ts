import type { TemplateContentInput } from '@assay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, signUp } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { untilRunnersReady } from '../../../test/runner-processes.js';

const pool = Number(process.env.VITEST_POOL_ID ?? 0);
const PASSWORD = 'a-good-password';
const REFERENCE = 'a, b = map(int, input().split())\nprint(a + b)';

/** Two visible tests and a hidden one. */
const sumTemplate = (statement = 'Print the sum.'): TemplateContentInput => ({
  title: 'Add two numbers',
  statement,
  difficulty: 'easy',
  languages: [{ language: 'python', starter_code: '# your code\n', reference_solution: REFERENCE }],
  tests: [
    { id: 'small', name: 'small numbers', input: '1 2\n', expected_output: '3\n' },
    { id: 'negative', name: 'a negative number', input: '-5 2\n', expected_output: '-3\n' },
    { id: 'secret', name: 'secret', hidden: true, weight: 3, input: '40 2\n', expected_output: '42\n' },
  ],
});

describe('template authoring: try as a candidate, version history, duplicate', () => {
  let t: TestApp;
  const token: Record<'candidate' | 'interviewer' | 'admin' | 'outsider', string> = {
    candidate: '',
    interviewer: '',
    admin: '',
    outsider: '',
  };
  const call = (who: keyof typeof token, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { origin: t.config.publicUrl, ...bearer(token[who]) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  async function created(who: keyof typeof token, content = sumTemplate()): Promise<string> {
    const response = await call(who, 'POST', '/api/v1/templates', content);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  }
  async function published(id: string, who: keyof typeof token = 'interviewer') {
    const response = await call(who, 'POST', `/api/v1/templates/${id}/publish`);
    expect(response.statusCode, response.body).toBe(200);
  }

  beforeAll(async () => {
    t = await buildTestApp({
      SEED_DEMO: 'true',
      RUNNER_PROCESSES: '1',
      RUNNER_SLOTS: '2',
      RUNNER_UID_BASE: String(2_400_000 + pool * 1_000),
    });
    for (const role of ['candidate', 'interviewer', 'admin'] as const)
      token[role] = (await signIn(t.app, `${role}@demo.assay.dev`, t.config.DEMO_PASSWORD)).token;
    await signUp(t.app, { email: 'omar@globex.test', password: PASSWORD, name: 'Omar' });
    token.outsider = (await signIn(t.app, 'omar@globex.test', PASSWORD)).token;
    await call('outsider', 'POST', '/api/v1/users/me/role', { role: 'interviewer' });
    expect((await call('outsider', 'POST', '/api/v1/organizations', { name: 'Globex' })).statusCode).toBe(201);
    await untilRunnersReady(t.app);
  });
  afterAll(() => t.close());

  it('runs code against the visible tests of the draft or the published version, never the hidden ones, and keeps nothing', async () => {
    const id = await created('interviewer');
    const tryIt = (who: keyof typeof token, body: Record<string, unknown>) =>
      call(who, 'POST', `/api/v1/templates/${id}/try`, { language: 'python', ...body });

    const unpublished = await tryIt('interviewer', { code: REFERENCE, source: 'published' });
    expect(unpublished.statusCode).toBe(409);
    const draft = await tryIt('interviewer', { code: REFERENCE, source: 'draft' });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json()).toMatchObject({
      passed: 2,
      total: 2,
      compile_error: null,
      tests: [
        { id: 'small', verdict: 'accepted', actual_output: '3\n' },
        { id: 'negative', verdict: 'accepted' },
      ],
    });
    expect(draft.body).not.toContain('secret');
    const wrong = await tryIt('interviewer', { code: 'print(0)', source: 'draft' });
    expect(wrong.json()).toMatchObject({
      passed: 0,
      tests: [{ verdict: 'wrong_answer', expected_output: '3\n', actual_output: '0\n' }, { verdict: 'wrong_answer' }],
    });
    expect((await tryIt('interviewer', { code: REFERENCE, source: 'draft', language: 'go' })).statusCode).toBe(409);

    // Another organization, and candidates, reach nothing of it.
    expect((await tryIt('outsider', { code: REFERENCE, source: 'draft' })).statusCode).toBe(404);
    expect((await tryIt('candidate', { code: REFERENCE, source: 'draft' })).statusCode).toBe(403);

    // A platform template: its published version for any staff; its draft only for the admin who edits it.
    const platform = (who: keyof typeof token, source: string) =>
      call(who, 'POST', '/api/v1/templates/platform-fizzbuzz/try', { language: 'python', code: 'print(1)', source });
    const theirs = (await platform('outsider', 'published')).json<{ passed: number; tests: { verdict: string }[] }>();
    expect(theirs.passed).toBe(0);
    expect(theirs.tests[0]).toMatchObject({ id: 'five', verdict: 'wrong_answer' });
    expect((await platform('interviewer', 'draft')).statusCode).toBe(404);
    // Trying gives no task and makes no assessment.
    const tasks = await call('outsider', 'GET', '/api/v1/interviewer/tasks');
    expect(tasks.json<{ total: number }>().total).toBe(0);
  });

  it("lists every version newest first with the caller's organization's assessments of each, and no one else's", async () => {
    const id = await created('interviewer', sumTemplate('First statement.'));
    await published(id);
    expect(
      (await call('interviewer', 'PUT', `/api/v1/templates/${id}`, sumTemplate('Second statement.'))).statusCode,
    ).toBe(200);
    await published(id);
    const assessment = await call('interviewer', 'POST', '/api/v1/interviewer/tasks', { template_id: id });
    expect(assessment.statusCode, assessment.body).toBe(201);
    const history = await call('interviewer', 'GET', `/api/v1/templates/${id}/versions`);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json()).toMatchObject({
      versions: [
        {
          version: 2,
          content: { statement: 'Second statement.', languages: [{ reference_solution: REFERENCE }] },
          assessments: [{ id: assessment.json<{ id: string }>().id, tasks: 0 }],
        },
        { version: 1, content: { statement: 'First statement.' }, assessments: [] },
      ],
    });
    expect((await call('outsider', 'GET', `/api/v1/templates/${id}/versions`)).statusCode).toBe(404);
    expect((await call('candidate', 'GET', `/api/v1/templates/${id}/versions`)).statusCode).toBe(403);

    // A platform template's history: without its answers, and only the caller's own organization's assessments.
    const theirs = await call('outsider', 'POST', '/api/v1/interviewer/tasks', { template_id: 'platform-two-sum' });
    expect(theirs.statusCode).toBe(201);
    const ours = await call('interviewer', 'POST', '/api/v1/interviewer/tasks', { template_id: 'platform-two-sum' });
    const platform = await call('interviewer', 'GET', '/api/v1/templates/platform-two-sum/versions');
    expect(platform.statusCode).toBe(200);
    const [newest] = platform.json<{ versions: { assessments: { id: string }[]; content: object }[] }>().versions;
    const listed = newest!.assessments.map((entry) => entry.id);
    expect(listed).toContain(ours.json<{ id: string }>().id);
    expect(listed).not.toContain(theirs.json<{ id: string }>().id);
    expect(newest!.content).toHaveProperty('hidden_tests');
    expect(platform.body).not.toContain('reference_solution');
  });

  it("copies a platform template into the caller's organization as a draft without its answers, audit-logged", async () => {
    const response = await call('interviewer', 'POST', '/api/v1/templates/platform-fizzbuzz/duplicate');
    expect(response.statusCode, response.body).toBe(201);
    const copy = response.json<{
      id: string;
      scope: string;
      can_edit: boolean;
      published_version: number;
      content: { title: string; tests: { hidden: boolean }[]; languages: { reference_solution: string }[] };
    }>();
    expect(copy).toMatchObject({ scope: 'organization', can_edit: true, published_version: 0 });
    expect(copy.content.title).toBe('FizzBuzz (copy)');
    expect(copy.content.tests.length).toBeGreaterThan(0);
    expect(copy.content.tests.every((test) => !test.hidden)).toBe(true);
    expect(copy.content.languages.every((entry) => entry.reference_solution === '')).toBe(true);
    // The copy is the organization's: its staff edit it, another organization cannot see it.
    expect((await call('outsider', 'GET', `/api/v1/templates/${copy.id}`)).statusCode).toBe(404);
    expect((await call('outsider', 'POST', `/api/v1/templates/${copy.id}/duplicate`)).statusCode).toBe(404);
    expect((await call('admin', 'POST', '/api/v1/templates/platform-fizzbuzz/duplicate')).statusCode).toBe(403);

    // Its editors copy everything of their own template.
    const own = await created('interviewer');
    const full = await call('interviewer', 'POST', `/api/v1/templates/${own}/duplicate`);
    expect(full.json()).toMatchObject({
      content: { tests: [{}, {}, { hidden: true }], languages: [{ reference_solution: REFERENCE }] },
    });

    const { items } = (await call('admin', 'GET', `/api/v1/admin/audit-logs?action=template.duplicated`)).json<{
      items: { targetId: string; metadata: Record<string, unknown> }[];
    }>();
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          targetId: copy.id,
          metadata: expect.objectContaining({ copied_from: 'platform-fizzbuzz' }),
        }),
      ]),
    );
  });
});
