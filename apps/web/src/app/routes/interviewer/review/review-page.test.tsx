import type { EvaluationDetail } from '@assay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReviewPage } from '@/app/routes/interviewer/review/review-page';
import { renderPage } from '@/testing/render-page';
import { paths } from '@/config/paths';
import { authValue } from '@/testing/auth-value';
import { jsonResponse } from '@/testing/fetch-stub';
import { toast } from '@/lib/toast';

const CODE = 'n = int(input())\nfor i in range(1, n + 1):\n    print(i)';

function detail(overrides: Partial<EvaluationDetail> = {}): EvaluationDetail {
  return {
    submission_id: 's1',
    task_id: 't1',
    assessment_id: 'a1',
    title: 'FizzBuzz',
    difficulty: 'easy',
    candidate: { id: 'c1', name: 'Cora Candidate', email: 'cora@example.test' },
    language: 'python',
    score: 60,
    status: 'pending',
    reviewer: null,
    decision: null,
    rubric_score: null,
    submitted_at: '2026-11-24T10:00:00.000Z',
    decided_at: null,
    instructions: '',
    statement: 'Print FizzBuzz.',
    starter_code: 'n = int(input())\n',
    submission: {
      id: 's1',
      kind: 'final',
      submitted_by: 'candidate',
      language: 'python',
      code: CODE,
      status: 'scored',
      score: 60,
      compile_error: null,
      error: null,
      tests: [
        {
          id: 'five',
          name: 'up to 5',
          hidden: false,
          weight: 1,
          verdict: 'accepted',
          time_ms: 12,
          memory_kb: 900,
          exit_code: 0,
          stdout: '',
          stderr: '',
        },
        {
          id: 'big',
          name: 'up to 10 000',
          hidden: true,
          weight: 2,
          verdict: 'wrong_answer',
          time_ms: 30,
          memory_kb: 900,
          exit_code: 0,
          stdout: '',
          stderr: '',
        },
      ],
      created_at: '2026-11-24T10:00:00.000Z',
      scored_at: '2026-11-24T10:00:02.000Z',
    },
    score_history: [{ score: 60, trigger: 'submitted', created_at: '2026-11-24T10:00:02.000Z' }],
    quality: null,
    rubric: [
      { name: 'Correctness', description: 'Every case.', weight: 2 },
      { name: 'Clarity', description: '', weight: 1 },
    ],
    rubric_scores: [],
    summary: '',
    feedback: '',
    comments: [],
    started_at: null,
    released_at: null,
    can_edit: false,
    ...overrides,
  };
}

const held = (overrides: Partial<EvaluationDetail> = {}) =>
  detail({
    status: 'in_review',
    can_edit: true,
    reviewer: { id: 'u1', name: 'Ivy', email: 'ivy@example.test' },
    started_at: '2026-11-24T11:00:00.000Z',
    ...overrides,
  });

function stubApi(answers: Record<string, (body: unknown) => EvaluationDetail | Response>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const key = `${init?.method ?? 'GET'} ${url.pathname}`;
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ key, body });
      const answer = answers[key];
      if (!answer) return jsonResponse({ code: 'ROUTE_NOT_FOUND', message: `no route ${key}` }, 404);
      const answered = answer(body);
      return answered instanceof Response
        ? answered
        : jsonResponse(answered, key.includes('/comments') && key.startsWith('POST') ? 201 : 200);
    }),
  );
  return calls;
}

const open = () =>
  renderPage(<ReviewPage />, {
    path: paths.interviewerReview,
    entry: '/interviewer/reviews/s1',
    auth: authValue('interviewer'),
  });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/interviewer/reviews/:submissionId', () => {
  it("runs the task's tests again on the bare host, and says so when that fails (SPEC.md §8)", async () => {
    const failed = vi.spyOn(toast, 'error');
    const calls = stubApi({
      'GET /api/v1/evaluation/submissions/s1': () => detail(),
      'POST /tasks/t1/evaluate': () =>
        new Response(JSON.stringify({ code: 'SERVICE_UNAVAILABLE', message: 'No runner.' }), {
          status: 503,
          statusText: 'Service Unavailable',
          headers: { 'Content-Type': 'application/json' },
        }),
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Run the tests again' }));
    await waitFor(() => expect(failed).toHaveBeenCalledWith('Failed to evaluate task: Service Unavailable'));
    expect(calls.map((call) => call.key)).toContain('POST /tasks/t1/evaluate');
  });

  it('shows the code, every test with hidden ones marked, and starts the review', async () => {
    const quality = { lines_of_code: 3, max_complexity: 2, lint_findings: null, time_vs_reference: 1.4 };
    const calls = stubApi({
      'GET /api/v1/evaluation/submissions/s1': () => detail({ quality }),
      'POST /api/v1/evaluation/submissions/s1/start': () => held({ quality }),
    });
    const { user } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Review: FizzBuzz' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cora Candidate' })).toHaveAttribute('href', '/candidates/c1');
    const code = screen.getByRole('list', { name: 'Submitted code' });
    expect(within(code).getAllByRole('listitem')).toHaveLength(3);
    const tests = screen.getByRole('table', { name: 'Test results' });
    expect(within(tests).getByText('hidden')).toBeInTheDocument();
    expect(within(tests).getByText('Wrong answer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Comment on line 1' })).not.toBeInTheDocument();
    expect(screen.getByText('Lines of code').nextElementSibling).toHaveTextContent('3');
    expect(screen.getByText('Lint findings').nextElementSibling).toHaveTextContent('Not linted in this language');
    expect(screen.getByText('Time against the reference').nextElementSibling).toHaveTextContent('1.4×');

    await user.click(screen.getByRole('button', { name: 'Changes from the starter' }));
    const diff = screen.getByLabelText('Changes from the starter code');
    expect(within(diff).getAllByText(/added:/)).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Start review' }));
    expect(await screen.findByRole('heading', { name: 'Rubric' })).toBeInTheDocument();
    expect(calls.map((call) => call.key)).toContain('POST /api/v1/evaluation/submissions/s1/start');
  });

  it('comments on a line, saves the rubric, records the decision and releases feedback after confirming', async () => {
    let current = held();
    const calls = stubApi({
      'GET /api/v1/evaluation/submissions/s1': () => current,
      'POST /api/v1/evaluation/submissions/s1/comments': (body) =>
        (current = held({
          comments: [
            {
              id: 'k1',
              line: (body as { line: number }).line,
              body: (body as { body: string }).body,
              author: { id: 'u1', name: 'Ivy', email: 'ivy@example.test' },
              created_at: '2026-11-24T11:05:00.000Z',
            },
          ],
        })),
      'PUT /api/v1/evaluation/submissions/s1/review': (body) =>
        (current = { ...current, rubric_scores: (body as EvaluationDetail).rubric_scores, rubric_score: 87 }),
      'POST /api/v1/evaluation/submissions/s1/decision': () =>
        (current = { ...current, decision: 'advance', status: 'decided' }),
      'POST /api/v1/evaluation/submissions/s1/release': (body) =>
        (current = {
          ...current,
          status: 'released',
          can_edit: false,
          feedback: (body as { feedback: string }).feedback,
        }),
    });
    const { user } = open();

    await user.click(await screen.findByRole('button', { name: 'Comment on line 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Comment on line 2' }), 'Loop bound is off.');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText(/Loop bound is off\./)).toHaveTextContent('Ivy on line 2: Loop bound is off.');
    expect(calls.find((call) => call.key.endsWith('/comments'))?.body).toEqual({ line: 2, body: 'Loop bound is off.' });

    expect(screen.getByRole('button', { name: 'Release feedback' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Correctness score'), '5');
    await user.selectOptions(screen.getByLabelText('Clarity score'), '3');
    await user.type(screen.getByLabelText('Clarity comment'), 'Name the rule.');
    await user.click(screen.getByRole('button', { name: 'Save scores' }));
    expect(await screen.findByText('Rubric score 87 / 100')).toBeInTheDocument();
    expect(calls.find((call) => call.key.endsWith('/review'))?.body).toEqual({
      rubric_scores: [
        { criterion: 0, score: 5, comment: '' },
        { criterion: 1, score: 3, comment: 'Name the rule.' },
      ],
      summary: '',
    });

    await user.click(screen.getByRole('radio', { name: 'Advance' }));
    await user.click(screen.getByRole('button', { name: 'Record decision' }));
    await waitFor(() =>
      expect(calls.find((call) => call.key.endsWith('/decision'))?.body).toEqual({ decision: 'advance' }),
    );

    await user.type(screen.getByLabelText('Feedback for the candidate'), 'Clear and correct.');
    await user.click(screen.getByRole('button', { name: 'Release feedback' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Release feedback to Cora Candidate?' });
    await user.click(within(dialog).getByRole('button', { name: 'Release feedback' }));
    expect(await screen.findByText('Feedback released to the candidate')).toBeInTheDocument();
    expect(calls.find((call) => call.key.endsWith('/release'))?.body).toEqual({ feedback: 'Clear and correct.' });
    expect(screen.queryByRole('button', { name: 'Comment on line 1' })).not.toBeInTheDocument();
  }, 20_000);
});
