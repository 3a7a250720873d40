import type { CandidateSubmission } from '@assay/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubmissionHistory } from '@/features/submissions/components/submission-history';
import { renderPage } from '@/testing/render-page';
import { authValue } from '@/testing/auth-value';
import { jsonResponse } from '@/testing/fetch-stub';

const scored: CandidateSubmission = {
  id: 's1',
  task_id: 't1',
  kind: 'attempt',
  submitted_by: 'candidate',
  language: 'python',
  code: 'print(1)',
  code_sha256: '9ab5e1ff1bd8d3ef7a2ec5bd3a7ac0fb1bfc8e1a4c1b0b7f2a3b6f0d2a86a4de',
  status: 'scored',
  score: 60,
  passed: 3,
  total: 5,
  compile_error: null,
  error: null,
  tests: [
    {
      id: 'five',
      name: 'up to 5',
      hidden: false,
      verdict: 'accepted',
      input: '5\n',
      expected_output: '1\n2\nFizz\n4\nBuzz\n',
      actual_output: '1\n2\nFizz\n4\nBuzz\n',
      stderr: '',
      time_ms: 12,
      memory_kb: 9_000,
    },
    {
      id: 'fifteen',
      name: 'up to 15',
      hidden: false,
      verdict: 'wrong_answer',
      input: '15\n',
      expected_output: 'FizzBuzz',
      actual_output: '15',
      stderr: '',
      time_ms: 13,
      memory_kb: 9_100,
    },
  ],
  hidden: { passed: 1, total: 3, verdict: 'time_limit', time: 'over', memory: 'within_limit' },
  created_at: new Date().toISOString(),
  scored_at: new Date().toISOString(),
};

function stubSubmissions(submissions: CandidateSubmission[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) =>
      new URL(String(input), 'http://localhost').pathname === '/api/v1/candidate/tasks/t1/submissions'
        ? jsonResponse({ submissions })
        : jsonResponse({ code: 'ROUTE_NOT_FOUND', message: 'no route' }, 404),
    ),
  );
}

const render = () =>
  renderPage(<SubmissionHistory taskId="t1" />, {
    path: '/tasks/:taskId',
    entry: '/tasks/t1',
    auth: authValue('candidate'),
  });

afterEach(() => vi.unstubAllGlobals());

describe('the submission history', () => {
  it('shows each visible test by name, and the hidden tests only as a pass count, one verdict and limits', async () => {
    stubSubmissions([scored]);
    render();
    const verdicts = await screen.findByRole('list', { name: 'Verdicts' });
    expect(
      within(verdicts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'up to 5: Accepted',
      'up to 15: Wrong answer',
      '1 of 3 hidden tests passed',
      'Hidden tests: Time limit exceeded',
      'Time: over the limit',
      'Memory: within the limit',
    ]);
    expect(screen.getByText('Score 60 / 100')).toBeInTheDocument();
  });

  it('says when every hidden test passed, in the singular for one', async () => {
    stubSubmissions([
      {
        ...scored,
        score: 100,
        hidden: { passed: 1, total: 1, verdict: 'accepted', time: 'within_limit', memory: 'within_limit' },
      },
    ]);
    render();
    const verdicts = await screen.findByRole('list', { name: 'Verdicts' });
    expect(verdicts).toHaveTextContent('1 of 1 hidden test passed');
    expect(verdicts).toHaveTextContent('Hidden tests: Accepted');
    expect(verdicts).toHaveTextContent('Time: within the limit');
  });

  it('shows no verdicts while a submission is being judged', async () => {
    stubSubmissions([{ ...scored, status: 'queued', score: null, passed: null, tests: [], hidden: null }]);
    render();
    expect(await screen.findByText('Queued')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Verdicts' })).not.toBeInTheDocument();
  });

  it('every attempt can show its code', async () => {
    stubSubmissions([scored, { ...scored, id: 's0', code: 'print(0) # the first try' }]);
    const { user } = render();
    const toggles = await screen.findAllByText('Show the code');
    expect(toggles).toHaveLength(2);
    await user.click(toggles[1]!);
    expect(screen.getAllByLabelText('Code of this attempt')[1]).toHaveTextContent('print(0) # the first try');
  });
});
