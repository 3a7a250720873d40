import type { Assessment, EvaluationSummary, ReviewStatus, StaffTask, TaskStats } from '@assay/contracts';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InterviewerDashboardPage } from '@/app/routes/interviewer/dashboard/interviewer-dashboard-page';
import { renderPage } from '@/testing/render-page';
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

function review(overrides: Partial<EvaluationSummary>): EvaluationSummary {
  return {
    submission_id: 's-1',
    task_id: 't-1',
    assessment_id: 'as-1',
    title: 'FizzBuzz',
    difficulty: 'easy',
    candidate: { id: 'c1', name: 'Cora Candidate', email: 'cora@example.test' },
    language: 'python',
    score: 80,
    status: 'pending',
    reviewer: null,
    decision: null,
    rubric_score: null,
    submitted_at: '2026-11-20T12:00:00.000Z',
    decided_at: null,
    ...overrides,
  };
}

interface Answers {
  stats?: TaskStats;
  reviews?: EvaluationSummary[];
  progress?: StaffTask[];
  assessments?: Assessment[];
}

function stubApi({ stats: figures = stats, reviews = [], progress = [], assessments = [assessment] }: Answers = {}) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const key = `${init?.method ?? 'GET'} ${url.pathname}`;
      calls.push(`${key}${url.search}`);
      if (key === 'GET /api/v1/tasks/stats') return jsonResponse(figures);
      if (key === 'GET /api/v1/evaluation/submissions') {
        const shown = reviews.filter((entry) => entry.status === (url.searchParams.get('status') as ReviewStatus));
        return jsonResponse({ submissions: shown, total: shown.length, page: 1, limit: 10 });
      }
      if (key === 'GET /api/v1/tasks')
        return jsonResponse({ tasks: progress, total: progress.length, page: 1, limit: 100 });
      if (key === 'GET /api/v1/interviewer/tasks')
        return jsonResponse({ assessments, total: assessments.length, page: 1, limit: 20 });
      return jsonResponse({ code: 'ROUTE_NOT_FOUND', message: `no route ${url.pathname}` }, 404);
    }),
  );
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

  it('lists the submissions waiting for review, each opening its review, the recent decisions, and the assessments below', async () => {
    const calls = stubApi({
      reviews: [
        review({ submission_id: 's-1' }),
        review({
          submission_id: 's-2',
          title: 'Two Sum',
          status: 'in_review',
          candidate: { id: 'c2', name: 'Dev Doe', email: 'dev@example.test' },
          reviewer: { id: 'u1', name: 'Ivy', email: 'ivy@example.test' },
        }),
        review({
          submission_id: 's-3',
          status: 'released',
          decision: 'advance',
          rubric_score: 87,
          decided_at: '2026-11-21T09:00:00.000Z',
        }),
      ],
      progress: [
        {
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
          started_at: null,
          submitted_at: '2026-11-20T12:00:00.000Z',
        },
      ],
    });
    renderPage(<InterviewerDashboardPage />, { path: paths.interviewerDashboard, auth: authValue('interviewer') });

    const waiting = await screen.findByRole('table', { name: 'Waiting for review' });
    const rows = within(waiting).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Dev Doedev@example.test',
      'Cora Candidatecora@example.test',
    ]);
    expect(within(rows[0]!).getByText('In review')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Waiting for review')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('80 / 100')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'FizzBuzz' })).toHaveAttribute(
      'href',
      '/interviewer/reviews/s-1',
    );
    expect(within(rows[1]!).getByRole('link', { name: 'Cora Candidate' })).toHaveAttribute('href', '/candidates/c1');
    expect(calls).toEqual(
      expect.arrayContaining([
        expect.stringContaining('GET /api/v1/evaluation/submissions?page=1&limit=10&status=pending'),
      ]),
    );

    const decisions = screen.getByRole('table', { name: 'Recent decisions' });
    expect(within(decisions).getByText('Advance')).toBeInTheDocument();
    expect(within(decisions).getByText('rubric 87 / 100')).toBeInTheDocument();

    const assessments = screen.getByRole('table', { name: 'Assessments' });
    expect(within(assessments).getByRole('link', { name: 'FizzBuzz · v1' })).toHaveAttribute(
      'href',
      '/interviewer/tasks?assessment=as-1',
    );
    expect(within(assessments).getByText('2 open · 2 submitted · 0 expired')).toBeInTheDocument();
    // Each candidate's progress: one task listed of the assessment's four.
    expect(within(assessments).getByRole('link', { name: 'Cora Candidate' })).toHaveAttribute('href', '/candidates/c1');
    expect(within(assessments).getByText(/Scored · 80 \/ 100/)).toBeInTheDocument();
    expect(within(assessments).getByText('and 3 more')).toBeInTheDocument();
  });

  it('says what to do when there are no assessments or submissions yet', async () => {
    stubApi({ stats: { ...stats, assessments: 0, average_score: null }, assessments: [] });
    renderPage(<InterviewerDashboardPage />, { path: paths.interviewerDashboard, auth: authValue('interviewer') });

    expect(await screen.findByRole('heading', { name: 'Nothing to review' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No decisions yet' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No assessments yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an assessment' })).toHaveAttribute('href', '/interviewer/tasks');
    expect(await screen.findByText('No scores yet')).toBeInTheDocument();
  });

  it('has no serious or critical axe violations', async () => {
    stubApi({ reviews: [review({})] });
    const { container } = renderPage(<InterviewerDashboardPage />, {
      path: paths.interviewerDashboard,
      auth: authValue('interviewer'),
    });
    await screen.findByRole('table', { name: 'Waiting for review' });
    await screen.findByRole('table', { name: 'Assessments' });
    // jsdom cannot compute colours; contrast is checked in the browser suite.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
