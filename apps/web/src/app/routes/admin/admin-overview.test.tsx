import type { AdminMetrics, AdminStats, ErrorGroup } from '@assay/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminOverviewPage } from '@/app/routes/admin/admin-overview';
import { paths } from '@/config/paths';
import { authValue } from '@/testing/auth-value';
import { jsonResponse, stubApiRoutes } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';

const metrics: AdminMetrics = {
  node: { id: 'api-1:4242', hostname: 'api-1', pid: 4242, version: '0.1.0' },
  measuredAt: new Date().toISOString(),
  windowSeconds: 300,
  requestsPerMinute: 42.5,
  errorRate: 0.02,
  routes: [{ family: 'tasks', requestsPerMinute: 40, p95Ms: 87.5, errorRate: 0.025 }],
  queue: { depth: 3, capacity: 200 },
  runsPerMinute: [{ language: 'python', perMinute: 6 }],
  runners: { slots: 4, busy: 1 },
  outboxBacklog: 7,
  databaseBytes: 52_428_800,
};

const day = (offset: number) => new Date(Date.UTC(2026, 2, 1 + offset)).toISOString().slice(0, 10);
const stats: AdminStats = {
  days: 30,
  usersByRole: [
    { role: 'candidate', count: 12 },
    { role: 'none', count: 2 },
  ],
  users: 14,
  organizations: 3,
  tasks: 20,
  submissions: 55,
  signUpsPerDay: Array.from({ length: 30 }, (_, index) => ({ date: day(index), count: index === 29 ? 4 : 0 })),
  submissionsPerDay: Array.from({ length: 30 }, (_, index) => ({ date: day(index), count: index === 29 ? 9 : 1 })),
};

const failure: ErrorGroup = {
  fingerprint: 'f1',
  source: 'web',
  message: 'TypeError: Cannot read properties of undefined',
  route: '/candidate/tasks/:id',
  count: 10,
  suppressed: 5,
  firstSeen: new Date(Date.now() - 3_600_000).toISOString(),
  lastSeen: new Date(Date.now() - 60_000).toISOString(),
  lastRequestId: 'req-abc-123',
  release: '0.1.0',
  stack: null,
};

describe('the admin overview', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the live figures, the platform stats, the recent errors and the web vitals in labelled tables', async () => {
    const calls = stubApiRoutes({
      'GET /api/v1/admin/metrics': () => jsonResponse(metrics),
      'GET /api/v1/admin/stats': () => jsonResponse(stats),
      'GET /api/v1/admin/errors': () => jsonResponse({ items: [failure] }),
      'GET /api/v1/admin/vitals': () =>
        jsonResponse({ days: 7, items: [{ page: '/dashboard', name: 'LCP', p75: 1234, samples: 17 }] }),
    });
    renderPage(<AdminOverviewPage />, { path: paths.admin, entry: paths.admin, auth: authValue('admin') });
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Overview' })).toBeInTheDocument();

    const routes = await screen.findByRole('table', { name: /by route family/ });
    const tasksRow = within(routes).getByRole('row', { name: /tasks/ });
    expect(
      within(tasksRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['40', '87.5 ms', '2.5%']);
    expect(screen.getByText('api-1:4242')).toBeInTheDocument();
    expect(screen.getByText('50 MB')).toBeInTheDocument();
    expect(screen.getByText('1 / 4')).toBeInTheDocument();

    const errors = await screen.findByRole('table', { name: /Recent errors/ });
    const errorRow = within(errors).getByRole('row', { name: /Cannot read properties/ });
    expect(errorRow).toHaveTextContent('req-abc-123');
    expect(errorRow).toHaveTextContent('+5 suppressed');

    const roles = await screen.findByRole('table', { name: 'Users by role' });
    expect(within(roles).getByRole('row', { name: /No role yet/ })).toHaveTextContent('2');
    const perDay = screen.getByRole('table', { name: /per day/ });
    // Newest first: the last day's sign-ups and submissions lead.
    expect(within(perDay).getAllByRole('row')[1]).toHaveTextContent(/49/);
    expect(within(perDay).getAllByRole('row')).toHaveLength(31);

    const vitals = await screen.findByRole('table', { name: /75th percentile/ });
    expect(within(vitals).getByRole('row', { name: /dashboard/ })).toHaveTextContent('1,234 ms');
    expect(calls.map((call) => call.key)).toContain('GET /api/v1/admin/metrics');
  });
});
