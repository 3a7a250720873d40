import type { Assessment, AssessmentSubmissions } from '@assay/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InterviewerTasksPage } from '@/app/routes/interviewer/interviewer-tasks-page';
import { renderPage } from '@/testing/render-page';
import { paths } from '@/config/paths';
import { authValue } from '@/testing/auth-value';
import { jsonResponse } from '@/testing/fetch-stub';

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
  counts: { assigned: 1, in_progress: 0, submitted: 0, scored: 1, expired: 0 },
};

const review: AssessmentSubmissions = {
  tasks: [
    {
      task_id: 't1',
      candidate: { id: 'c1', name: 'Cora Candidate', email: 'candidate@demo.assay.dev' },
      status: 'scored',
      score: 60,
      due_at: null,
      submitted_at: '2026-11-21T10:00:00.000Z',
      submissions: [
        {
          id: 's1',
          kind: 'final',
          submitted_by: 'candidate',
          language: 'python',
          code: 'print(1)',
          status: 'scored',
          score: 60,
          compile_error: null,
          error: null,
          tests: [
            {
              id: 'big',
              name: 'up to 10 000',
              hidden: true,
              weight: 2,
              verdict: 'wrong_answer',
              time_ms: 30,
              memory_kb: 9000,
              exit_code: 0,
              stdout: '1\n',
              stderr: '',
            },
          ],
          created_at: '2026-11-21T10:00:00.000Z',
          scored_at: '2026-11-21T10:00:01.000Z',
        },
      ],
    },
  ],
};

function stubApi() {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const key = `${init?.method ?? 'GET'} ${url.pathname}`;
      calls.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (key === 'GET /api/v1/interviewer/tasks')
        return jsonResponse({ assessments: [assessment], total: 1, page: 1, limit: 20 });
      if (key === 'GET /api/v1/interviewer/tasks/as-1/submissions') return jsonResponse(review);
      if (key === 'POST /api/v1/interviewer/tasks/assign')
        return jsonResponse({
          assigned: [],
          invited: ['new@example.test'],
          skipped: [
            { candidate: 'nobody@example.test', reason: 'In your organization as interviewer, not as a candidate.' },
          ],
        });
      return jsonResponse({ code: 'ROUTE_NOT_FOUND', message: `no route ${url.pathname}` }, 404);
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/interviewer/tasks', () => {
  it('links each assessment to its analytics, and opens one to show each candidate, their score and every test of their submission, hidden ones too', async () => {
    stubApi();
    const { user, router } = renderPage(<InterviewerTasksPage />, {
      path: paths.interviewerTasks,
      auth: authValue('interviewer'),
    });
    expect(await screen.findByRole('link', { name: 'Analytics of FizzBuzz · v1' })).toHaveAttribute(
      'href',
      '/interviewer/tasks/as-1/analytics',
    );
    await user.click(screen.getByRole('button', { name: 'FizzBuzz · v1' }));
    expect(router.state.location.search).toBe('?assessment=as-1');
    const candidates = await screen.findByRole('list', { name: 'Candidates' });
    expect(within(candidates).getByText('Score 60 / 100')).toBeInTheDocument();
    expect(within(candidates).getByText('up to 10 000 (hidden)')).toBeInTheDocument();
  });

  it('says who could not be assigned and why', async () => {
    const calls = stubApi();
    const { user } = renderPage(<InterviewerTasksPage />, {
      path: paths.interviewerTasks,
      entry: '/interviewer/tasks?assessment=as-1',
      auth: authValue('interviewer'),
    });
    await user.type(await screen.findByLabelText("Candidates' emails"), 'nobody@example.test');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(
      await screen.findByText('nobody@example.test: In your organization as interviewer, not as a candidate.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Invited, and given the task on joining: new@example.test.')).toBeInTheDocument();
    expect(calls.find((call) => call.key === 'POST /api/v1/interviewer/tasks/assign')?.body).toMatchObject({
      assessment_id: 'as-1',
      candidate_emails: ['nobody@example.test'],
    });
  });
});
