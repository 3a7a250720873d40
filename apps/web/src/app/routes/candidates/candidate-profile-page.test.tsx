import type { EvaluationSummary, StaffTask } from '@assay/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CandidateProfilePage } from '@/app/routes/candidates/candidate-profile-page';
import { renderPage } from '@/testing/render-page';
import { paths } from '@/config/paths';
import { authValue } from '@/testing/auth-value';
import { jsonResponse } from '@/testing/fetch-stub';

const cora = { id: 'c1', name: 'Cora Candidate', email: 'cora@example.test' };
const task: StaffTask = {
  id: 't1',
  title: 'FizzBuzz',
  difficulty: 'easy',
  status: 'scored',
  score: 80,
  candidate: cora,
  organization: { id: 'o1', name: 'Acme' },
  assessment_id: 'a1',
  origin_task_id: null,
  template_id: 'platform-fizzbuzz',
  template_version: 1,
  assigned_by: 'u1',
  assigned_at: '2026-11-20T10:00:00.000Z',
  due_at: null,
  duration_minutes: null,
  started_at: '2026-11-20T11:00:00.000Z',
  submitted_at: '2026-11-20T12:00:00.000Z',
};
const review: EvaluationSummary = {
  submission_id: 's1',
  task_id: 't1',
  assessment_id: 'a1',
  title: 'FizzBuzz',
  difficulty: 'easy',
  candidate: cora,
  language: 'python',
  score: 80,
  status: 'released',
  reviewer: { id: 'u1', name: 'Ivy', email: 'ivy@example.test' },
  decision: 'hold',
  rubric_score: 60,
  submitted_at: '2026-11-20T12:00:00.000Z',
  decided_at: '2026-11-21T12:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('/candidates/:candidateId', () => {
  it("lists the candidate's tasks and their reviewed submissions, asking only for theirs", async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        const url = new URL(String(input), 'http://localhost');
        asked.push(`${url.pathname}${url.search}`);
        if (url.pathname === '/api/v1/tasks') return jsonResponse({ tasks: [task], total: 1, page: 1, limit: 100 });
        if (url.pathname === '/api/v1/evaluation/submissions')
          return jsonResponse({ submissions: [review], total: 1, page: 1, limit: 100 });
        return jsonResponse({ code: 'ROUTE_NOT_FOUND', message: 'no route' }, 404);
      }),
    );
    renderPage(<CandidateProfilePage />, {
      path: paths.candidateProfile,
      entry: '/candidates/c1',
      auth: authValue('interviewer'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cora Candidate' })).toBeInTheDocument();
    const tasks = screen.getByRole('table', { name: 'Tasks' });
    expect(within(tasks).getByText('80 / 100')).toBeInTheDocument();
    const reviews = await screen.findByRole('table', { name: 'Submissions and reviews' });
    expect(within(reviews).getByRole('link', { name: 'FizzBuzz' })).toHaveAttribute('href', '/interviewer/reviews/s1');
    expect(within(reviews).getByText('Feedback released')).toBeInTheDocument();
    expect(within(reviews).getByText('Hold')).toBeInTheDocument();
    expect(asked).toEqual(expect.arrayContaining([expect.stringContaining('candidate_id=c1')]));
    expect(
      asked
        .filter((url) => url.startsWith('/api/v1/evaluation/submissions'))
        .every((url) => url.includes('candidate_id=c1')),
    ).toBe(true);
  });
});
