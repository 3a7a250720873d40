import {
  templateContentSchema,
  type Template,
  type TemplateList,
  type TemplateValidation,
  type TemplateView,
} from '@assay/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render-page';
import { TemplateCreatePage, TemplateDetailPage } from '@/app/routes/templates/template-editor-page';
import { TemplatesPage } from '@/app/routes/templates/templates-page';
import { paths } from '@/config/paths';
import { authValue } from '@/testing/auth-value';
import { fillCodeEditor } from '@/testing/code-editor';
import { jsonResponse } from '@/testing/fetch-stub';

const content = templateContentSchema.parse({
  title: 'Add two numbers',
  statement: 'Read two integers and print **their sum**.\n\n<img src=x onerror="window.pwned=1">',
  difficulty: 'easy',
  tags: ['math'],
  languages: [
    { language: 'python', starter_code: '# your code', reference_solution: 'print(sum(map(int, input().split())))' },
  ],
  tests: [
    { id: 'a', name: 'small', input: '1 2\n', expected_output: '3\n' },
    { id: 'b', name: 'huge', hidden: true, weight: 3, input: '99 1\n', expected_output: '100\n' },
  ],
});

function template(overrides: Partial<Template> = {}): Template {
  return {
    id: 'tpl-1',
    scope: 'organization',
    organization_id: 'org-1',
    created_by: 'user-1',
    published_version: 1,
    has_unpublished_changes: true,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-02T10:00:00.000Z',
    published_at: '2026-11-01T11:00:00.000Z',
    content,
    can_edit: true,
    ...overrides,
  };
}

type Handler = (init: RequestInit | undefined, url: URL) => Response | Promise<Response>;

/** Answers `METHOD /api/v1/path` with its handler; anything else is a 404 the page must not need. */
function stubApi(handlers: Record<string, Handler>) {
  const calls: { method: string; path: string; search: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({
        method,
        path: url.pathname,
        search: url.search,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      const handler = handlers[`${method} ${url.pathname}`];
      return handler
        ? handler(init, url)
        : jsonResponse({ code: 'ROUTE_NOT_FOUND', message: `no route ${url.pathname}` }, 404);
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// The editor pages hold four CodeMirror editors (code and test data): under jsdom, on a busy machine, a page takes
// seconds to mount, above the default 5 s at worst.
vi.setConfig({ testTimeout: 15_000 });

const list: TemplateList = {
  templates: [
    {
      id: 'tpl-1',
      title: 'Add two numbers',
      difficulty: 'easy',
      tags: ['math'],
      languages: ['python'],
      estimated_minutes: 30,
      scope: 'organization',
      published_version: 1,
      has_unpublished_changes: true,
      tests: 2,
      updated_at: '2026-11-02T10:00:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  limit: 20,
};

describe('the templates list', () => {
  it('lists the templates with their status, and keeps the filters in the URL', async () => {
    const calls = stubApi({ 'GET /api/v1/templates': () => jsonResponse(list) });
    const { user, router } = renderPage(<TemplatesPage area="staff" />, {
      path: paths.templates,
      entry: '/templates?difficulty=easy',
      auth: authValue('interviewer'),
    });
    const table = await screen.findByRole('table', { name: 'Task templates' });
    const row = within(table).getByRole('row', { name: /Add two numbers/ });
    expect(within(row).getByRole('link', { name: 'Add two numbers' })).toHaveAttribute('href', '/templates/tpl-1');
    expect(row).toHaveTextContent('Version 1');
    expect(row).toHaveTextContent('Unpublished changes');
    expect(calls.at(-1)?.search).toContain('difficulty=easy');

    await user.selectOptions(screen.getByLabelText('Language'), 'python');
    expect(router.state.location.search).toContain('programming_language=python');
    expect(calls.at(-1)?.search).toContain('programming_language=python');
  });

  it('says what to do when there is nothing yet', async () => {
    stubApi({ 'GET /api/v1/templates': () => jsonResponse({ ...list, templates: [], total: 0 }) });
    renderPage(<TemplatesPage area="staff" />, { path: paths.templates, auth: authValue('interviewer') });
    expect(await screen.findByRole('heading', { name: 'No templates yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New template' })[0]).toHaveAttribute('href', '/templates/create');
  });
});

describe('writing a template', () => {
  it('shows each problem under its field and sends nothing until they are fixed', async () => {
    const calls = stubApi({});
    const { user } = renderPage(<TemplateCreatePage area="staff" />, {
      path: paths.templateCreate,
      auth: authValue('interviewer'),
    });
    await user.clear(screen.getByLabelText('Estimated minutes'));
    await user.click(screen.getByRole('button', { name: 'Create template' }));
    expect(await screen.findByText('Give the template a title.')).toBeInTheDocument();
    expect(screen.getByText('Enter the minutes it takes.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('creates the template with its tests and opens it', async () => {
    const calls = stubApi({
      'POST /api/v1/templates': () => jsonResponse(template({ id: 'tpl-new', published_version: 0 }), 201),
    });
    const { user, router } = renderPage(<TemplateCreatePage area="staff" />, {
      path: paths.templateCreate,
      auth: authValue('interviewer'),
    });
    await user.type(screen.getByLabelText('Title'), 'Echo');
    await fillCodeEditor('Input (stdin)', 'hi');
    await fillCodeEditor('Expected output (stdout)', 'hi');
    await user.click(screen.getByRole('checkbox', { name: 'Hidden' }));
    await user.click(screen.getByRole('button', { name: 'Create template' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/templates/tpl-new'));
    const sent = calls.find((call) => call.method === 'POST')!.body as {
      title: string;
      tests: { hidden: boolean; input: string }[];
    };
    expect(sent.title).toBe('Echo');
    expect(sent.tests).toEqual([
      expect.objectContaining({ hidden: true, input: 'hi', expected_output: 'hi', weight: 1 }),
    ]);
  });

  it('previews the statement as Markdown without running any HTML in it', async () => {
    stubApi({ 'GET /api/v1/templates/tpl-1': () => jsonResponse(template()) });
    const { user, container } = renderPage(<TemplateDetailPage area="staff" />, {
      path: paths.templateDetail,
      entry: '/templates/tpl-1',
      auth: authValue('interviewer'),
    });
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    const preview = screen.getByLabelText('Statement preview');
    expect(within(preview).getByText('their sum').tagName).toBe('STRONG');
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('publishing', () => {
  const validation: TemplateValidation = {
    valid: false,
    problems: ['The Python 3 reference solution fails test "huge" (Wrong answer).'],
    languages: [
      {
        language: 'python',
        reference: {
          passed: false,
          tests: [
            { id: 'a', name: 'small', verdict: 'accepted', time_ms: 12 },
            { id: 'b', name: 'huge', verdict: 'wrong_answer', time_ms: 11 },
          ],
          error: null,
        },
        starter: { fails_a_test: true, error: null },
      },
    ],
  };

  it('validates the saved draft and names the failing language and test', async () => {
    stubApi({
      'GET /api/v1/templates/tpl-1': () => jsonResponse(template()),
      'POST /api/v1/templates/tpl-1/validate': () => jsonResponse(validation),
    });
    const { user } = renderPage(<TemplateDetailPage area="staff" />, {
      path: paths.templateDetail,
      entry: '/templates/tpl-1',
      auth: authValue('interviewer'),
    });
    expect(await screen.findByText('The draft has unpublished changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(
      await screen.findByText('The Python 3 reference solution fails test "huge" (Wrong answer).'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Python 3: reference solution' });
    expect(within(table).getByRole('row', { name: /huge/ })).toHaveTextContent('Wrong answer');
  });

  it('publishes, and the page shows the new version', async () => {
    let published = false;
    stubApi({
      'GET /api/v1/templates/tpl-1': () =>
        jsonResponse(template(published ? { published_version: 2, has_unpublished_changes: false } : {})),
      'POST /api/v1/templates/tpl-1/publish': () => {
        published = true;
        return jsonResponse(
          template({ published_version: 2, has_unpublished_changes: false, updated_at: '2026-11-03T10:00:00.000Z' }),
        );
      },
    });
    const { user } = renderPage(<TemplateDetailPage area="staff" />, {
      path: paths.templateDetail,
      entry: '/templates/tpl-1',
      auth: authValue('interviewer'),
    });
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Version 2 published')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
  });

  it('shows a platform template to staff without its answers, and without editing', async () => {
    const { tests, languages, ...rest } = content;
    const redacted: TemplateView = {
      ...template({ scope: 'platform', organization_id: null }),
      can_edit: false,
      content: {
        ...rest,
        languages: languages.map(({ language, starter_code }) => ({ language, starter_code })),
        tests: tests.filter((test) => !test.hidden).map((test) => ({ ...test, hidden: false as const })),
        hidden_tests: { count: 1, weight: 3 },
      },
    } as TemplateView;
    stubApi({ 'GET /api/v1/templates/tpl-1': () => jsonResponse(redacted) });
    renderPage(<TemplateDetailPage area="staff" />, {
      path: paths.templateDetail,
      entry: '/templates/tpl-1',
      auth: authValue('interviewer'),
    });
    expect(await screen.findByText(/1 visible tests below, and 1 hidden ones/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save|Publish|Validate/ })).toBeNull();
    expect(screen.getByLabelText('small input')).toHaveTextContent('1 2');
  });

  it('shows each version with the changes from the one before and the assessments of the organization that use it', async () => {
    const history = {
      versions: [
        {
          version: 2,
          published_at: '2026-11-03T10:00:00.000Z',
          published_by: 'user-1',
          content: { ...content, statement: 'Read two integers and print their sum on one line.' },
          assessments: [{ id: 'as-1', created_at: '2026-11-04T10:00:00.000Z', created_by: 'user-1', tasks: 3 }],
        },
        { version: 1, published_at: '2026-11-01T10:00:00.000Z', published_by: 'user-1', content, assessments: [] },
      ],
    };
    stubApi({
      'GET /api/v1/templates/tpl-1': () => jsonResponse(template({ published_version: 2 })),
      'GET /api/v1/templates/tpl-1/versions': () => jsonResponse(history),
    });
    const { user } = renderPage(<TemplateDetailPage area="staff" />, {
      path: paths.templateDetail,
      entry: '/templates/tpl-1',
      auth: authValue('interviewer'),
    });
    const section = await screen.findByRole('region', { name: 'Version history' });
    expect(await within(section).findByText('Used by 1 assessment of your organization')).toBeInTheDocument();
    expect(within(section).getByRole('list', { name: 'Assessments of version 2' })).toHaveTextContent('3 tasks given');
    expect(within(section).getByText('No assessment of your organization uses it')).toBeInTheDocument();
    await user.click(within(section).getByText('Changes from version 1'));
    const statement = within(section).getByLabelText('Changes to Statement');
    expect(statement).toHaveTextContent('removed: Read two integers and print **their sum**.');
    expect(statement).toHaveTextContent('added: Read two integers and print their sum on one line.');
    expect(within(section).queryByLabelText('Changes to Tests')).toBeNull();
  });

  it('duplicates a platform template into the organization and opens the copy', async () => {
    const calls = stubApi({
      'GET /api/v1/templates/tpl-1': () => jsonResponse(template({ scope: 'platform', organization_id: null })),
      'POST /api/v1/templates/tpl-1/duplicate': () =>
        jsonResponse(template({ id: 'tpl-copy', published_version: 0 }), 201),
    });
    const { user, router } = renderPage(<TemplateDetailPage area="staff" />, {
      path: paths.templateDetail,
      entry: '/templates/tpl-1',
      auth: authValue('interviewer'),
    });
    await user.click(await screen.findByRole('button', { name: 'Duplicate to my organization' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/templates/tpl-copy'));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/v1/templates/tpl-1/duplicate',
    ]);
  });

  it('assigns a published template to a picked candidate and typed addresses through a new assessment', async () => {
    const assessment = {
      id: 'as-9',
      organization_id: 'org-1',
      template_id: 'tpl-1',
      template_version: 1,
      title: 'Add two numbers',
      difficulty: 'easy',
      instructions: '',
      due_in_days: null,
      duration_minutes: null,
      created_by: 'user-1',
      created_at: '2026-11-05T10:00:00.000Z',
      counts: { assigned: 0, in_progress: 0, submitted: 0, scored: 0, expired: 0 },
    };
    const calls = stubApi({
      'GET /api/v1/templates/tpl-1': () => jsonResponse(template()),
      'GET /api/v1/interviewer/candidates': () =>
        jsonResponse({
          candidates: [
            {
              userId: 'c-1',
              name: 'Cora',
              email: 'cora@example.com',
              status: 'member',
              lastActivityAt: '2026-11-01T10:00:00.000Z',
            },
            {
              userId: null,
              name: '',
              email: 'pending@example.com',
              status: 'invited',
              lastActivityAt: '2026-11-01T10:00:00.000Z',
            },
          ],
        }),
      'POST /api/v1/interviewer/tasks': () => jsonResponse(assessment, 201),
      'POST /api/v1/interviewer/tasks/assign': () =>
        jsonResponse({
          assigned: [{ task_id: 'task-1', candidate_id: 'c-1', email: 'cora@example.com' }],
          invited: ['new@example.com'],
          skipped: [],
        }),
    });
    const { user } = renderPage(<TemplateDetailPage area="staff" />, {
      path: paths.templateDetail,
      entry: '/templates/tpl-1',
      auth: authValue('interviewer'),
    });
    await user.click(await screen.findByRole('button', { name: 'Assign' }));
    const form = screen.getByRole('form', { name: 'Assign the template' });
    await user.click(await within(form).findByRole('checkbox', { name: /cora@example\.com/ }));
    // Pending invitees are not candidates yet: only members are offered.
    expect(within(form).queryByRole('checkbox', { name: /pending@example\.com/ })).toBeNull();
    await user.type(within(form).getByLabelText('Invite by email'), 'New@Example.com, cora@example.com');
    await user.click(within(form).getByRole('button', { name: 'Assign to 2 candidates' }));
    expect(await screen.findByText('Assigned to 1 candidate.')).toBeInTheDocument();
    expect(screen.getByText('Invited, and given the task on joining: new@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the assessment' })).toHaveAttribute(
      'href',
      '/interviewer/tasks?assessment=as-9',
    );
    expect(calls.filter((call) => call.method === 'POST').map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/api/v1/interviewer/tasks', body: { template_id: 'tpl-1' } },
      {
        path: '/api/v1/interviewer/tasks/assign',
        body: { assessment_id: 'as-9', candidate_emails: ['cora@example.com', 'new@example.com'] },
      },
    ]);
  });
});
