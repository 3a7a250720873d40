import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TaskFeedback } from '@/features/evaluation/components/task-feedback';
import { renderPage } from '@/testing/render-page';
import { authValue } from '@/testing/auth-value';
import { jsonResponse } from '@/testing/fetch-stub';

function stubFeedback(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) =>
      new URL(String(input), 'http://localhost').pathname === '/api/v1/candidate/tasks/t1/feedback'
        ? jsonResponse(body)
        : jsonResponse({ code: 'ROUTE_NOT_FOUND', message: 'no route' }, 404),
    ),
  );
}

const render = () =>
  renderPage(<TaskFeedback taskId="t1" />, {
    path: '/tasks/:taskId',
    entry: '/tasks/t1',
    auth: authValue('candidate'),
  });

afterEach(() => vi.unstubAllGlobals());

describe('released feedback on the task page', () => {
  it('shows the message, the rubric and each line comment beside its line', async () => {
    stubFeedback({
      feedback: {
        message: 'Clear and correct.',
        rubric: [
          { name: 'Correctness', weight: 2, score: 5, comment: 'Every case.' },
          { name: 'Clarity', weight: 1, score: 3, comment: '' },
        ],
        rubric_score: 87,
        comments: [{ line: 2, body: 'Name the rule.' }],
        code: 'n = int(input())\nfor i in range(n):\n    print(i)',
        language: 'python',
        released_at: new Date().toISOString(),
      },
    });
    render();
    const section = await screen.findByRole('region', { name: 'Feedback from your reviewer' });
    expect(section).toHaveTextContent('Clear and correct.');
    expect(section).toHaveTextContent('Rubric: 87 / 100');
    expect(section).toHaveTextContent('Correctness: 5 of 5 — Every case.');
    expect(section).toHaveTextContent('Line 2for i in range(n):Name the rule.');
  });

  it('shows nothing before feedback is released', async () => {
    stubFeedback({ feedback: null });
    const { container } = render();
    // Once the answer is in (and a moment to render it), there is still nothing to show.
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Feedback from your reviewer' })).not.toBeInTheDocument();
    expect(container.textContent).toBe('');
  });
});
