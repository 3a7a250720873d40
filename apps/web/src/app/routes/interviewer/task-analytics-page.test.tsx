import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TaskAnalyticsPage } from '@/app/routes/interviewer/task-analytics-page';
import { paths } from '@/config/paths';
import { sampleTaskAnalytics } from '@/testing/analytics';
import { authValue } from '@/testing/auth-value';
import { jsonResponse, stubApiRoutes } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';
import { rowsOf, tileValue } from '@/testing/read-figures';

const TASK_ROUTE = 'GET /api/v1/analytics/task/as-1';

function openTaskAnalytics(role: 'interviewer' | 'orgadmin' = 'interviewer', search = '') {
  return renderPage(<TaskAnalyticsPage />, {
    path: paths.interviewerTaskAnalytics,
    entry: `/interviewer/tasks/as-1/analytics${search}`,
    auth: authValue(role),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/interviewer/tasks/:id/analytics', { timeout: 20_000 }, () => {
  it("shows the assessment's attempts, solve time and discrimination index, explained in a line", async () => {
    const calls = stubApiRoutes({ [TASK_ROUTE]: () => jsonResponse(sampleTaskAnalytics()) });
    openTaskAnalytics();
    expect(screen.getByRole('heading', { level: 1, name: 'Assessment analytics' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Balanced Brackets' })).toBeInTheDocument();
    expect(calls.map((call) => call.key)).toEqual([TASK_ROUTE]);
    expect(tileValue('Attempts')).toBe('12');
    expect(tileValue('Candidates')).toBe('11');
    expect(tileValue('Median solve time')).toBe('42 min');
    expect(tileValue('Discrimination index')).toBe('0.46');
    expect(screen.getByText(/How well the task separates strong candidates from weak ones/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Interviewer Tasks' })).toHaveAttribute(
      'href',
      paths.interviewerTasks,
    );
  });

  it("leads back to the organization's analytics when opened from there", async () => {
    stubApiRoutes({ [TASK_ROUTE]: () => jsonResponse(sampleTaskAnalytics()) });
    openTaskAnalytics('orgadmin', '?from=analytics');
    expect(screen.getByRole('link', { name: 'Back to Analytics' })).toHaveAttribute('href', paths.orgAdminAnalytics);
    expect(await screen.findByRole('heading', { level: 2, name: 'Balanced Brackets' })).toBeInTheDocument();
  });

  it('lists the tests by position, the hidden ones failing most first, with counts only', async () => {
    stubApiRoutes({ [TASK_ROUTE]: () => jsonResponse(sampleTaskAnalytics()) });
    const { user } = openTaskAnalytics();
    const tests = await screen.findByRole('region', { name: 'Pass rate per test' });
    await user.click(within(tests).getByRole('button', { name: 'Table' }));
    expect(rowsOf(within(tests).getByRole('table', { name: 'Pass rate per test' }))).toEqual([
      ['Test 5 (hidden)', '12', '3', '25%'],
      ['Test 4 (hidden)', '12', '9', '75%'],
      ['Test 1', '12', '12', '100%'],
    ]);
    const scores = screen.getByRole('region', { name: 'Score distribution' });
    await user.click(within(scores).getByRole('button', { name: 'Table' }));
    expect(rowsOf(within(scores).getByRole('table')).slice(0, 2)).toEqual([
      ['0–9', '0'],
      ['10–19', '1'],
    ]);
  });

  it("exports the tests table as the API's CSV", async () => {
    const calls = stubApiRoutes({
      [TASK_ROUTE]: (_body, url) =>
        url.searchParams.get('format') === 'csv'
          ? new Response('position,hidden,runs,passed\n5,true,12,3\n', { headers: { 'content-type': 'text/csv' } })
          : jsonResponse(sampleTaskAnalytics()),
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:tests'), revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { user } = openTaskAnalytics('orgadmin');
    await user.click(await screen.findByRole('button', { name: 'Export CSV of the pass rates per test' }));
    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    expect(calls.at(-1)).toMatchObject({ key: TASK_ROUTE, search: '?table=tests&format=csv' });
    // Without a file name from the server, the download is named after the table.
    expect(clicked[0]?.download).toBe('analytics-assessment-tests.csv');
  });

  it('says why the index is missing under 10 candidates', async () => {
    stubApiRoutes({
      [TASK_ROUTE]: () => jsonResponse(sampleTaskAnalytics({ candidates: 4, discriminationIndex: null })),
    });
    openTaskAnalytics();
    await screen.findByRole('heading', { level: 2, name: 'Balanced Brackets' });
    expect(tileValue('Discrimination index')).toBe('—');
    expect(screen.getByText(/It needs at least 10 candidates\./)).toBeInTheDocument();
  });

  it('says so when nobody has submitted yet', async () => {
    stubApiRoutes({
      [TASK_ROUTE]: () =>
        jsonResponse(
          sampleTaskAnalytics({ attempts: 0, candidates: 0, tests: [], languages: [], discriminationIndex: null }),
        ),
    });
    openTaskAnalytics();
    expect(await screen.findByRole('heading', { name: 'No submissions yet' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pass rate per test' })).not.toBeInTheDocument();
  });

  it('says not found for an assessment that is not the caller’s to see', async () => {
    stubApiRoutes({
      [TASK_ROUTE]: () => jsonResponse({ code: 'NOT_FOUND', message: 'Assessment not found.' }, 404),
    });
    openTaskAnalytics();
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByText(/The assessment's analytics could not be loaded\./)).toBeInTheDocument();
  });
});
