import type { ReviewerSubmission } from '@assay/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AttemptHistory } from '@/features/evaluation/components/attempt-history';
import { jsonResponse } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';

function attempt(id: string, kind: 'attempt' | 'final', code: string, score: number, passed: boolean) {
  return {
    id,
    kind,
    submitted_by: 'candidate',
    language: 'python',
    code,
    status: 'scored',
    score,
    compile_error: null,
    error: null,
    tests: [
      {
        id: 'one',
        name: 'one',
        hidden: false,
        weight: 1,
        verdict: 'accepted',
        time_ms: 3,
        memory_kb: 100,
        exit_code: 0,
        stdout: '',
        stderr: '',
      },
      {
        id: 'big',
        name: 'big',
        hidden: true,
        weight: 1,
        verdict: passed ? 'accepted' : 'wrong_answer',
        time_ms: 3,
        memory_kb: 100,
        exit_code: 0,
        stdout: '',
        stderr: '',
      },
    ],
    created_at: '2026-11-24T10:00:00.000Z',
    scored_at: '2026-11-24T10:00:01.000Z',
  } satisfies ReviewerSubmission;
}

const ATTEMPTS = [
  attempt('a1', 'attempt', 'n = int(input())\nprint(n)\n', 50, false),
  attempt('a2', 'attempt', 'n = int(input())\nprint(n * 2)\n', 50, false),
  attempt('f', 'final', 'n = int(input())\nfor i in range(n):\n    print(i)\n', 100, true),
];

afterEach(() => vi.unstubAllGlobals());

describe('the attempt history on the review page', () => {
  it('lists every attempt with its score and tests, shows one’s code, and diffs any two, marking lines in words', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ attempts: ATTEMPTS }));
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderPage(<AttemptHistory submissionId="s1" />, { path: '/review' });

    const table = await screen.findByRole('table', { name: 'Attempt history' });
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/v1/evaluation/submissions/s1/attempts');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Attempt 1',
      'Attempt 2',
      'Final submission',
    ]);
    expect(within(rows[0]!).getByText('1 of 2')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('100 / 100')).toBeInTheDocument();
    expect(screen.getByText('2 attempts before the final submission.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show code of Attempt 2' }));
    expect(screen.getByLabelText('Code of Attempt 2')).toHaveTextContent('print(n * 2)');
    expect(
      within(screen.getByRole('list', { name: 'Test results of Attempt 2' })).getByText('big (hidden): Wrong answer'),
    ).toBeInTheDocument();

    // By default the last attempt against the final submission, as a unified diff.
    const diff = screen.getByLabelText('Changes from Attempt 2 to Final submission');
    expect(diff).toHaveTextContent('--- Attempt 2');
    expect(diff).toHaveTextContent('@@ -1,2 +1,3 @@');
    expect(within(diff).getAllByText(/^removed:/)).toHaveLength(1);
    expect(within(diff).getAllByText(/^added:/)).toHaveLength(2);
    expect(screen.getByText('2 lines added, 1 removed, from Attempt 2 to Final submission.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Compare'), 'Attempt 1');
    await user.selectOptions(screen.getByLabelText('with'), 'Attempt 2');
    const changed = screen.getByLabelText('Changes from Attempt 1 to Attempt 2');
    expect(changed).toHaveTextContent('removed: print(n)');
    expect(changed).toHaveTextContent('added: print(n * 2)');

    await user.selectOptions(screen.getByLabelText('with'), 'Attempt 1');
    expect(screen.getByText('The two are the same.')).toBeInTheDocument();
  });

  it('says when the final submission came without attempts', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse({ attempts: [ATTEMPTS[2]] })),
    );
    renderPage(<AttemptHistory submissionId="s1" />, { path: '/review' });
    expect(await screen.findByText('No attempts before the final submission.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Compare')).not.toBeInTheDocument();
  });
});
