import type { DocumentationDocument, DocumentationList, DocumentationSummary } from '@assay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocumentationPage } from '@/app/routes/documentation/documentation-page';
import { paths } from '@/config/paths';
import { authValue } from '@/testing/auth-value';
import { seriousViolations } from '@/testing/axe';
import { jsonResponse, stubApiRoutes } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';

const categories = {
  items: [
    { id: 'getting-started', title: 'Getting started', description: 'Your first hour with Assay.', documents: 2 },
    { id: 'interviewers', title: 'For interviewers', description: 'Assessments and reviews.', documents: 1 },
  ],
};

function summary(id: string, categoryId: string, title: string, extra: Partial<DocumentationSummary> = {}) {
  const categoryTitle = categories.items.find((category) => category.id === categoryId)!.title;
  return {
    id,
    categoryId,
    categoryTitle,
    title,
    summary: `About ${title.toLowerCase()}.`,
    snippet: null,
    updatedAt: '2026-01-10T10:00:00.000Z',
    ...extra,
  } satisfies DocumentationSummary;
}

const index: DocumentationList = {
  items: [
    summary('welcome', 'getting-started', 'Welcome'),
    summary('first-task', 'getting-started', 'Your first task'),
    summary('reviewing', 'interviewers', 'Reviewing a submission'),
  ],
  total: 3,
  page: 1,
  limit: 100,
};

const firstTask: DocumentationDocument = {
  ...summary('first-task', 'getting-started', 'Your first task'),
  body: 'Open a task from the dashboard.\n\n## Run the `tests`\n\nPress Run.\n\n### Read the results\n\nOne row per test.\n\n## Submit\n\nPress Submit.',
  headings: [
    { level: 2, text: 'Run the `tests`', anchor: 'run-the-tests' },
    { level: 3, text: 'Read the results', anchor: 'read-the-results' },
    { level: 2, text: 'Submit', anchor: 'submit' },
  ],
  previous: { id: 'welcome', title: 'Welcome' },
  next: { id: 'reviewing', title: 'Reviewing a submission' },
};

const welcome: DocumentationDocument = {
  ...summary('welcome', 'getting-started', 'Welcome'),
  body: 'Assay runs coding assessments.',
  headings: [],
  previous: null,
  next: { id: 'first-task', title: 'Your first task' },
};

const searchResults = (items: DocumentationSummary[]): DocumentationList => ({
  items,
  total: items.length,
  page: 1,
  limit: 20,
});

function stubDocs(search: (url: URL) => DocumentationList = () => searchResults([])) {
  return stubApiRoutes({
    'GET /api/v1/documentation/categories': () => jsonResponse(categories),
    'GET /api/v1/documentation/documents': (_body, url) =>
      jsonResponse(url.searchParams.get('search') ? search(url) : index),
    'GET /api/v1/documentation/documents/first-task': () => jsonResponse(firstTask),
    'GET /api/v1/documentation/documents/welcome': () => jsonResponse(welcome),
  });
}

const open = (entry: string) =>
  renderPage(<DocumentationPage />, { path: paths.documentation, entry, auth: authValue('candidate') });

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.classList.remove('dark');
});

describe('/documentation', { timeout: 20_000 }, () => {
  it('lists the categories with their documents on the home, and the sidebar links every document', async () => {
    const calls = stubDocs();
    const { container } = open(paths.documentation);

    expect(screen.getByRole('heading', { level: 1, name: 'Documentation' })).toBeInTheDocument();
    const cards = await screen.findByRole('list', { name: 'Categories' });
    const started = within(cards).getByRole('heading', { level: 2, name: 'Getting started' }).closest('li')!;
    expect(within(started).getByText('Your first hour with Assay.')).toBeInTheDocument();
    expect(within(started).getByText('2 documents')).toBeInTheDocument();
    expect(within(started).getByRole('link', { name: 'Your first task' })).toHaveAttribute(
      'href',
      '/documentation?doc=first-task',
    );
    expect(within(cards).getByText('1 document')).toBeInTheDocument();

    const sidebar = screen.getByRole('navigation', { name: 'Documents' });
    expect(within(sidebar).getByRole('list', { name: 'For interviewers' })).toHaveTextContent('Reviewing a submission');
    expect(within(sidebar).getAllByRole('link')).toHaveLength(3);
    expect(calls.find((call) => call.key === 'GET /api/v1/documentation/documents')?.search).toBe('?page=1&limit=100');
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('searches after typing pauses, keeps the words in the URL and marks the matched words', async () => {
    const calls = stubDocs(() =>
      searchResults([
        summary('first-task', 'getting-started', 'Your first task', {
          snippet: [
            { text: 'Press ', match: false },
            { text: 'Run', match: true },
            { text: ' to <b>check</b> your code.', match: false },
          ],
        }),
      ]),
    );
    const { user, router, container } = open(paths.documentation);
    await screen.findByRole('list', { name: 'Categories' });

    await user.type(screen.getByRole('searchbox', { name: 'Search the documentation' }), 'run');
    const results = await screen.findByRole('region', { name: 'Results for “run”' });
    expect(router.state.location.search).toBe('?q=run');
    const searches = calls.filter((call) => call.search.includes('search='));
    expect(searches.map((call) => call.search)).toEqual(['?search=run&page=1&limit=20']);

    const link = within(results).getByRole('link', { name: 'Your first task' });
    expect(link).toHaveAttribute('href', '/documentation?doc=first-task');
    const mark = results.querySelector('mark')!;
    expect(mark).toHaveTextContent('Run');
    // The snippet is text: markup in it is shown, never made into elements.
    expect(within(results).getByText(/to <b>check<\/b> your code\./)).toBeInTheDocument();
    expect(results.querySelector('b')).toBeNull();
    expect(within(results).getByText('Getting started')).toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('says when nothing matches and clears the search back to the home', async () => {
    stubDocs();
    const { user, router } = open('/documentation?q=kubernetes');

    expect(await screen.findByRole('heading', { name: 'No documents match “kubernetes”' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search the documentation' })).toHaveValue('kubernetes');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('list', { name: 'Categories' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search the documentation' })).toHaveValue('');
  });

  it('pages through many results twenty at a time', async () => {
    const calls = stubDocs((url) => ({
      items: [summary('welcome', 'getting-started', 'Welcome', { snippet: [{ text: 'Assay', match: true }] })],
      total: 45,
      page: Number(url.searchParams.get('page')),
      limit: 20,
    }));
    const { user, router } = open('/documentation?q=assay');
    const pages = await screen.findByRole('navigation', { name: 'Search result pages' });
    expect(within(pages).getByText('1–20 of 45')).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=assay&page=2'));
    await waitFor(() => expect(calls.at(-1)?.search).toBe('?search=assay&page=2&limit=20'));
    expect(await screen.findByText('21–40 of 45')).toBeInTheDocument();
  });

  it('reads a document: title, category, body, a table of contents linking to its headings, and the updated date', async () => {
    stubDocs();
    const { container } = open('/documentation?doc=first-task');

    const title = await screen.findByRole('heading', { level: 1, name: 'Your first task' });
    expect(title).toHaveFocus();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Getting started')).toBeVisible();
    expect(screen.getByText('Open a task from the dashboard.')).toBeInTheDocument();
    expect(screen.getByText(/Updated/).querySelector('time')).toHaveAttribute('datetime', '2026-01-10T10:00:00.000Z');

    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const entries = within(toc).getAllByRole('link');
    expect(entries.map((entry) => [entry.textContent, entry.getAttribute('href')])).toEqual([
      ['Run the tests', '#run-the-tests'],
      ['Read the results', '#read-the-results'],
      ['Submit', '#submit'],
    ]);
    for (const entry of entries) {
      const heading = container.querySelector(entry.getAttribute('href')!);
      expect(heading?.textContent).toBe(entry.textContent);
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Run the tests' })).toHaveAttribute('id', 'run-the-tests');
    expect(screen.getByRole('heading', { level: 3, name: 'Read the results' })).toHaveAttribute(
      'id',
      'read-the-results',
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Documents' })).getByRole('link', { current: 'page' }),
    ).toHaveTextContent('Your first task');
    expect(await seriousViolations(container)).toEqual([]);
    document.documentElement.classList.add('dark');
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('moves to the previous and next documents', async () => {
    stubDocs();
    const { user, router } = open('/documentation?doc=first-task');
    const around = await screen.findByRole('navigation', { name: 'Previous and next documents' });
    expect(within(around).getByRole('link', { name: /Next\s*Reviewing a submission/ })).toHaveAttribute(
      'href',
      '/documentation?doc=reviewing',
    );

    await user.click(within(around).getByRole('link', { name: /Previous\s*Welcome/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?doc=welcome');
    expect(screen.queryByRole('navigation', { name: 'On this page' })).toBeNull();
    const after = screen.getByRole('navigation', { name: 'Previous and next documents' });
    expect(within(after).queryByRole('link', { name: /Previous/ })).toBeNull();
  });

  it('offers Retry when the documentation cannot be loaded', async () => {
    stubApiRoutes({
      'GET /api/v1/documentation/categories': () => jsonResponse({ code: 'INTERNAL', message: 'Boom' }, 500),
      'GET /api/v1/documentation/documents': () => jsonResponse(index),
    });
    open(paths.documentation);
    expect(await screen.findByRole('alert')).toHaveTextContent('The documentation could not be loaded.');
    expect(screen.getAllByRole('button', { name: 'Retry' }).length).toBeGreaterThan(0);
  });
});
