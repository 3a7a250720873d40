import { TELEMETRY_NOTICE, type CandidateTask } from '@assay/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TaskPage } from '@/app/routes/candidate/task/task-page';
import { paths } from '@/config/paths';
import { authValue } from '@/testing/auth-value';
import { sampleCandidateTask } from '@/testing/candidate-task';
import { jsonResponse, stubApiRoutes } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';

/** A timed assessment task nobody has started: no start, no deadline. */
const notStarted: CandidateTask = {
  ...sampleCandidateTask,
  status: 'assigned',
  started_at: null,
  deadline_at: null,
  duration_minutes: 45,
  instructions: 'Use the language you know best.',
};

afterEach(() => vi.unstubAllGlobals());

const open = () =>
  renderPage(<TaskPage />, { path: paths.taskDetail, entry: '/tasks/task-1', auth: authValue('candidate') });

describe('the start of an assessment', () => {
  it('opens on the instructions, and only Start starts the task and its clock', async () => {
    const calls = stubApiRoutes({
      'GET /api/v1/candidate/tasks/task-1': () => jsonResponse(notStarted),
      'GET /api/v1/candidate/tasks/task-1/submissions': () => jsonResponse({ submissions: [] }),
      'POST /api/v1/candidate/tasks/task-1/start': () =>
        jsonResponse({
          ...notStarted,
          status: 'in_progress',
          started_at: '2026-11-20T10:05:00.000Z',
          deadline_at: '2026-11-20T10:50:00.000Z',
        }),
    });
    const { user } = open();
    expect(await screen.findByText('Read this first: the clock starts only when you press Start.')).toBeInTheDocument();
    expect(screen.getByText(/^45 minutes, from when you press Start/)).toBeInTheDocument();
    expect(screen.getByText('Use the language you know best.')).toBeInTheDocument();
    expect(screen.getByText(/Nothing outside this page is recorded/)).toBeInTheDocument();
    // The editor's recording is said before Start, in the words the documentation uses.
    expect(screen.getByText(TELEMETRY_NOTICE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run examples' })).toBeNull();
    expect(calls.some((call) => call.key.endsWith('/start'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('button', { name: 'Run examples' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left' })).toBeInTheDocument();
    expect(calls.filter((call) => call.key === 'POST /api/v1/candidate/tasks/task-1/start')).toHaveLength(1);
  });

  it('a practice task opens straight on the workspace', async () => {
    stubApiRoutes({
      'GET /api/v1/candidate/tasks/task-1': () =>
        jsonResponse({ ...notStarted, kind: 'practice', duration_minutes: null, status: 'in_progress' }),
      'GET /api/v1/candidate/tasks/task-1/submissions': () => jsonResponse({ submissions: [] }),
    });
    const { user } = open();
    expect(await screen.findByRole('button', { name: 'Run examples' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
    // What the editor records is one click away beside it, not in the way.
    const notice = screen.getByText('This editor records how you work: what is recorded');
    expect(screen.getByText(TELEMETRY_NOTICE)).not.toBeVisible();
    await user.click(notice);
    expect(screen.getByText(TELEMETRY_NOTICE)).toBeVisible();
  });
});

describe('the custom-input console', () => {
  it("runs the code on the candidate's input and shows what it printed", async () => {
    const calls = stubApiRoutes({
      'GET /api/v1/candidate/tasks/task-1': () => jsonResponse(sampleCandidateTask),
      'GET /api/v1/candidate/tasks/task-1/submissions': () => jsonResponse({ submissions: [] }),
      'POST /api/v1/candidate/tasks/task-1/run': () =>
        jsonResponse({
          outcome: 'finished',
          output: '1\n2\nFizz\n',
          stderr: '',
          compile_error: null,
          time_ms: 21,
          memory_kb: 9_216,
        }),
    });
    const { user } = open();
    const input = await screen.findByLabelText('Your input');
    // It starts with the first example's input, ready to change.
    expect(input).toHaveValue('5\n');
    await user.clear(input);
    await user.type(input, '3');
    await user.click(screen.getByRole('button', { name: 'Run on my input' }));
    expect(await screen.findByLabelText('Output')).toHaveTextContent('1 2 Fizz');
    expect(screen.getByText('Finished')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((call) => call.key.endsWith('/run'))?.body).toEqual({
        language: 'python',
        code: 'n = int(input())\n',
        input: '3',
      }),
    );
  });
});
