import type { EvaluationSummary } from '@assay/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReviewsPage } from '@/app/routes/interviewer/reviews-page';
import { paths } from '@/config/paths';
import { authValue } from '@/testing/auth-value';
import { jsonResponse } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';

const waiting: EvaluationSummary = {
  submission_id: 's1',
  task_id: 't1',
  assessment_id: 'as-1',
  title: 'FizzBuzz',
  difficulty: 'easy',
  candidate: { id: 'c1', name: 'Cora Candidate', email: 'candidate@demo.assay.dev' },
  language: 'python',
  score: 100,
  status: 'pending',
  reviewer: null,
  decision: null,
  rubric_score: null,
  submitted_at: '2026-11-21T10:00:00.000Z',
  decided_at: null,
};

/** The evaluation list, answering each status asked for; records the queries it was asked. */
function stubEvaluations() {
  const queries: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/v1/evaluation/submissions')
        return jsonResponse({ code: 'ROUTE_NOT_FOUND', message: `no route ${url.pathname}` }, 404);
      queries.push(url.searchParams);
      const status = url.searchParams.get('status');
      const submissions = status === null || status === 'pending' ? [waiting] : [];
      return jsonResponse({ submissions, total: submissions.length, page: 1, limit: 20 });
    }),
  );
  return queries;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/interviewer/reviews', () => {
  it('lists every final submission, filters by review state in the URL, and links each to its review', async () => {
    const queries = stubEvaluations();
    const { user, router } = renderPage(<ReviewsPage />, {
      path: paths.interviewerReviews,
      auth: authValue('interviewer'),
    });
    const link = await screen.findByRole('link', { name: 'FizzBuzz' });
    expect(link).toHaveAttribute('href', '/interviewer/reviews/s1');
    expect(queries.at(-1)?.get('status')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Decided' }));
    expect(router.state.location.search).toBe('?status=decided');
    expect(await screen.findByText('No submissions here')).toBeInTheDocument();
    expect(queries.at(-1)?.get('status')).toBe('decided');
    expect(screen.getByRole('button', { name: 'Decided' })).toHaveAttribute('aria-pressed', 'true');
  });
});
