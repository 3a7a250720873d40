import type { TestRunResult } from '@assay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CandidateDashboardPage } from '@/app/routes/candidate/dashboard/candidate-dashboard-page';
import { NO_ORGANIZATION_WELCOME } from '@/features/tasks/components/task-list-messages';
import { TaskPage } from '@/app/routes/candidate/task/task-page';
import { renderPage } from '@/testing/render-page';
import { paths } from '@/config/paths';
import { authValue } from '@/testing/auth-value';
import { sampleCandidateTask } from '@/testing/candidate-task';
import { jsonResponse, stubApiRoutes } from '@/testing/fetch-stub';

const task = sampleCandidateTask;

const failing: TestRunResult = {
  passed: 0,
  total: 1,
  compile_error: null,
  tests: [
    {
      id: 'five',
      name: 'up to 5',
      verdict: 'wrong_answer',
      input: '5\n',
      expected_output: '1\n2\nFizz\n4\nBuzz\n',
      actual_output: '1\n2\n3\n4\n5\n',
      stderr: '',
      time_ms: 20,
      memory_kb: 9000,
    },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

const summary = {
  id: 'task-1',
  kind: 'assigned' as const,
  title: 'FizzBuzz',
  difficulty: 'easy' as const,
  tags: ['loops'],
  languages: ['python' as const],
  estimated_minutes: 15,
  status: 'in_progress' as const,
  due_at: null,
  duration_minutes: null,
  assigned_at: '2026-01-01T00:00:00.000Z',
  score: null,
};
const publicTask = {
  id: 'platform-two-sum',
  title: 'Two Sum',
  difficulty: 'medium' as const,
  tags: ['hashing'],
  languages: ['python' as const],
  estimated_minutes: 20,
  tests: 5,
  version: 1,
};
const stats = {
  assigned: 0,
  in_progress: 1,
  completed: 2,
  expired: 0,
  practice_solved: 1,
  average_score: 87.5,
  submissions: 9,
};
const dashboardOf = (overrides: Record<string, unknown> = {}) => ({
  has_organization: true,
  assigned: [],
  in_progress: [summary],
  completed: [],
  practice: [],
  recommended: [publicTask],
  stats,
  ...overrides,
});

describe('the candidate dashboard', () => {
  it('shows the figures, the task left off, the assigned tasks and what to practise next', async () => {
    const calls = stubApiRoutes({
      'GET /api/v1/candidate/dashboard': () => jsonResponse(dashboardOf()),
      'GET /api/v1/candidate/tasks': () => jsonResponse({ tasks: [task], total: 1, page: 1, limit: 20 }),
      'POST /api/v1/public/tasks': () =>
        jsonResponse({ ...summary, id: 'practice-1', kind: 'practice', title: 'Two Sum' }, 201),
    });
    const { user } = renderPage(<CandidateDashboardPage />, {
      path: paths.candidateDashboard,
      auth: authValue('candidate'),
    });
    const row = await screen.findByRole('row', { name: /FizzBuzz/ });
    expect(within(row).getByRole('link', { name: 'FizzBuzz' })).toHaveAttribute('href', '/tasks/task-1');
    expect(row).toHaveTextContent('In progress');
    expect(screen.getByText('87.5 / 100')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Continue where you left off' })).getByRole('link', {
        name: 'FizzBuzz',
      }),
    ).toHaveAttribute('href', '/tasks/task-1');

    await user.click(
      within(screen.getByRole('list', { name: 'Recommended practice' })).getByRole('button', {
        name: 'Practise Two Sum',
      }),
    );
    await waitFor(() =>
      expect(calls.find((call) => call.key === 'POST /api/v1/public/tasks')?.body).toEqual({
        template_id: 'platform-two-sum',
      }),
    );
  });

  it('welcomes a candidate without an organization in the words of SPEC.md, then shows practice and the catalogue', async () => {
    stubApiRoutes({
      'GET /api/v1/candidate/dashboard': () =>
        jsonResponse(
          dashboardOf({
            has_organization: false,
            in_progress: [],
            practice: [{ ...summary, id: 'practice-1', kind: 'practice' }],
            recommended: [],
          }),
        ),
      'GET /api/v1/candidate/tasks': () =>
        jsonResponse(
          { code: 'ORGANIZATION_REQUIRED', message: 'You must belong to an organization to see assigned tasks.' },
          403,
        ),
      'GET /api/v1/candidate/practice': () =>
        jsonResponse({
          challenges: [
            {
              ...publicTask,
              category: 'hashing',
              status: 'attempted',
              best_score: 40,
              open_task_id: null,
              acceptance_rate: 62.5,
              scored_tasks: 8,
            },
          ],
          total: 1,
          page: 1,
          limit: 9,
        }),
    });
    renderPage(<CandidateDashboardPage />, { path: paths.candidateDashboard, auth: authValue('candidate') });
    expect(await screen.findByText(NO_ORGANIZATION_WELCOME)).toBeInTheDocument();
    expect(NO_ORGANIZATION_WELCOME).toBe(
      'Welcome to Assay! You can access practice challenges and public tasks. Organization-assigned tasks will be available once you join an organization.',
    );
    expect(
      within(screen.getByRole('table', { name: 'Your practice tasks' })).getByRole('link', { name: 'FizzBuzz' }),
    ).toHaveAttribute('href', '/tasks/practice-1');
    // The challenge library: the candidate's standing and everyone's acceptance rate on each card.
    const card = within(await screen.findByRole('list', { name: 'Challenge library' })).getByRole('listitem');
    expect(within(card).getByText('Attempted')).toBeInTheDocument();
    expect(within(card).getByText('40 / 100')).toBeInTheDocument();
    expect(within(card).getByText('62.5% of 8 scored')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Practise Two Sum' })).toBeInTheDocument();
    expect(screen.getByText('1 challenge')).toBeInTheDocument();
  });

  it('the assigned list still reads the no-organization error as the welcome', async () => {
    stubApiRoutes({
      'GET /api/v1/candidate/dashboard': () => jsonResponse({ code: 'SERVER', message: 'down' }, 500),
      'GET /api/v1/candidate/tasks': () =>
        jsonResponse(
          { code: 'ORGANIZATION_REQUIRED', message: 'You must belong to an organization to see assigned tasks.' },
          403,
        ),
    });
    renderPage(<CandidateDashboardPage />, { path: paths.candidateDashboard, auth: authValue('candidate') });
    expect(await screen.findByText(NO_ORGANIZATION_WELCOME)).toBeInTheDocument();
  });
});

describe('the task page', () => {
  it('shows the statement and examples, runs the visible tests and shows a diff of a failure', async () => {
    const calls = stubApiRoutes({
      'GET /api/v1/candidate/tasks/task-1': () => jsonResponse(task),
      'POST /api/v1/candidate/tasks/task-1/test': () => jsonResponse(failing),
      'GET /api/v1/candidate/tasks/task-1/submissions': () => jsonResponse({ submissions: [] }),
    });
    const { user } = renderPage(<TaskPage />, {
      path: paths.taskDetail,
      entry: '/tasks/task-1',
      auth: authValue('candidate'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'FizzBuzz' })).toBeInTheDocument();
    expect(screen.getByText('Take your time.')).toBeInTheDocument();
    expect(screen.getByText('2 hidden tests run when you submit; you see only how many passed.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Run examples' }));
    expect(await screen.findByRole('heading', { name: '0 of 1 examples passed' })).toBeInTheDocument();
    expect(calls.find((call) => call.key === 'POST /api/v1/candidate/tasks/task-1/test')?.body).toEqual({
      language: 'python',
      code: 'n = int(input())\n',
    });
    expect(screen.getByLabelText('Expected output')).toHaveTextContent('Fizz');
    expect(screen.getByLabelText('Your output')).toHaveTextContent('3');
  });

  it('shows a compile error once, above the results, not as a verdict of every test', async () => {
    const broken: TestRunResult = {
      passed: 0,
      total: 2,
      compile_error: "main.c:1:1: error: unknown type name 'intt'",
      tests: ['one', 'two'].map((id) => ({ ...failing.tests[0]!, id, name: `test ${id}`, verdict: 'compile_error' })),
    };
    stubApiRoutes({
      'GET /api/v1/candidate/tasks/task-1': () => jsonResponse(task),
      'POST /api/v1/candidate/tasks/task-1/test': () => jsonResponse(broken),
      'GET /api/v1/candidate/tasks/task-1/submissions': () => jsonResponse({ submissions: [] }),
    });
    const { user } = renderPage(<TaskPage />, {
      path: paths.taskDetail,
      entry: '/tasks/task-1',
      auth: authValue('candidate'),
    });
    await user.click(await screen.findByRole('button', { name: 'Run examples' }));
    expect(await screen.findByLabelText('Compiler output')).toHaveTextContent("unknown type name 'intt'");
    expect(screen.queryByRole('list', { name: 'Test results' })).toBeNull();
    expect(screen.queryByText('test one')).toBeNull();
  });

  it('states the limits with the statement, and a time-limit verdict names the limit', async () => {
    const slow: TestRunResult = { ...failing, tests: [{ ...failing.tests[0]!, verdict: 'time_limit', time_ms: 2100 }] };
    stubApiRoutes({
      'GET /api/v1/candidate/tasks/task-1': () => jsonResponse(task),
      'POST /api/v1/candidate/tasks/task-1/test': () => jsonResponse(slow),
      'GET /api/v1/candidate/tasks/task-1/submissions': () => jsonResponse({ submissions: [] }),
    });
    const { user } = renderPage(<TaskPage />, {
      path: paths.taskDetail,
      entry: '/tasks/task-1',
      auth: authValue('candidate'),
    });
    expect(
      await screen.findByText('Each test may use up to 2 s of CPU time and 256 MB of memory.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Run examples' }));
    expect(await screen.findByText('over the 2 s limit')).toBeInTheDocument();
  });

  it('asks before the final submit, then sends it', async () => {
    const calls = stubApiRoutes({
      'GET /api/v1/candidate/tasks/task-1': () => jsonResponse(task),
      'GET /api/v1/candidate/tasks/task-1/submissions': () => jsonResponse({ submissions: [] }),
      'POST /api/v1/candidate/tasks/task-1/submit': () =>
        jsonResponse(
          {
            id: 's1',
            task_id: 'task-1',
            kind: 'final',
            submitted_by: 'candidate',
            language: 'python',
            code: 'x',
            code_sha256: '2d711642b726b04401627ca9fbac32f5c8530fb1903cc4db02258717921a4881',
            status: 'queued',
            score: null,
            passed: null,
            total: 3,
            compile_error: null,
            error: null,
            tests: [],
            hidden: null,
            created_at: '2026-11-20T10:06:00.000Z',
            scored_at: null,
          },
          202,
        ),
    });
    const { user } = renderPage(<TaskPage />, {
      path: paths.taskDetail,
      entry: '/tasks/task-1',
      auth: authValue('candidate'),
    });
    await user.click(await screen.findByRole('button', { name: 'Submit final' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Submit your solution?' });
    expect(calls.some((call) => call.key.endsWith('/submit'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Submit final' }));
    await vi.waitFor(() =>
      expect(calls.some((call) => call.key === 'POST /api/v1/candidate/tasks/task-1/submit')).toBe(true),
    );
  });

  it('takes no more work on a scored task and shows its score', async () => {
    stubApiRoutes({
      'GET /api/v1/candidate/tasks/task-1': () => jsonResponse({ ...task, status: 'scored', score: 80 }),
      'GET /api/v1/candidate/tasks/task-1/submissions': () => jsonResponse({ submissions: [] }),
    });
    renderPage(<TaskPage />, { path: paths.taskDetail, entry: '/tasks/task-1', auth: authValue('candidate') });
    expect(await screen.findByText('Score 80 / 100')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Run examples' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit final' })).toBeDisabled();
  });

  it('opens the hints one at a time', async () => {
    stubApiRoutes({
      'GET /api/v1/candidate/tasks/task-1': () => jsonResponse(task),
      'GET /api/v1/candidate/tasks/task-1/submissions': () => jsonResponse({ submissions: [] }),
    });
    const { user } = renderPage(<TaskPage />, {
      path: paths.taskDetail,
      entry: '/tasks/task-1',
      auth: authValue('candidate'),
    });
    await user.click(await screen.findByRole('button', { name: 'Show hint 1 of 2' }));
    expect(screen.getByText('Check 15 first.')).toBeInTheDocument();
    expect(screen.queryByText('Use the remainder operator.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show hint 2 of 2' }));
    expect(screen.getByText('Use the remainder operator.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show hint/ })).toBeNull();
  });
});
