import type { Assessment, StaffTask, TaskStats } from '@assay/contracts';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InterviewerDashboardPage } from '@/app/routes/interviewer/dashboard/interviewer-dashboard-page';
import { renderPage } from '@/app/routes/testing/render-page';
import { paths } from '@/config/paths';
import { authValue } from '@/testing/auth-value';
import { jsonResponse } from '@/testing/fetch-stub';

const stats: TaskStats = {
  assessments: 3,
  tasks: { assigned: 4, in_progress: 2, submitted: 1, scored: 5, expired: 1 },
  average_score: 71.6,
  submitted_last_7_days: 6,
  candidates: [],
};

const assessment: Assessment = {
  id: 'as-1',
  organization_id: 'org-1',
  template_id: 'platform-fizzbuzz',
  template_version: 1,
  title: 'FizzBuzz',
  difficulty: 'easy',
  instructions: '',
  due_in_days: 7,
  duration_minutes: null,
  created_by: 'u1',
  created_at: '2026-11-20T10:00:00.000Z',
  counts: { assigned: 1, in_progress: 1, submitted: 0, scored: 2, expired: 0 },
};

function staffTask(overrides: Partial<StaffTask>): StaffTask {
  return {
    id: 't-1',
    title: 'FizzBuzz',
    difficulty: 'easy',
    status: 'scored',
    score: 80,
    candidate: { id: 'c1', name: 'Cora Candidate', email: 'cora@example.test' },
    organization: { id: 'org-1', name: 'Acme' },
    assessment_id: 'as-1',
    origin_task_id: null,
    template_id: 'platform-fizzbuzz',
    template_version: 1,
    assigned_by: 'u1',
    assigned_at: '2026-11-20T10:00:00.000Z',
    due_at: null,
    duration_minutes: null,
    started_at: '2026-11-20T11:00:00.000Z',
    submitted_at: '2026-11-20T12:00:00.000Z',
    ...overrides,
  };
}

interface Answers {
  stats?: TaskStats;
  scored?: StaffTask[];
  submitted?: StaffTask[];
  assessments?: Assessment[];
}

function stubApi({ stats: figures = stats, scored = [], submitted = [], assessments = [assessment] }: Answers = {}) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    calls.push(`${key}${url.search}`);
    if (key === 'GET /api/v1/tasks/stats') return jsonResponse(figures);
    if (key === 'GET /api/v1/tasks') {
      const tasks = url.searchParams.get('status') === 'submitted' ? submitted : scored;
      return jsonResponse({ tasks, total: tasks.length, page: 1, limit: 25 });
    }
    if (key === 'GET /api/v1/interviewer/tasks') return jsonResponse({ assessments, total: assessments.length, page: 1, limit: 20 });
    return jsonResponse({ code: 'ROUTE_NOT_FOUND', message: `no route ${url.pathname}` }, 404);
  }));
  return calls;
}

function figure(label: string): string | null | undefined {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/interviewer/dashboard', () => {
  it('shows the figures from the task stats', async () => {
    stubApi();
    renderPage(<InterviewerDashboardPage />, { path: paths.interviewerDashboard, auth: authValue('interviewer') });

    expect(screen.getByRole('heading', { level: 1, name: 'Interviewer Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('3', { selector: 'dd' })).toBeInTheDocument();
    expect(figure('Assessments')).toBe('3');
    expect(figure('Open tasks')).toBe('6');
    expect(figure('Submitted this week')).toBe('6');
    expect(figure('Average score')).toBe('72');
    expect(screen.getByRole('link', { name: 'New assessment' })).toHaveAttribute('href', '/interviewer/tasks');
  });

  it('lists recent submissions newest first, each opening its assessment, and the assessments below', async () => {
    const calls = stubApi({
      scored: [staffTask({ id: 't-1', score: 80, submitted_at: '2026-11-20T12:00:00.000Z' })],
      submitted: [staffTask({ id: 't-2', status: 'submitted', score: null, title: 'Two Sum', candidate: { id: 'c2', name: 'Dev Doe', email: 'dev@example.test' }, submitted_at: '2026-11-21T09:00:00.000Z' })],
    });
    renderPage(<InterviewerDashboardPage />, { path: paths.interviewerDashboard, auth: authValue('interviewer') });

    const table = await screen.findByRole('table', { name: 'Recent submissions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Dev Doedev@example.test', 'Cora Candidatecora@example.test']);
    expect(within(rows[0]!).getByText('Being scored')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('80 / 100')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'FizzBuzz' })).toHaveAttribute('href', '/interviewer/tasks?assessment=as-1');
    expect(calls).toEqual(expect.arrayContaining([expect.stringContaining('GET /api/v1/tasks?status=scored'), expect.stringContaining('GET /api/v1/tasks?status=submitted')]));

    const assessments = screen.getByRole('table', { name: 'Assessments' });
    expect(within(assessments).getByRole('link', { name: 'FizzBuzz · v1' })).toHaveAttribute('href', '/interviewer/tasks?assessment=as-1');
    expect(within(assessments).getByText('2 open · 2 submitted · 0 expired')).toBeInTheDocument();
  });

  it('says what to do when there are no assessments or submissions yet', async () => {
    stubApi({ stats: { ...stats, assessments: 0, average_score: null }, assessments: [] });
    renderPage(<InterviewerDashboardPage />, { path: paths.interviewerDashboard, auth: authValue('interviewer') });

    expect(await screen.findByRole('heading', { name: 'No submissions yet' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No assessments yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an assessment' })).toHaveAttribute('href', '/interviewer/tasks');
    expect(await screen.findByText('No scores yet')).toBeInTheDocument();
  });

  it('has no serious or critical axe violations', async () => {
    stubApi({ scored: [staffTask({})] });
    const { container } = renderPage(<InterviewerDashboardPage />, { path: paths.interviewerDashboard, auth: authValue('interviewer') });
    await screen.findByRole('table', { name: 'Recent submissions' });
    await screen.findByRole('table', { name: 'Assessments' });
    // jsdom cannot compute colours; contrast is checked in the browser suite.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
