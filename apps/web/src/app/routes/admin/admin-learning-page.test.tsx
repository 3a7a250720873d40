import type { AdminPath, Funnel, PathContent } from '@assay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminLearningPage } from '@/app/routes/admin/admin-learning-page';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { authValue } from '@/testing/auth-value';
import { seriousViolations } from '@/testing/axe';
import { jsonResponse, stubApiRoutes } from '@/testing/fetch-stub';
import { rowsOf } from '@/testing/read-figures';
import { renderPage } from '@/testing/render-page';
import { spyOnToastsEachTest } from '@/testing/toast-spies';

const API = '/api/v1/admin/learning/paths';

const content = (): PathContent => ({
  title: 'Test Path',
  summary: 'A path for the tests.',
  description: 'It checks **authoring**.',
  level: 'beginner',
  topics: ['testing'],
  unlock: 'sequential',
  prerequisites: [],
  resources: [],
  modules: [
    {
      key: 'basics',
      title: 'Basics',
      summary: 'The first module.',
      steps: [
        { key: 'read-me', kind: 'lesson', title: 'Read me', minutes: 5, body: '# Hello' },
        {
          key: 'check',
          kind: 'quiz',
          title: 'Check',
          minutes: 3,
          pass_percent: 100,
          questions: [
            {
              key: 'q1',
              prompt: 'Which is a number?',
              kind: 'single',
              options: [
                { key: 'a', text: '"1"' },
                { key: 'b', text: '1' },
              ],
              correct: ['b'],
              explanation: 'Quotes make a string.',
            },
          ],
        },
      ],
    },
    {
      key: 'practice',
      title: 'Practice',
      summary: 'The second module.',
      steps: [
        {
          key: 'solve-it',
          kind: 'challenge',
          title: 'Solve it',
          minutes: 20,
          challenge: 'elevator-travel-log',
          body: 'Go.',
        },
      ],
    },
  ],
});

const detail = (overrides: Partial<AdminPath> = {}): AdminPath => ({
  id: 'p-1',
  title: 'Test Path',
  status: 'published',
  version: 1,
  unpublished_changes: true,
  learners: 2,
  completions: 1,
  updated_at: '2026-11-20T10:00:00.000Z',
  draft: content(),
  versions: [{ version: 1, published_at: '2026-11-19T10:00:00.000Z', learners: 2, steps: 3 }],
  ...overrides,
});

const summary = ({ draft: _draft, versions: _versions, ...rest }: AdminPath) => rest;

const funnel: Funnel = {
  version: 1,
  learners: 2,
  steps: [
    { key: 'read-me', title: 'Read me', module_title: 'Basics', kind: 'lesson', opened: 2, completed: 1, stalled: 1 },
    { key: 'check', title: 'Check', module_title: 'Basics', kind: 'quiz', opened: 1, completed: 1, stalled: 0 },
    {
      key: 'solve-it',
      title: 'Solve it',
      module_title: 'Practice',
      kind: 'challenge',
      opened: 0,
      completed: 0,
      stalled: 1,
    },
  ],
};

function stubAuthoring(extra: Record<string, (body: unknown) => Response> = {}) {
  return stubApiRoutes({
    [`GET ${API}`]: () =>
      jsonResponse({
        items: [
          summary(detail()),
          summary(
            detail({ id: 'p-2', title: 'Other Path', status: 'draft', version: null, learners: 0, completions: 0 }),
          ),
        ],
      }),
    [`GET ${API}/p-1`]: () => jsonResponse(detail()),
    [`GET ${API}/p-1/funnel`]: () => jsonResponse(funnel),
    [`PUT ${API}/p-1/draft`]: (body) => jsonResponse(detail({ draft: body as PathContent })),
    ...extra,
  });
}

const openPage = (entry: string = paths.adminLearning) =>
  renderPage(<AdminLearningPage />, { path: paths.adminLearning, entry, auth: authValue('admin') });

const lastBody = (calls: { key: string; body: unknown }[], key: string) =>
  calls.filter((call) => call.key === key).at(-1)?.body as PathContent | undefined;

describe('/admin/learning', { timeout: 30_000 }, () => {
  spyOnToastsEachTest('success', 'error');

  it('lists the paths with their status, version, changes and figures', async () => {
    stubAuthoring();
    const { container } = openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Learning' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Learning paths' });
    const rows = rowsOf(table);
    expect(rows[0]!.slice(0, 6)).toEqual(['Test Path', 'Published', 'v1', 'Unpublished changes', '2', '1']);
    expect(rows[1]!.slice(0, 6)).toEqual(['Other Path', 'Draft', '—', 'Unpublished changes', '0', '0']);
    expect(within(table).getByRole('link', { name: 'Test Path' })).toHaveAttribute('href', '/admin/learning?path=p-1');
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('creates a path from its title and opens it', async () => {
    const created = detail({ id: 'p-new', title: 'Rust Basics', status: 'draft', version: null, versions: [] });
    const calls = stubAuthoring({
      [`POST ${API}`]: () => jsonResponse(created, 201),
      [`GET ${API}/p-new`]: () => jsonResponse(created),
    });
    const { user, router } = openPage();
    await user.type(await screen.findByRole('textbox', { name: 'New path title' }), 'Rust Basics');
    await user.click(screen.getByRole('button', { name: 'New path' }));
    await waitFor(() => expect(router.state.location.search).toBe('?path=p-new'));
    expect(calls.find((call) => call.key === `POST ${API}`)?.body).toEqual({ title: 'Rust Basics' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Rust Basics' })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('“Rust Basics” was created as a draft.');
  });

  it('saves the whole draft with an edited step', async () => {
    const calls = stubAuthoring();
    const { user, container } = openPage('/admin/learning?path=p-1');
    const outline = await screen.findByRole('navigation', { name: 'Outline' });
    await user.click(within(outline).getByRole('button', { name: 'Lesson: Read me' }));
    const title = screen.getByRole('textbox', { name: 'Step title' });
    await user.clear(title);
    await user.type(title, 'Read this first');
    expect(screen.getByRole('textbox', { name: 'Step key' })).toHaveValue('read-me');
    expect(await seriousViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(lastBody(calls, `PUT ${API}/p-1/draft`)).toBeDefined());
    const expected = content();
    expected.modules[0]!.steps[0]!.title = 'Read this first';
    expect(lastBody(calls, `PUT ${API}/p-1/draft`)).toEqual(expected);
    expect(await screen.findByText('Every change is saved.')).toBeInTheDocument();
  });

  it('says in words what is wrong before saving, and keeps what was typed', async () => {
    const calls = stubAuthoring();
    const { user } = openPage('/admin/learning?path=p-1');
    const outline = await screen.findByRole('navigation', { name: 'Outline' });
    await user.click(within(outline).getByRole('button', { name: 'Add lesson to Practice' }));
    expect(screen.getByRole('textbox', { name: 'Step key' })).toHaveValue('new-lesson');
    await user.clear(screen.getByRole('textbox', { name: 'Step title' }));
    await user.type(screen.getByRole('textbox', { name: 'Step title' }), 'Loops & Lists');
    expect(screen.getByRole('textbox', { name: 'Step key' })).toHaveValue('loops-lists');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('Write something here.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('“Loops & Lists” in Module 2 “Practice”: Text');
    expect(screen.getByRole('textbox', { name: 'Step title' })).toHaveValue('Loops & Lists');
    expect(calls.some((call) => call.key.startsWith('PUT'))).toBe(false);
  });

  it('shows the server’s refusal on the step it is about', async () => {
    stubAuthoring({
      [`PUT ${API}/p-1/draft`]: () =>
        jsonResponse(
          {
            statusCode: 400,
            error: 'Bad Request',
            code: 'VALIDATION_ERROR',
            message: 'These challenges are not in the library: no-such-thing.',
          },
          400,
        ),
    });
    const { user } = openPage('/admin/learning?path=p-1');
    const outline = await screen.findByRole('navigation', { name: 'Outline' });
    await user.click(within(outline).getByRole('button', { name: 'Challenge: Solve it' }));
    const slug = screen.getByRole('textbox', { name: 'Library challenge' });
    await user.clear(slug);
    await user.type(slug, 'no-such-thing');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('The library has no challenge “no-such-thing”.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('These challenges are not in the library: no-such-thing.');
    expect(screen.getByRole('textbox', { name: 'Library challenge' })).toHaveValue('no-such-thing');
  });

  it('moves a step down into the next module, keeping every key', async () => {
    const calls = stubAuthoring();
    const { user } = openPage('/admin/learning?path=p-1');
    await user.click(await screen.findByRole('button', { name: 'Move “Read me” down' }));
    const basics = screen.getByRole('list', { name: 'Steps of Basics' });
    expect(
      within(basics)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Check'), expect.stringContaining('Read me')]);
    await user.click(screen.getByRole('button', { name: 'Move “Read me” down' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(lastBody(calls, `PUT ${API}/p-1/draft`)).toBeDefined());
    const sent = lastBody(calls, `PUT ${API}/p-1/draft`)!;
    expect(sent.modules.map((module) => module.steps.map((step) => step.key))).toEqual([
      ['check'],
      ['read-me', 'solve-it'],
    ]);
    expect(sent.modules[1]!.steps[0]).toEqual(content().modules[0]!.steps[0]);
  });

  it('previews a quiz step as learners see it', async () => {
    stubAuthoring();
    const { user } = openPage('/admin/learning?path=p-1');
    const outline = await screen.findByRole('navigation', { name: 'Outline' });
    await user.click(within(outline).getByRole('button', { name: 'Quiz: Check' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('article', { name: 'Preview of the step' });
    expect(within(preview).getByRole('group', { name: 'Question 1 (one answer)' })).toBeInTheDocument();
    expect(within(preview).getByRole('radio', { name: '1' })).not.toBeChecked();
    expect(within(preview).getByText('Get 100% right to complete this step.')).toBeInTheDocument();
  });

  it('publishes after a confirmation', async () => {
    const calls = stubAuthoring({
      [`POST ${API}/p-1/publish`]: () =>
        jsonResponse(
          detail({
            version: 2,
            unpublished_changes: false,
            versions: [
              ...detail().versions,
              { version: 2, published_at: '2026-11-21T10:00:00.000Z', learners: 0, steps: 3 },
            ],
          }),
        ),
    });
    const { user } = openPage('/admin/learning?path=p-1');
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Publish version 2?' });
    expect(dialog).toHaveTextContent('Learners already enrolled stay on their version until they choose to move.');
    expect(calls.some((call) => call.key.endsWith('/publish'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Publish version 2' }));
    await waitFor(() => expect(calls.some((call) => call.key === `POST ${API}/p-1/publish`)).toBe(true));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Version 2 of “Test Path” is published.'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows where learners stop, per step, as a table', async () => {
    stubAuthoring();
    const { user, container } = openPage('/admin/learning?path=p-1');
    const panel = await screen.findByRole('region', { name: 'Where learners stop (v1)' });
    expect(panel).toHaveTextContent('2 learners on version 1.');
    await user.click(within(panel).getByRole('button', { name: 'Table' }));
    expect(rowsOf(within(panel).getByRole('table'))).toEqual([
      ['Read me', 'Basics', 'Lesson', '2', '1', '1'],
      ['Check', 'Basics', 'Quiz', '1', '1', '0'],
      ['Solve it', 'Practice', 'Challenge', '0', '0', '1'],
    ]);
    expect(await seriousViolations(container)).toEqual([]);
  });
});
