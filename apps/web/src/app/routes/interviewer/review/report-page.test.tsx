import type { CandidateReport, ReportLink } from '@assay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportPage } from '@/app/routes/interviewer/review/report-page';
import { SharedReportPage } from '@/app/routes/shared/shared-report-page';
import { paths } from '@/config/paths';
import { authValue } from '@/testing/auth-value';
import { jsonResponse } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';

function sampleReport(overrides: Partial<CandidateReport> = {}): CandidateReport {
  return {
    submission_id: 's1',
    task_id: 't1',
    assessment_id: 'a1',
    organization: 'Acme',
    title: 'FizzBuzz',
    candidate: { name: 'Cora Candidate', email: 'cora@example.test' },
    language: 'python',
    score: 70,
    passed: 3,
    total: 5,
    attempts: 2,
    status: 'decided',
    decision: 'advance',
    reviewer: 'Ivy',
    rubric: [
      { name: 'Correctness', weight: 2, score: 5, comment: 'Every case.' },
      { name: 'Clarity', weight: 1, score: 2, comment: '' },
    ],
    rubric_score: 80,
    summary: 'Strong on correctness.',
    started_at: '2026-11-20T08:55:00.000Z',
    submitted_at: '2026-11-20T10:00:00.000Z',
    time_taken_seconds: 3900,
    standing: { scored_candidates: 4, scored_below: 2, rank: 2, percentile: 67 },
    generated_at: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

function stubApi(answers: Record<string, (body: unknown) => Response>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const key = `${init?.method ?? 'GET'} ${url.pathname}`;
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ key, body });
      const answer = answers[key];
      return answer ? answer(body) : jsonResponse({ code: 'ROUTE_NOT_FOUND', message: `no route ${key}` }, 404);
    }),
  );
  return calls;
}

const LINK: ReportLink = {
  id: 'l1',
  url: 'http://localhost/shared/reports/l1.abc.sig',
  created_by: 'Ivy',
  created_at: '2026-11-21T10:00:00.000Z',
  expires_at: '2099-12-21T10:00:00.000Z',
  withdrawn_at: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('/interviewer/reviews/:submissionId/report', () => {
  it('shows the score against the other candidates, the rubric total, the decision and the time taken, and shares a link', async () => {
    let links: ReportLink[] = [];
    const calls = stubApi({
      'GET /api/v1/evaluation/submissions/s1/report': () => jsonResponse(sampleReport()),
      'GET /api/v1/evaluation/submissions/s1/report/links': () => jsonResponse({ links }),
      'POST /api/v1/evaluation/submissions/s1/report/links': () => {
        links = [LINK];
        return jsonResponse(LINK, 201);
      },
    });
    const { user } = renderPage(<ReportPage />, {
      path: paths.interviewerReport,
      entry: '/interviewer/reviews/s1/report',
      auth: authValue('interviewer'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidate report' })).toBeInTheDocument();
    const report = await screen.findByRole('article', { name: 'Candidate report of Cora Candidate' });
    const value = (term: string) => within(report).getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(value('Score')).toHaveTextContent('70 / 100');
    expect(value('Against the other candidates')).toHaveTextContent(
      '67th percentile: scored higher than 2 of 3 other candidates (rank 2 of 4).',
    );
    expect(value('Rubric total')).toHaveTextContent('80 / 100');
    expect(value('Decision')).toHaveTextContent('Advance');
    expect(value('Time taken')).toHaveTextContent('1 h 5 min');
    expect(screen.getByRole('link', { name: 'Back to the review' })).toHaveAttribute('href', '/interviewer/reviews/s1');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Link expires after'), '30 days');
    await user.click(screen.getByRole('button', { name: 'Create share link' }));
    expect(await screen.findByLabelText('Share link')).toHaveValue(LINK.url);
    expect(calls.find((call) => call.key.startsWith('POST'))?.body).toEqual({ expires_in_days: 30 });
    const listed = await screen.findByRole('list', { name: 'Share links' });
    expect(within(listed).getByText('Active')).toBeInTheDocument();
  });

  it('withdraws a share link after confirming', async () => {
    let links: ReportLink[] = [LINK];
    const calls = stubApi({
      'GET /api/v1/evaluation/submissions/s1/report': () => jsonResponse(sampleReport()),
      'GET /api/v1/evaluation/submissions/s1/report/links': () => jsonResponse({ links }),
      'DELETE /api/v1/evaluation/submissions/s1/report/links/l1': () => {
        links = [{ ...LINK, withdrawn_at: '2026-11-22T10:00:00.000Z' }];
        return jsonResponse({ links });
      },
    });
    const { user } = renderPage(<ReportPage />, {
      path: paths.interviewerReport,
      entry: '/interviewer/reviews/s1/report',
    });
    const listed = await screen.findByRole('list', { name: 'Share links' });
    await user.click(within(listed).getByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Withdraw this share link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw link' }));
    await waitFor(() => expect(within(listed).getByText('Withdrawn')).toBeInTheDocument());
    expect(within(listed).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.key)).toContain('DELETE /api/v1/evaluation/submissions/s1/report/links/l1');
  });

  it('says when the only scored candidate has nobody to compare with', async () => {
    stubApi({
      'GET /api/v1/evaluation/submissions/s1/report': () =>
        jsonResponse(sampleReport({ standing: { scored_candidates: 1, scored_below: 0, rank: 1, percentile: null } })),
      'GET /api/v1/evaluation/submissions/s1/report/links': () => jsonResponse({ links: [] }),
    });
    renderPage(<ReportPage />, { path: paths.interviewerReport, entry: '/interviewer/reviews/s1/report' });
    expect(
      await screen.findByText('The only scored candidate of this assessment so far: nobody to compare with yet.'),
    ).toBeInTheDocument();
  });
});

describe('/shared/reports/:token, signed out', () => {
  const open = () =>
    renderPage(<SharedReportPage />, { path: paths.sharedReport, entry: '/shared/reports/l1.abc.sig' });

  it('shows the report read-only with its PDF', async () => {
    const calls = stubApi({
      'GET /api/v1/shared/reports/l1.abc.sig': () =>
        jsonResponse({ report: sampleReport(), expires_at: '2099-12-21T10:00:00.000Z' }),
    });
    open();
    expect(await screen.findByRole('article', { name: 'Candidate report of Cora Candidate' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Candidate report' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/v1/shared/reports/l1.abc.sig/pdf',
    );
    expect(screen.queryByRole('button', { name: 'Create share link' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.key)).toEqual(['GET /api/v1/shared/reports/l1.abc.sig']);
  });

  it('says the link has expired, and does not ask again', async () => {
    const calls = stubApi({
      'GET /api/v1/shared/reports/l1.abc.sig': () =>
        jsonResponse({ statusCode: 410, code: 'REPORT_LINK_EXPIRED', message: 'This link has expired.' }, 410),
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'This link has expired' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Ask the person who sent it for a new link.');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('refuses a link that is not valid', async () => {
    stubApi({
      'GET /api/v1/shared/reports/l1.abc.sig': () =>
        jsonResponse({ statusCode: 404, code: 'REPORT_LINK_INVALID', message: 'This report link is not valid.' }, 404),
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not valid' })).toBeInTheDocument();
  });
});
