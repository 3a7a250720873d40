import type { SearchResults, TaskSummary } from '@assay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchPage } from '@/app/routes/search/search-page';
import { renderPage } from '@/testing/render-page';
import { paths } from '@/config/paths';
import { authValue } from '@/testing/auth-value';
import { jsonResponse } from '@/testing/fetch-stub';

const candidateResults: SearchResults = {
  query: 'fizz',
  tasks: [
    { id: 't-1', kind: 'assigned', title: 'FizzBuzz', difficulty: 'easy', status: 'in_progress', candidate: null },
  ],
  templates: [],
  public_tasks: [
    {
      id: 'platform-fizzbuzz',
      title: 'FizzBuzz practice',
      difficulty: 'easy',
      tags: ['loops'],
      languages: ['python'],
      estimated_minutes: 15,
      tests: 4,
      version: 2,
    },
  ],
};

const practiceTask: TaskSummary = {
  id: 'p-9',
  kind: 'practice',
  title: 'FizzBuzz practice',
  difficulty: 'easy',
  tags: ['loops'],
  languages: ['python'],
  estimated_minutes: 15,
  status: 'assigned',
  due_at: null,
  duration_minutes: null,
  assigned_at: '2026-11-20T10:00:00.000Z',
  score: null,
};

function stubApi(results: SearchResults = candidateResults) {
  const calls: { key: string; search: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const key = `${init?.method ?? 'GET'} ${url.pathname}`;
      calls.push({ key, search: url.search, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (key === 'GET /api/v1/search') return jsonResponse(results);
      if (key === 'POST /api/v1/public/tasks') return jsonResponse(practiceTask, 201);
      return jsonResponse({ code: 'ROUTE_NOT_FOUND', message: `no route ${url.pathname}` }, 404);
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/search', () => {
  it("groups a candidate's results: their own tasks open on the task page, the catalogue below", async () => {
    const calls = stubApi();
    renderPage(<SearchPage />, { path: paths.search, entry: '/search?q=fizz', auth: authValue('candidate') });

    const own = await screen.findByRole('region', { name: 'Your tasks' });
    expect(within(own).getByRole('link', { name: 'FizzBuzz' })).toHaveAttribute('href', '/tasks/t-1');
    expect(within(own).getByText('In progress')).toBeInTheDocument();
    const catalogue = screen.getByRole('region', { name: 'Practice catalogue' });
    expect(within(catalogue).getByRole('rowheader', { name: /FizzBuzz practice/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Templates' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Search tasks and templates')).toHaveValue('fizz');
    expect(calls.find((call) => call.key === 'GET /api/v1/search')?.search).toBe('?q=fizz');
  });

  it('starts a practice task from the catalogue and opens it', async () => {
    const calls = stubApi();
    const { user } = renderPage(<SearchPage />, {
      path: paths.search,
      entry: '/search?q=fizz',
      auth: authValue('candidate'),
    });

    await user.click(await screen.findByRole('button', { name: 'Practise FizzBuzz practice' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/tasks/p-9');
    expect(calls.find((call) => call.key === 'POST /api/v1/public/tasks')?.body).toEqual({
      template_id: 'platform-fizzbuzz',
    });
  });

  it('links staff to templates in their area and names whose task matched, without a Practise button', async () => {
    stubApi({
      query: 'fizz',
      tasks: [
        {
          id: 't-2',
          kind: 'assigned',
          title: 'FizzBuzz',
          difficulty: 'easy',
          status: 'scored',
          candidate: { name: 'Cora Candidate', email: 'cora@example.test' },
        },
      ],
      templates: [{ id: 'tpl-1', title: 'FizzBuzz', difficulty: 'easy', scope: 'organization', published_version: 1 }],
      public_tasks: candidateResults.public_tasks,
    });
    renderPage(<SearchPage />, { path: paths.search, entry: '/search?q=fizz', auth: authValue('admin') });

    const tasks = await screen.findByRole('region', { name: 'Tasks' });
    expect(within(tasks).getByText('cora@example.test')).toBeInTheDocument();
    expect(within(tasks).queryByRole('link')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Templates' })).getByRole('link', { name: 'FizzBuzz' }),
    ).toHaveAttribute('href', '/admin/templates/tpl-1');
    expect(screen.queryByRole('button', { name: /Practise/ })).not.toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    stubApi({ query: 'zebra', tasks: [], templates: [], public_tasks: [] });
    renderPage(<SearchPage />, { path: paths.search, entry: '/search?q=zebra', auth: authValue('candidate') });

    expect(await screen.findByRole('heading', { name: 'Nothing matches “zebra”' })).toBeInTheDocument();
  });

  it('asks for a search without calling the API while q is empty, and searches only non-empty text', async () => {
    const calls = stubApi();
    const { user, router } = renderPage(<SearchPage />, { path: paths.search, auth: authValue('candidate') });

    expect(screen.getByRole('heading', { name: 'What are you looking for?' })).toBeInTheDocument();
    const box = screen.getByLabelText('Search tasks and templates');
    await user.type(box, '   {Enter}');
    expect(router.state.location.search).toBe('');
    expect(calls).toHaveLength(0);

    await user.clear(box);
    await user.type(box, 'fizz{Enter}');
    expect(router.state.location.search).toBe('?q=fizz');
    await waitFor(() => expect(calls.map((call) => call.key)).toEqual(['GET /api/v1/search']));
  });

  it('has no serious or critical axe violations', async () => {
    stubApi();
    const { container } = renderPage(<SearchPage />, {
      path: paths.search,
      entry: '/search?q=fizz',
      auth: authValue('candidate'),
    });
    await screen.findByRole('region', { name: 'Your tasks' });
    // jsdom cannot compute colours; contrast is checked in the browser suite.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
