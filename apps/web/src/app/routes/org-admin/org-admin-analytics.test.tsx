import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrgAdminAnalyticsPage } from '@/app/routes/org-admin/org-admin-analytics';
import { paths } from '@/config/paths';
import { setTokenProvider } from '@/lib/api-client/token-provider';
import { emptyOrgAnalytics, sampleOrgAnalytics } from '@/testing/analytics';
import { orgAdminAuth } from '@/testing/fake-organization-api';
import { jsonResponse, stubApiRoutes } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';
import { rowsOf, tileValue } from '@/testing/read-figures';

const ORG_ROUTE = 'GET /api/v1/analytics/org/org-1';

/** Answers the org analytics for the `days` asked, unless a test answers otherwise. */
function stubAnalytics(answer = (days: number) => jsonResponse(sampleOrgAnalytics(days))) {
  return stubApiRoutes({
    [ORG_ROUTE]: (_body, url) => {
      if (url.searchParams.get('format') === 'csv')
        return new Response('assessment,sent\nBalanced Brackets,7\n', {
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="assessments-30d.csv"' },
        });
      return answer(Number(url.searchParams.get('days')));
    },
  });
}

function openAnalytics(entry: string = paths.orgAdminAnalytics) {
  return renderPage(<OrgAdminAnalyticsPage />, { path: paths.orgAdminAnalytics, entry, auth: orgAdminAuth() });
}

/** One panel of the page, by its heading. */
const panel = (name: string) => screen.getByRole('region', { name });

afterEach(() => {
  vi.unstubAllGlobals();
  setTokenProvider(null);
});

// Pages of many tables: getByRole walks them all, slow on a busy two-core machine.
describe('/org-admin/analytics', { timeout: 20_000 }, () => {
  beforeEach(() => {
    setTokenProvider(() => 'session-token');
  });

  it('shows the figures of the last 30 days, and every chart has a table with the same figures', async () => {
    const calls = stubAnalytics();
    const { user } = openAnalytics();
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Funnel' });
    expect(calls.map((call) => `${call.key}${call.search}`)).toEqual([`${ORG_ROUTE}?days=30`]);
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(tileValue('Assessments sent')).toBe('12');
    expect(tileValue('Median time to submit')).toBe('26.5 h');
    expect(tileValue('Median time to review')).toBe('3 h');

    await user.click(within(panel('Funnel')).getByRole('button', { name: 'Table' }));
    expect(rowsOf(within(panel('Funnel')).getByRole('table', { name: 'Funnel' }))).toEqual([
      ['Sent', '12', '100%'],
      ['Started', '10', '83%'],
      ['Submitted', '8', '67%'],
      ['Scored', '8', '67%'],
      ['Reviewed', '5', '42%'],
    ]);
    await user.click(within(panel('Score distribution')).getByRole('button', { name: 'Table' }));
    expect(rowsOf(screen.getByRole('table', { name: 'Score distribution' })).slice(6)).toEqual([
      ['60–69', '2'],
      ['70–79', '2'],
      ['80–89', '1'],
      ['90–100', '1'],
    ]);
    await user.click(within(panel('Decisions')).getByRole('button', { name: 'Table' }));
    expect(rowsOf(screen.getByRole('table', { name: 'Decisions' }))).toEqual([
      ['Advance', '3', '60%'],
      ['Hold', '1', '20%'],
      ['Reject', '1', '20%'],
    ]);
    await user.click(within(panel('Languages')).getByRole('button', { name: 'Table' }));
    expect(rowsOf(screen.getByRole('table', { name: 'Languages' }))).toEqual([
      ['Python 3', '6'],
      ['JavaScript (Node.js)', '2'],
    ]);
    await user.click(within(panel('Per day')).getByRole('button', { name: 'Table' }));
    const daily = rowsOf(screen.getByRole('table', { name: 'Per day' }));
    expect(daily).toHaveLength(30);
    expect(daily.at(-2)).toEqual(['2026-11-27', '4', '2', '1']);

    expect(rowsOf(screen.getByRole('table', { name: 'Reviewer workload' }))).toEqual([
      ['Ivan Interviewer', '4', '3', '30 min'],
      ['Olga Orgadmin', '1', '1', '3 days'],
    ]);
  });

  it('drills into each assessment from its row of the pass rates', async () => {
    stubAnalytics();
    openAnalytics();
    const table = await screen.findByRole('table', { name: 'Pass rate per assessment' });
    expect(rowsOf(table)).toEqual([
      ['Balanced Brackets', '7', '5', '60%', '74'],
      ['FizzBuzz', '5', '3', '—', '—'],
    ]);
    expect(within(table).getByRole('link', { name: 'Balanced Brackets' })).toHaveAttribute(
      'href',
      '/interviewer/tasks/as-1/analytics?from=analytics',
    );
    expect(within(table).getByRole('link', { name: 'FizzBuzz' })).toHaveAttribute(
      'href',
      '/interviewer/tasks/as-2/analytics?from=analytics',
    );
  });

  it('asks again for the range chosen and keeps it in the URL', async () => {
    const calls = stubAnalytics();
    const { user, router } = openAnalytics();
    await screen.findByRole('region', { name: 'Funnel' });
    await user.click(
      within(screen.getByRole('group', { name: 'Date range' })).getByRole('button', { name: '90 days' }),
    );
    expect(router.state.location.search).toBe('?days=90');
    await vi.waitFor(() => expect(screen.getByText(/\(90 days, UTC\)/)).toBeInTheDocument());
    expect(calls.map((call) => call.search)).toEqual(['?days=30', '?days=90']);
    expect(screen.getByRole('button', { name: '90 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens on the range in the URL, and falls back to 30 days for one it does not offer', async () => {
    const calls = stubAnalytics();
    openAnalytics('/org-admin/analytics?days=7');
    await screen.findByText(/\(7 days, UTC\)/);
    stubAnalytics();
    expect(calls.map((call) => call.search)).toEqual(['?days=7']);

    const again = stubAnalytics();
    openAnalytics('/org-admin/analytics?days=12');
    await vi.waitFor(() => expect(again.map((call) => call.search)).toEqual(['?days=30']));
  });

  it("downloads a table as the API's CSV, with the bearer, under the server's file name", async () => {
    const calls = stubAnalytics();
    const createObjectURL = vi.fn(() => 'blob:assessments');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { user } = openAnalytics();
    const passRates = await screen.findByRole('region', { name: 'Pass rate per assessment' });
    await user.click(within(passRates).getByRole('button', { name: 'Export CSV of the pass rates per assessment' }));

    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    const csv = calls.find((call) => call.search.includes('format=csv'));
    expect(csv?.key).toBe(ORG_ROUTE);
    expect(csv?.search).toBe('?days=30&table=assessments&format=csv');
    expect(csv?.headers).toMatchObject({ accept: 'text/csv', authorization: 'Bearer session-token' });
    expect(clicked[0]).toMatchObject({ download: 'assessments-30d.csv', href: 'blob:assessments' });
  });

  it('says so when nothing was sent in the range, and offers the way to send an assessment', async () => {
    stubAnalytics((days) => jsonResponse(emptyOrgAnalytics(days)));
    openAnalytics();
    expect(await screen.findByRole('heading', { name: 'No assessments in this period' })).toBeInTheDocument();
    expect(screen.getByText(/Nothing was sent to candidates in the last 30 days/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Interviewer Tasks' })).toHaveAttribute(
      'href',
      paths.interviewerTasks,
    );
    expect(screen.queryByRole('region', { name: 'Funnel' })).not.toBeInTheDocument();
  });

  it('offers Retry when the figures cannot be loaded', async () => {
    let fail = true;
    stubAnalytics((days) =>
      fail ? jsonResponse({ code: 'INTERNAL', message: 'boom' }, 500) : jsonResponse(sampleOrgAnalytics(days)),
    );
    const { user } = openAnalytics();
    expect(await screen.findByText('The analytics could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Funnel' })).toBeInTheDocument();
  });
});
