import type { OwnSubmission } from '@assay/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OwnSubmissionsPage } from '@/app/routes/candidate/submissions/own-submissions-page';
import { paths } from '@/config/paths';
import { authValue } from '@/testing/auth-value';
import { jsonResponse } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';

const row = (n: number, extra: Partial<OwnSubmission> = {}): OwnSubmission => ({
  id: `s${n}`,
  task_id: `task-${n}`,
  title: `Task number ${n}`,
  practice: false,
  kind: 'attempt',
  submitted_by: 'candidate',
  language: 'python',
  status: 'scored',
  score: 60,
  created_at: '2026-11-21T10:00:00.000Z',
  ...extra,
});

/** GET /candidate/submissions answering `total` rows, 20 a page; records the pages asked for. */
function stubOwnSubmissions(total: number) {
  const pages: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/v1/candidate/submissions')
        return jsonResponse({ code: 'ROUTE_NOT_FOUND', message: `no route ${url.pathname}` }, 404);
      const page = Number(url.searchParams.get('page'));
      pages.push(String(page));
      const first = (page - 1) * 20;
      const submissions = Array.from({ length: Math.max(0, Math.min(20, total - first)) }, (_, index) =>
        first + index === 0
          ? row(1, { kind: 'final', practice: true, language: 'javascript', score: 100 })
          : row(first + index + 1),
      );
      return jsonResponse({ submissions, total, page, limit: 20 });
    }),
  );
  return pages;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/candidate/submissions', () => {
  it('lists the candidate’s submissions with task, kind, language, score and status, each linking to its task', async () => {
    stubOwnSubmissions(2);
    renderPage(<OwnSubmissionsPage />, { path: paths.candidateSubmissions, auth: authValue('candidate') });
    const link = await screen.findByRole('link', { name: 'Task number 1' });
    expect(link).toHaveAttribute('href', '/candidate/tasks/task-1');
    const [, first, second] = within(screen.getByRole('table', { name: 'My submissions' })).getAllByRole('row');
    expect(first).toHaveTextContent(/Task number 1.*Practice.*Final submission.*JavaScript.*Score 100 \/ 100.*Scored/);
    expect(second).toHaveTextContent(/Task number 2.*Assigned.*Attempt.*Python.*Score 60 \/ 100/);
  });

  it('keeps the page in the URL', async () => {
    const pages = stubOwnSubmissions(25);
    const { user, router } = renderPage(<OwnSubmissionsPage />, {
      path: paths.candidateSubmissions,
      auth: authValue('candidate'),
    });
    await screen.findByRole('link', { name: 'Task number 1' });
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByRole('link', { name: 'Task number 21' })).toBeInTheDocument();
    expect(pages.at(-1)).toBe('2');
  });

  it('says what to do when there is nothing yet', async () => {
    stubOwnSubmissions(0);
    renderPage(<OwnSubmissionsPage />, { path: paths.candidateSubmissions, auth: authValue('candidate') });
    expect(await screen.findByText('No submissions yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Practice' })).toHaveAttribute('href', '/practice');
  });
});
