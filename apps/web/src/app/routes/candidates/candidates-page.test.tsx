import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CandidatesPage } from '@/app/routes/candidates/candidates-page';
import { renderPage } from '@/testing/render-page';
import { paths } from '@/config/paths';
import { authValue } from '@/testing/auth-value';
import { jsonResponse } from '@/testing/fetch-stub';

const cara = {
  userId: 'u-9',
  name: 'Cara Candidate',
  email: 'cara@example.test',
  status: 'member',
  lastActivityAt: new Date().toISOString(),
};
const ivo = {
  userId: null,
  name: '',
  email: 'ivo@example.test',
  status: 'invited',
  lastActivityAt: new Date().toISOString(),
};

const stats = {
  assessments: 2,
  tasks: { assigned: 1, in_progress: 0, submitted: 0, scored: 2, expired: 0 },
  average_score: 85,
  submitted_last_7_days: 2,
  candidates: [
    { candidate_id: 'u-9', tasks: 3, completed: 2, average_score: 85, last_submitted_at: new Date().toISOString() },
  ],
};

function stubDirectory(answer: (search: string | null) => Response) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/v1/interviewer/candidates') return answer(url.searchParams.get('search'));
    if (url.pathname === '/api/v1/tasks/stats') return jsonResponse(stats);
    return jsonResponse({ code: 'ROUTE_NOT_FOUND', message: 'no route' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('/candidates', () => {
  it("lists the organization's candidates with status, and searches through the URL", async () => {
    const fetchMock = stubDirectory((search) => jsonResponse({ candidates: search ? [ivo] : [cara, ivo] }));
    const { user, router } = renderPage(<CandidatesPage />, { path: paths.candidates, auth: authValue('interviewer') });
    const table = await screen.findByRole('table', { name: 'Candidates of your organization' });
    await within(table).findByText('2 of 3');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Cara Candidate', 'cara@example.test', 'Member', '2 of 3', '85 / 100', expect.any(String)],
      ['Not joined yet', 'ivo@example.test', 'Invited', 'No tasks', '—', expect.any(String)],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Cara Candidate' })).toHaveAttribute('href', '/candidates/u-9');
    await user.type(screen.getByLabelText('Search candidates'), 'ivo');
    expect(router.state.location.search).toBe('?q=ivo');
    await vi.waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://localhost').searchParams.get('search')).toBe(
      'ivo',
    );
  });

  it('says what to do when there are none', async () => {
    stubDirectory(() => jsonResponse({ candidates: [] }));
    renderPage(<CandidatesPage />, { path: paths.candidates, auth: authValue('orgadmin') });
    expect(await screen.findByText('No candidates yet')).toBeInTheDocument();
  });

  it('offers Retry in place when the directory cannot be loaded', async () => {
    stubDirectory(() => jsonResponse({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'boom' }, 500));
    renderPage(<CandidatesPage />, { path: paths.candidates, auth: authValue('orgadmin') });
    expect(await screen.findByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });
});
