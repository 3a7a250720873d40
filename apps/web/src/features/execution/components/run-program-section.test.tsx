import type { RunCodeResult } from '@assay/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LanguageStatus } from '@/features/execution/api/get-execution-status';
import { RunProgramSection } from '@/features/execution/components/run-program-section';
import { deferred, renderPage } from '@/testing/render-page';
import { authValue } from '@/testing/auth-value';
import { jsonResponse } from '@/testing/fetch-stub';

const RUN_PATH = '/api/v1/code-execution/run';

const languages: LanguageStatus[] = [
  {
    id: 'python',
    name: 'Python 3',
    version: '3.11.2',
    available: true,
    helloWorldMs: 40,
    helloWorldStatus: 'accepted',
  },
  {
    id: 'javascript',
    name: 'JavaScript (Node.js)',
    version: '20.19.0',
    available: true,
    helloWorldMs: 80,
    helloWorldStatus: 'accepted',
  },
  {
    id: 'typescript',
    name: 'TypeScript',
    version: '0.25.0',
    available: false,
    helloWorldMs: null,
    helloWorldStatus: null,
  },
];

function result(overrides: Partial<RunCodeResult> = {}): RunCodeResult {
  return { status: 'accepted', stdout: '', stderr: '', exitCode: 0, timeMs: 21, memoryKb: 9_216, ...overrides };
}

/** Answers POST /code-execution/run with `answer`; records each body sent. */
function stubRun(answer: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path !== RUN_PATH || init?.method !== 'POST')
        return jsonResponse({ code: 'ROUTE_NOT_FOUND', message: `no route ${path}` }, 404);
      bodies.push(JSON.parse(String(init.body)));
      return answer();
    }),
  );
  return bodies;
}

const open = (list = languages) =>
  renderPage(<RunProgramSection languages={list} />, { path: '/api-status', auth: authValue('candidate') });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Run a program', () => {
  it("offers only the available languages and starts from the first one's hello world", () => {
    open();
    const select = screen.getByLabelText('Language');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Python 3 3.11.2', 'JavaScript (Node.js) 20.19.0']);
    expect(screen.getByLabelText('Code')).toHaveValue('print("Hello, world!")');
  });

  it('swaps the sample when the language changes, but never code the user wrote', async () => {
    const { user } = open();
    await user.selectOptions(screen.getByLabelText('Language'), 'javascript');
    expect(screen.getByLabelText('Code')).toHaveValue('console.log("Hello, world!");');
    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), 'let mine = 1;');
    await user.selectOptions(screen.getByLabelText('Language'), 'python');
    expect(screen.getByLabelText('Code')).toHaveValue('let mine = 1;');
  });

  it('runs the code with its input and shows the verdict, exit code, time, memory and both streams', async () => {
    const pending = deferred<Response>();
    const bodies = stubRun(() => pending.promise);
    const { user } = open();
    await user.type(screen.getByLabelText('Standard input (optional)'), '7');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByRole('button', { name: /Running/ })).toBeDisabled();
    expect(bodies).toEqual([{ language: 'python', code: 'print("Hello, world!")', stdin: '7' }]);

    pending.resolve(
      jsonResponse(
        result({ status: 'runtime_error', exitCode: 1, stdout: 'partial\n', stderr: 'Traceback…\nValueError\n' }),
      ),
    );
    expect(await screen.findByText('Runtime error')).toBeInTheDocument();
    expect(screen.getByText('Exit code 1')).toBeInTheDocument();
    expect(screen.getByText('21 ms CPU')).toBeInTheDocument();
    expect(screen.getByText('9 MB peak memory')).toBeInTheDocument();
    expect(screen.getByLabelText('Standard output')).toHaveTextContent('partial');
    expect(screen.getByLabelText('Standard error')).toHaveTextContent('ValueError');
  });

  it('shows whatever the program printed as text, never as markup', async () => {
    const printed = '<img src=x onerror="window.pwned=1"><b>bold</b> \\x1b[31mred\\x1b[0m \\x00 \uFFFD';
    stubRun(() => jsonResponse(result({ stdout: printed })));
    const { user, container } = open();
    await user.click(screen.getByRole('button', { name: 'Run' }));
    const stdout = await screen.findByLabelText('Standard output');
    expect(stdout.textContent).toBe(printed);
    expect(container.querySelector('img, b')).toBeNull();
  });

  it('runs with Ctrl+Enter from the code, and says why a run was refused', async () => {
    stubRun(() => jsonResponse({ code: 'PAYLOAD_TOO_LARGE', message: 'The source is larger than 64 KB.' }, 413));
    const { user } = open();
    await user.click(screen.getByLabelText('Code'));
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The source is larger than 64 KB.');
  });

  it('says so when no language can run', () => {
    open(languages.map((language) => ({ ...language, available: false })));
    expect(screen.getByText('No language can run right now; the checks above say why.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run' })).toBeNull();
  });
});
