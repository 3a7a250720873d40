import { TEMPLATE_ERROR_CODES, templateContentSchema, type TemplateContentInput } from '@assay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, signUp } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { untilRunnersReady } from '../../../test/runner-processes.js';
import { PLATFORM_TEMPLATES } from './platform-templates.js';
import { validateTemplate } from './template-validation.js';

const pool = Number(process.env.VITEST_POOL_ID ?? 0);
const PASSWORD = 'a-good-password';
const HIDDEN_EXPECTED = '1000000000000000000000';
const PYTHON_REFERENCE = 'a, b = map(int, input().split())\nprint(a + b)';
const JS_REFERENCE =
  'const [a, b] = require("fs").readFileSync(0, "utf8").trim().split(/\\s+/).map(BigInt);\nconsole.log(String(a + b));';

/** "Add two numbers": two visible tests and a hidden one with numbers too big for floating point. */
function sumTemplate(overrides: Partial<TemplateContentInput> = {}): TemplateContentInput {
  return {
    title: 'Add two numbers',
    statement: 'Read two integers and print their sum.',
    difficulty: 'easy',
    tags: ['math', 'warm-up'],
    estimated_minutes: 10,
    languages: [
      {
        language: 'python',
        starter_code: '# read two numbers and print their sum\n',
        reference_solution: PYTHON_REFERENCE,
      },
      {
        language: 'javascript',
        starter_code: '// read two numbers and print their sum\n',
        reference_solution: JS_REFERENCE,
      },
    ],
    tests: [
      { id: 'small', name: 'small numbers', hidden: false, weight: 1, input: '1 2\n', expected_output: '3\n' },
      { id: 'negative', name: 'a negative number', hidden: false, weight: 1, input: '-5 2\n', expected_output: '-3\n' },
      {
        id: 'huge',
        name: 'huge numbers',
        hidden: true,
        weight: 3,
        input: '999999999999999999999 1\n',
        expected_output: `${HIDDEN_EXPECTED}\n`,
      },
    ],
    ...overrides,
  };
}

describe('task templates', () => {
  let t: TestApp;
  const token: Record<'candidate' | 'interviewer' | 'orgadmin' | 'admin' | 'outsider', string> = {
    candidate: '',
    interviewer: '',
    orgadmin: '',
    admin: '',
    outsider: '',
  };

  const call = (
    who: keyof typeof token | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { origin: t.config.publicUrl, ...(who ? bearer(token[who]) : {}) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  async function create(who: keyof typeof token, content: TemplateContentInput = sumTemplate()): Promise<string> {
    const response = await call(who, 'POST', '/api/v1/templates', content);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  }

  beforeAll(async () => {
    t = await buildTestApp({
      SEED_DEMO: 'true',
      RUNNER_PROCESSES: '1',
      RUNNER_SLOTS: '2',
      RUNNER_UID_BASE: String(2_300_000 + pool * 1_000),
    });
    for (const role of ['candidate', 'interviewer', 'orgadmin', 'admin'] as const)
      token[role] = (await signIn(t.app, `${role}@demo.assay.dev`, t.config.DEMO_PASSWORD)).token;
    await signUp(t.app, { email: 'ines@globex.test', password: PASSWORD, name: 'Ines' });
    token.outsider = (await signIn(t.app, 'ines@globex.test', PASSWORD)).token;
    await call('outsider', 'POST', '/api/v1/users/me/role', { role: 'interviewer' });
    expect((await call('outsider', 'POST', '/api/v1/organizations', { name: 'Globex' })).statusCode).toBe(201);
    await untilRunnersReady(t.app);
  });
  afterAll(() => t.close());

  it("an organization's template is its staff's, with everything; other organizations and candidates cannot open it", async () => {
    const id = await create('interviewer');
    for (const who of ['interviewer', 'orgadmin', 'admin'] as const) {
      const view = await call(who, 'GET', `/api/v1/templates/${id}`);
      expect(view.statusCode).toBe(200);
      expect(view.json()).toMatchObject({
        scope: 'organization',
        can_edit: true,
        published_version: 0,
        content: { tests: [{ id: 'small' }, { id: 'negative' }, { id: 'huge', hidden: true }] },
      });
      expect(view.body).toContain(PYTHON_REFERENCE.split('\n')[0]);
    }
    expect((await call('outsider', 'GET', `/api/v1/templates/${id}`)).statusCode).toBe(404);
    expect((await call('outsider', 'PUT', `/api/v1/templates/${id}`, sumTemplate())).statusCode).toBe(404);
    expect((await call('candidate', 'GET', `/api/v1/templates/${id}`)).statusCode).toBe(403);
    expect((await call(null, 'GET', `/api/v1/templates/${id}`)).statusCode).toBe(401);
  });

  it('says what is wrong with a template that cannot be saved', async () => {
    const response = await call(
      'interviewer',
      'POST',
      '/api/v1/templates',
      sumTemplate({
        test_kind: 'function',
        languages: [],
        tests: [{ id: 'a', name: 'a', input: 'not json', expected_output: '1' }],
      }),
    );
    expect(response.statusCode).toBe(400);
    const messages = response.json<{ fields: { message: string }[] }>().fields.map((field) => field.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Offer at least one language.',
        'Function tests need the name of the function they call.',
        'Write the arguments as a JSON array, e.g. [1, 2].',
      ]),
    );
  });

  it('publishes a draft whose references pass and starters fail as version 1; edits wait as a draft until published as version 2', async () => {
    const id = await create('interviewer');
    const validation = await call('interviewer', 'POST', `/api/v1/templates/${id}/validate`);
    expect(validation.statusCode, validation.body).toBe(200);
    expect(validation.json()).toMatchObject({
      valid: true,
      problems: [],
      languages: [
        { language: 'python', reference: { passed: true, error: null }, starter: { fails_a_test: true } },
        { language: 'javascript', reference: { passed: true, error: null }, starter: { fails_a_test: true } },
      ],
    });

    const first = await call('interviewer', 'POST', `/api/v1/templates/${id}/publish`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ published_version: 1, has_unpublished_changes: false });
    const again = await call('interviewer', 'POST', `/api/v1/templates/${id}/publish`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(TEMPLATE_ERROR_CODES.nothingToPublish);

    const edited = await call(
      'orgadmin',
      'PUT',
      `/api/v1/templates/${id}`,
      sumTemplate({ title: 'Add two integers', difficulty: 'medium' }),
    );
    expect(edited.json()).toMatchObject({
      published_version: 1,
      has_unpublished_changes: true,
      content: { title: 'Add two integers' },
    });
    const second = await call('orgadmin', 'POST', `/api/v1/templates/${id}/publish`);
    expect(second.json()).toMatchObject({ published_version: 2, has_unpublished_changes: false });

    // Version 1 is kept as it was: tasks given it keep it.
    const { taskTemplatesRepository } = t.app.services;
    expect((await taskTemplatesRepository.version(id, 1))?.content.title).toBe('Add two numbers');
    expect((await taskTemplatesRepository.version(id, 2))?.content.title).toBe('Add two integers');
  });

  it('two publishes of one draft at once make one version; the other is told there is nothing new', async () => {
    const id = await create('interviewer');
    const [a, b] = await Promise.all([
      call('interviewer', 'POST', `/api/v1/templates/${id}/publish`),
      call('orgadmin', 'POST', `/api/v1/templates/${id}/publish`),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((a.statusCode === 409 ? a : b).json().code).toBe(TEMPLATE_ERROR_CODES.nothingToPublish);
    const { taskTemplatesRepository } = t.app.services;
    expect(await taskTemplatesRepository.version(id, 1)).not.toBeNull();
    expect(await taskTemplatesRepository.version(id, 2)).toBeNull();
    expect((await call('interviewer', 'GET', `/api/v1/templates/${id}`)).json()).toMatchObject({
      published_version: 1,
      has_unpublished_changes: false,
    });
  });

  it('refuses to publish when a reference solution fails a hidden test, naming the language and the test', async () => {
    // Right for the visible tests, wrong past 32 bits.
    const int32Sum = 'a, b = map(int, input().split())\nprint(min(a + b, 2**31 - 1))';
    const id = await create(
      'interviewer',
      sumTemplate({ languages: [{ language: 'python', starter_code: 'print(0)', reference_solution: int32Sum }] }),
    );
    const response = await call('interviewer', 'POST', `/api/v1/templates/${id}/publish`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: TEMPLATE_ERROR_CODES.validationFailed });
    expect(response.json().message).toContain(
      'The Python 3 reference solution fails test "huge numbers" (Wrong answer).',
    );
    expect((await call('interviewer', 'GET', `/api/v1/templates/${id}`)).json()).toMatchObject({
      published_version: 0,
    });
  });

  it('refuses to publish when the starter code already passes every test', async () => {
    const id = await create(
      'interviewer',
      sumTemplate({
        languages: [{ language: 'python', starter_code: PYTHON_REFERENCE, reference_solution: PYTHON_REFERENCE }],
      }),
    );
    const response = await call('interviewer', 'POST', `/api/v1/templates/${id}/publish`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(
      'The Python 3 starter code already passes every test; it should leave the solving to the candidate.',
    );
  });

  it('validates function tests by the returned value', async () => {
    const id = await create(
      'interviewer',
      sumTemplate({
        test_kind: 'function',
        entry_function: 'add',
        languages: [
          {
            language: 'javascript',
            starter_code: 'function add(a, b) {\n  return 0;\n}\nmodule.exports = { add };',
            reference_solution: 'function add(a, b) {\n  return a + b;\n}\nmodule.exports = { add };',
          },
          {
            language: 'python',
            starter_code: 'def add(a, b):\n    return 0',
            reference_solution: 'def add(a, b):\n    return a + b',
          },
        ],
        tests: [
          { id: 'one', name: 'one and two', input: '[1, 2]', expected_output: '3' },
          { id: 'lists', name: 'hidden pair', hidden: true, input: '[40, 2]', expected_output: '42' },
        ],
      }),
    );
    const validation = await call('interviewer', 'POST', `/api/v1/templates/${id}/validate`);
    expect(validation.json(), validation.body).toMatchObject({ valid: true });
  });

  it("the admin's templates are the platform's: hidden until published, then shown to staff and the public without answers", async () => {
    const id = await create('admin');
    expect((await call('interviewer', 'GET', `/api/v1/templates/${id}`)).statusCode).toBe(404);
    const listed = async (who: keyof typeof token | null) => {
      const response = who
        ? await call(who, 'GET', '/api/v1/templates?scope=platform&limit=100')
        : await call(null, 'GET', '/api/v1/public/templates?limit=100');
      return response.json<{ templates: { id: string }[] }>().templates.map((template) => template.id);
    };
    expect(await listed(null)).not.toContain(id);
    expect(await listed('interviewer')).not.toContain(id);

    expect((await call('admin', 'POST', `/api/v1/templates/${id}/publish`)).statusCode).toBe(200);
    expect(await listed(null)).toContain(id);
    expect(await listed('outsider')).toContain(id);
    const seen = await call('outsider', 'GET', `/api/v1/templates/${id}`);
    expect(seen.json()).toMatchObject({
      scope: 'platform',
      can_edit: false,
      content: { tests: [{ id: 'small' }, { id: 'negative' }], hidden_tests: { count: 1, weight: 3 } },
    });
    for (const secret of [
      HIDDEN_EXPECTED,
      '999999999999999999999',
      'huge numbers',
      PYTHON_REFERENCE.split('\n')[0]!,
      'reference_solution',
    ])
      expect(seen.body).not.toContain(secret);
    expect((await call('interviewer', 'PUT', `/api/v1/templates/${id}`, sumTemplate())).statusCode).toBe(403);
    expect((await call('interviewer', 'POST', `/api/v1/templates/${id}/publish`)).statusCode).toBe(403);

    // The admin's later draft stays the admin's until published.
    await call('admin', 'PUT', `/api/v1/templates/${id}`, sumTemplate({ title: 'Add two numbers, revised' }));
    expect((await call('outsider', 'GET', `/api/v1/templates/${id}`)).json().content.title).toBe('Add two numbers');
  });

  it('lists with the filters of SPEC.md (difficulty, language, search, page, limit) and scope', async () => {
    await create(
      'orgadmin',
      sumTemplate({
        title: 'Graph walk',
        difficulty: 'hard',
        tags: ['graphs'],
        languages: [{ language: 'python', starter_code: '', reference_solution: PYTHON_REFERENCE }],
      }),
    );
    const list = async (query: string) =>
      (await call('orgadmin', 'GET', `/api/v1/templates?scope=organization&${query}`)).json<{
        templates: { title: string; difficulty: string; languages: string[] }[];
        total: number;
      }>();
    expect((await list('difficulty=hard')).templates.map((template) => template.title)).toEqual(['Graph walk']);
    expect((await list('search=graph')).templates.map((template) => template.title)).toEqual(['Graph walk']);
    expect(
      (await list('programming_language=javascript')).templates.every((template) =>
        template.languages.includes('javascript'),
      ),
    ).toBe(true);
    const paged = await list('limit=2&page=1');
    expect(paged.templates).toHaveLength(2);
    expect(paged.total).toBeGreaterThan(2);
    expect((await call('orgadmin', 'GET', '/api/v1/templates?difficulty=impossible')).statusCode).toBe(400);
  });

  it('deleting archives the template: it leaves lists and cannot be opened, and its versions stay', async () => {
    const id = await create('interviewer');
    await call('interviewer', 'POST', `/api/v1/templates/${id}/publish`);
    expect((await call('outsider', 'DELETE', `/api/v1/templates/${id}`)).statusCode).toBe(404);
    expect((await call('interviewer', 'DELETE', `/api/v1/templates/${id}`)).json()).toEqual({ success: true });
    expect((await call('interviewer', 'GET', `/api/v1/templates/${id}`)).statusCode).toBe(404);
    const ids = (await call('interviewer', 'GET', '/api/v1/templates?limit=100'))
      .json<{ templates: { id: string }[] }>()
      .templates.map((template) => template.id);
    expect(ids).not.toContain(id);
    expect(await t.app.services.taskTemplatesRepository.version(id, 1)).not.toBeNull();
  });

  it('ships platform templates that hold up: every reference passes every test and every starter fails one', async () => {
    const listed = (await call(null, 'GET', '/api/v1/public/templates?limit=100'))
      .json<{ templates: { id: string }[] }>()
      .templates.map((template) => template.id);
    for (const { id, content } of PLATFORM_TEMPLATES) {
      expect(listed).toContain(id);
      const validation = await validateTemplate(templateContentSchema.parse(content), (request) =>
        t.app.services.execution.judge(null, request),
      );
      expect(validation.problems, id).toEqual([]);
    }
    const languages = new Set(
      PLATFORM_TEMPLATES.flatMap(({ content }) => content.languages.map((entry) => entry.language)),
    );
    expect([...languages]).toEqual(expect.arrayContaining(['javascript', 'python']));
    // Every platform template's reference and starter, in each of its languages, through the real runner: over 30 s
    // on a busy two-core machine.
  }, 180_000);
});
