import type { TelemetryBatch, TestRunResult } from '@assay/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TaskPage } from '@/app/routes/candidate/task/task-page';
import { paths } from '@/config/paths';
import { authValue } from '@/testing/auth-value';
import { sampleCandidateTask } from '@/testing/candidate-task';
import { fillCodeEditor } from '@/testing/code-editor';
import { jsonResponse, stubApiRoutes } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';

const TELEMETRY = 'POST /api/v1/behavior/tasks/task-1/telemetry';
const passing: TestRunResult = { passed: 1, total: 1, compile_error: null, tests: [] };

function routes(extra: Record<string, () => Response> = {}) {
  return stubApiRoutes({
    'GET /api/v1/candidate/tasks/task-1': () => jsonResponse(sampleCandidateTask),
    'GET /api/v1/candidate/tasks/task-1/submissions': () => jsonResponse({ submissions: [] }),
    'POST /api/v1/candidate/tasks/task-1/test': () => jsonResponse(passing),
    [TELEMETRY]: () => jsonResponse({ stored: true, capped: false }, 202),
    ...extra,
  });
}

const openTask = () =>
  renderPage(<TaskPage />, { path: paths.taskDetail, entry: '/tasks/task-1', auth: authValue('candidate') });

function hidePage() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  Reflect.deleteProperty(document, 'visibilityState');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the recording of an open task', { timeout: 20_000 }, () => {
  it('sends the first document, the edits, the run and its result at once, with keepalive, when the page is hidden', async () => {
    // The page has the focus as it opens (jsdom's document never has).
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    const calls = routes();
    const { user } = openTask();
    await fillCodeEditor('Python 3 code', 'print(1)\n');
    await user.click(screen.getByRole('button', { name: 'Run examples' }));
    await screen.findByRole('heading', { name: '1 of 1 examples passed' });
    hidePage();
    await vi.waitFor(() => expect(calls.some((call) => call.key === TELEMETRY)).toBe(true));
    const batch = calls.find((call) => call.key === TELEMETRY)!.body as TelemetryBatch;
    expect(batch.seq).toBe(0);
    expect(batch.events.map(({ t: _t, ...event }) => event)).toEqual([
      { type: 'snapshot', language: 'python', doc: 'n = int(input())\n' },
      { type: 'edit', language: 'python', changes: [[17, 'print(1)', '']] },
      { type: 'run', action: 'examples', language: 'python' },
      { type: 'result', action: 'examples', passed: 1, total: 1, compile_error: false },
      { type: 'blur' },
    ]);
    const init = vi.mocked(fetch).mock.calls.find(([url]) => String(url).endsWith('/telemetry'))?.[1];
    expect(init?.keepalive).toBe(true);
  });

  it('records a language switch with the document it shows, and the edits after it in that language', async () => {
    const twoLanguages = {
      ...sampleCandidateTask,
      languages: ['python', 'javascript'],
      content: {
        ...sampleCandidateTask.content,
        languages: [
          { language: 'python', starter_code: 'n = int(input())\n' },
          { language: 'javascript', starter_code: 'let n;\n' },
        ],
      },
    };
    const calls = routes({ 'GET /api/v1/candidate/tasks/task-1': () => jsonResponse(twoLanguages) });
    const { user } = openTask();
    await screen.findByLabelText('Python 3 code');
    await user.selectOptions(screen.getByLabelText('Language'), 'javascript');
    await fillCodeEditor('JavaScript (Node.js) code', 'let n = 1;\n');
    hidePage();
    await vi.waitFor(() => expect(calls.some((call) => call.key === TELEMETRY)).toBe(true));
    const events = (calls.find((call) => call.key === TELEMETRY)!.body as TelemetryBatch).events;
    expect(events.filter((event) => event.type !== 'blur').map(({ t: _t, ...event }) => event)).toEqual([
      { type: 'snapshot', language: 'python', doc: 'n = int(input())\n' },
      { type: 'language', from: 'python', to: 'javascript' },
      { type: 'snapshot', language: 'javascript', doc: 'let n;\n' },
      { type: 'edit', language: 'javascript', changes: [[7, 'let n = 1;', '']] },
    ]);
  });

  it('sends the recording before the final submission, which closes the task', async () => {
    const calls = routes({
      'POST /api/v1/candidate/tasks/task-1/submit': () => jsonResponse({ code: 'CONFLICT', message: 'Closed.' }, 409),
    });
    const { user } = openTask();
    await user.click(await screen.findByRole('button', { name: 'Submit final' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Submit your solution?' })).getByRole('button', {
        name: 'Submit final',
      }),
    );
    await vi.waitFor(() => expect(calls.some((call) => call.key.endsWith('/submit'))).toBe(true));
    const keys = calls.map((call) => call.key);
    expect(keys.indexOf(TELEMETRY)).toBeGreaterThan(-1);
    expect(keys.indexOf(TELEMETRY)).toBeLessThan(keys.indexOf('POST /api/v1/candidate/tasks/task-1/submit'));
    const events = (calls.find((call) => call.key === TELEMETRY)!.body as TelemetryBatch).events;
    expect(events.at(-1)).toMatchObject({ type: 'run', action: 'final', language: 'python' });
  });

  it('records nothing once the task is closed', async () => {
    const calls = routes({
      'GET /api/v1/candidate/tasks/task-1': () => jsonResponse({ ...sampleCandidateTask, status: 'submitted' }),
    });
    const view = openTask();
    expect(await screen.findByRole('heading', { level: 1, name: 'FizzBuzz' })).toBeInTheDocument();
    expect(screen.queryByText('This editor records how you work: what is recorded')).toBeNull();
    hidePage();
    view.unmount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.some((call) => call.key === TELEMETRY)).toBe(false);
  });
});
