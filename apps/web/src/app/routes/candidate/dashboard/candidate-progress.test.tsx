import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CandidateDashboardPage } from '@/app/routes/candidate/dashboard/candidate-dashboard-page';
import { paths } from '@/config/paths';
import { samplePerformance } from '@/testing/analytics';
import { authValue } from '@/testing/auth-value';
import { jsonResponse, stubApiRoutes } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';
import { rowsOf } from '@/testing/read-figures';

const PERFORMANCE_ROUTE = 'GET /api/v1/analytics/performance';

// The dashboard's task lists answer 404 here: these tests look only at the progress section.
function openDashboard(entry: string = paths.candidateDashboard) {
  return renderPage(<CandidateDashboardPage />, {
    path: paths.candidateDashboard,
    entry,
    auth: authValue('candidate'),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the candidate's progress on /candidate/dashboard", { timeout: 20_000 }, () => {
  it('shows their scores over time and by difficulty as tables, for the last 30 days by default', async () => {
    const calls = stubApiRoutes({
      [PERFORMANCE_ROUTE]: (_body, url) => jsonResponse(samplePerformance(url.searchParams.get('period') ?? '')),
    });
    const { user } = openDashboard();
    const progress = await screen.findByRole('region', { name: 'Your progress' });
    const scores = await within(progress).findByRole('region', { name: 'Scores over time' });
    // Under the section's h2, its panels are h3s.
    expect(within(scores).getByRole('heading', { level: 3, name: 'Scores over time' })).toBeInTheDocument();
    expect(calls.filter((call) => call.key === PERFORMANCE_ROUTE).map((call) => call.search)).toEqual(['?period=30d']);
    expect(
      within(progress).getByText('Median time to first pass', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('18 min');

    await user.click(within(scores).getByRole('button', { name: 'Table' }));
    const rows = rowsOf(within(scores).getByRole('table', { name: 'Scores over time' }));
    expect(rows.map((row) => row.slice(0, 2))).toEqual([
      ['FizzBuzz', '55 / 100'],
      ['Balanced Brackets', '90 / 100'],
    ]);
    const difficulty = within(progress).getByRole('region', { name: 'By difficulty' });
    await user.click(within(difficulty).getByRole('button', { name: 'Table' }));
    expect(rowsOf(within(difficulty).getByRole('table'))).toEqual([
      ['Easy', '1', '55'],
      ['Medium', '1', '90'],
    ]);
  });

  it('asks again for the period chosen, and keeps it in the URL', async () => {
    const calls = stubApiRoutes({
      [PERFORMANCE_ROUTE]: (_body, url) => jsonResponse(samplePerformance(url.searchParams.get('period') ?? '')),
    });
    const { user, router } = openDashboard();
    const progress = await screen.findByRole('region', { name: 'Your progress' });
    await within(progress).findByRole('region', { name: 'Scores over time' });
    await user.click(within(progress).getByRole('button', { name: '7 days' }));
    expect(router.state.location.search).toBe('?progress_period=7d');
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.key === PERFORMANCE_ROUTE).map((call) => call.search)).toEqual([
        '?period=30d',
        '?period=7d',
      ]),
    );
    expect(within(progress).getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says so when nothing was scored in the period', async () => {
    stubApiRoutes({
      [PERFORMANCE_ROUTE]: () =>
        jsonResponse(
          samplePerformance('90d', { scores: [], byDifficulty: [], languages: [], runsPerTask: [], byCategory: [] }),
        ),
    });
    openDashboard('/candidate/dashboard?progress_period=90d');
    const progress = await screen.findByRole('region', { name: 'Your progress' });
    expect(
      await within(progress).findByRole('heading', { name: 'No scored tasks in this period' }),
    ).toBeInTheDocument();
    expect(within(progress).getByRole('button', { name: '90 days' })).toHaveAttribute('aria-pressed', 'true');
  });
});
