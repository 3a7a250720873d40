import type { CandidateSubmission } from '@assay/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubmittedCode } from '@/features/submissions/components/submitted-code';
import { authValue } from '@/testing/auth-value';
import { jsonResponse } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';

const final: CandidateSubmission = {
  id: 's2',
  task_id: 't1',
  kind: 'final',
  submitted_by: 'candidate',
  language: 'python',
  code: 'print("handed in")\n',
  code_sha256: 'a'.repeat(64),
  status: 'scored',
  score: 100,
  passed: 2,
  total: 2,
  compile_error: null,
  error: null,
  tests: [],
  hidden: null,
  created_at: '2026-11-20T10:06:00.000Z',
  scored_at: '2026-11-20T10:06:02.000Z',
};

function stubSubmissions(submissions: CandidateSubmission[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse({ submissions })),
  );
}

const render = () =>
  renderPage(<SubmittedCode taskId="t1" reviewed fallback={<p>the read-only editor</p>} />, {
    path: '/tasks/:taskId',
    entry: '/tasks/t1',
    auth: authValue('candidate'),
  });

afterEach(() => vi.unstubAllGlobals());

describe('the submitted code', () => {
  it('shows what happens next and a receipt: the time, the language and the SHA-256 of the code', async () => {
    stubSubmissions([final, { ...final, id: 's1', kind: 'attempt', code: 'print("an attempt")' }]);
    render();
    expect(await screen.findByRole('heading', { name: 'Submitted — what happens next' })).toBeInTheDocument();
    expect(screen.getByText(/The people reviewing this assessment read your code/)).toBeInTheDocument();
    expect(screen.getByText('a'.repeat(64))).toBeInTheDocument();
    expect(screen.getByText('Python 3')).toBeInTheDocument();
    expect(screen.getByText(new Date(final.created_at).toLocaleString())).toBeInTheDocument();
    expect(screen.queryByText('the read-only editor')).toBeNull();
  });

  it('a task that closed with nothing handed in shows its editor read-only instead', async () => {
    stubSubmissions([{ ...final, kind: 'attempt' }]);
    render();
    expect(await screen.findByText('the read-only editor')).toBeInTheDocument();
  });
});
