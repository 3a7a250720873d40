import type { ExecutionStatus, RunnerInfo } from '@assay/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiStatusPage } from '@/app/routes/candidate/api-status';
import { deferred, renderPage } from '@/testing/render-page';
import { paths } from '@/config/paths';
import { authValue } from '@/testing/auth-value';
import { jsonResponse } from '@/testing/fetch-stub';

const STATUS_PATH = '/api/v1/code-execution/status';
const MINUTE = 60_000;

function runner(overrides: Partial<RunnerInfo> = {}): RunnerInfo {
  return {
    id: 'runner-a',
    host: 'exec-1.internal',
    isolation: 'slot-uids',
    sandbox: 'slot-hosts',
    cgroup: 'v2',
    slots: 4,
    busy: 1,
    problem: null,
    ...overrides,
  };
}

function healthyStatus(overrides: Partial<ExecutionStatus> = {}): ExecutionStatus {
  return {
    api: { status: 'ok', version: '0.4.2', uptimeSeconds: 3_725 },
    database: { kind: 'postgres', ok: true },
    queue: { kind: 'bullmq', depth: 3, capacity: 64 },
    runners: [
      runner(),
      runner({
        id: 'runner-b',
        host: 'exec-2.internal',
        isolation: 'delegated-cgroup',
        sandbox: 'bubblewrap',
        cgroup: 'v1',
        slots: 2,
        busy: 0,
      }),
    ],
    languages: [
      {
        id: 'javascript',
        name: 'JavaScript',
        version: 'Node.js 22.11.0',
        available: true,
        helloWorldMs: 41,
        helloWorldStatus: 'accepted',
      },
      {
        id: 'typescript',
        name: 'TypeScript',
        version: '5.9.3',
        available: true,
        helloWorldMs: 388,
        helloWorldStatus: 'accepted',
      },
      {
        id: 'python',
        name: 'Python',
        version: '3.12.7',
        available: true,
        helloWorldMs: 63,
        helloWorldStatus: 'accepted',
      },
    ],
    // Five minutes back reads "5 minutes ago" however slowly the test runs.
    checkedAt: new Date(Date.now() - 5 * MINUTE).toISOString(),
    ...overrides,
  };
}

type Answer = () => Response | Promise<Response>;

/** Answers the status calls in turn, the last answer repeating; any other call is a 404 the page must not make. */
function stubStatus(...answers: Answer[]) {
  const queue = [...answers];
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path !== STATUS_PATH) return jsonResponse({ code: 'ROUTE_NOT_FOUND', message: `no route ${path}` }, 404);
    const answer = queue.length > 1 ? queue.shift() : queue[0];
    if (!answer) throw new Error('No answer stubbed for the status call.');
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const answer =
  (status: ExecutionStatus): Answer =>
  () =>
    jsonResponse(status);

function openStatusPage() {
  return renderPage(<ApiStatusPage />, { path: paths.apiStatus, auth: authValue('candidate') });
}

/** The text of each cell (row headers included) of a table's body rows. */
function bodyRows(table: HTMLElement): (string | null)[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent));
}

function detail(region: HTMLElement, term: string): string | null | undefined {
  return within(region).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

function summary(): HTMLElement {
  return screen.getByRole('region', { name: /operational/ });
}

afterEach(() => vi.unstubAllGlobals());

describe('/api-status', () => {
  it('reports the API, database, queue, runners and every language when all is well', async () => {
    const fetchMock = stubStatus(answer(healthyStatus()));
    openStatusPage();
    expect(screen.getByRole('heading', { level: 1, name: 'API Status' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'All systems operational' })).toBeInTheDocument();
    expect(summary()).toHaveTextContent('Checked 5 minutes ago');
    expect(within(summary()).queryByRole('list')).not.toBeInTheDocument();

    const api = screen.getByRole('region', { name: 'API' });
    expect(detail(api, 'Status')).toBe('OK');
    expect(detail(api, 'Version')).toBe('0.4.2');
    expect(detail(api, 'Uptime')).toBe('1 h 2 min');
    const database = screen.getByRole('region', { name: 'Database' });
    expect(detail(database, 'Kind')).toBe('PostgreSQL');
    expect(detail(database, 'Status')).toBe('Connected');
    const queue = screen.getByRole('region', { name: 'Queue' });
    expect(detail(queue, 'Kind')).toBe('Redis queue (BullMQ)');
    expect(detail(queue, 'Queued jobs')).toBe('3 of 64');

    const runners = screen.getByRole('region', { name: 'Runners' });
    expect(runners).toHaveTextContent('2 runners online, 2 of them able to run code.');
    expect(bodyRows(within(runners).getByRole('table'))).toEqual([
      // The isolation cell: its badge, then what makes the boxes.
      [
        'runner-a',
        'exec-1.internal',
        'Own uid per slot (root)Slot hosts: namespaces made once per slot',
        'cgroup v2',
        '1 / 4',
      ],
      ['runner-b', 'exec-2.internal', 'Delegated cgroupA bubblewrap box per run', 'cgroup v1', '0 / 2'],
    ]);
    const languages = screen.getByRole('region', { name: 'Languages' });
    expect(bodyRows(within(languages).getByRole('table'))).toEqual([
      ['JavaScript', 'Node.js 22.11.0', 'Available', 'Passed', '41 ms'],
      ['TypeScript', '5.9.3', 'Available', 'Passed', '388 ms'],
      ['Python', '3.12.7', 'Available', 'Passed', '63 ms'],
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost').pathname).toBe(STATUS_PATH);
  });

  it('shows skeletons and a busy Check again while the first check runs', async () => {
    const pending = deferred<Response>();
    stubStatus(() => pending.promise);
    openStatusPage();
    expect(await screen.findByRole('status')).toHaveTextContent('A hello-world run per language takes a few seconds');
    expect(screen.getByRole('button', { name: 'Check again' })).toBeDisabled();
    expect(screen.queryByRole('region', { name: 'Runners' })).not.toBeInTheDocument();
    pending.resolve(jsonResponse(healthyStatus()));
    expect(await screen.findByRole('heading', { name: 'All systems operational' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeEnabled();
  });

  it('warns about a runner that shares one uid between jobs', async () => {
    stubStatus(
      answer(healthyStatus({ runners: [runner({ isolation: 'shared-uid', sandbox: 'bubblewrap', cgroup: null })] })),
    );
    openStatusPage();
    const runners = await screen.findByRole('region', { name: 'Runners' });
    const table = await within(runners).findByRole('table');
    expect(bodyRows(table)).toEqual([
      [
        'runner-a',
        'exec-1.internal',
        'Shared uid — weaker isolationA bubblewrap box per run',
        'No cgroup (rlimits only)',
        '1 / 4',
      ],
    ]);
    expect(within(table).getByText('Shared uid — weaker isolation')).toHaveClass('bg-warning');
    // Weaker, but it runs code: the summary rule only asks for a runner that is not unavailable.
    expect(screen.getByRole('heading', { name: 'All systems operational' })).toBeInTheDocument();
  });

  it('shows why a runner is unavailable, and that code cannot run', async () => {
    const problem = 'cgroup v2 is mounted read-only and the runner is not root.';
    const languages = healthyStatus().languages.map((language) => ({
      ...language,
      helloWorldMs: null,
      helloWorldStatus: null,
    }));
    stubStatus(
      answer(
        healthyStatus({ runners: [runner({ isolation: 'unavailable', cgroup: null, busy: 0, problem })], languages }),
      ),
    );
    openStatusPage();
    expect(await screen.findByRole('heading', { name: 'Not all systems are operational' })).toBeInTheDocument();
    const problems = within(summary()).getByRole('list', { name: 'Problems found' });
    // The languages fail because nothing can run them; the cause is named, not repeated per language.
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Code execution is unavailable: no runner online can run code.']);
    const runners = screen.getByRole('region', { name: 'Runners' });
    expect(runners).toHaveTextContent('1 runner online, 0 of them able to run code.');
    const row = bodyRows(within(runners).getByRole('table'))[0];
    expect(row?.[2]).toBe(`Unavailable${problem}`);
    expect(within(runners).getByText(problem)).toBeInTheDocument();
  });

  it('marks a language whose hello-world run failed, and names it in the summary', async () => {
    const languages: ExecutionStatus['languages'] = [
      {
        id: 'javascript',
        name: 'JavaScript',
        version: 'Node.js 22.11.0',
        available: true,
        helloWorldMs: null,
        helloWorldStatus: 'accepted',
      },
      {
        id: 'typescript',
        name: 'TypeScript',
        version: '5.9.3',
        available: false,
        helloWorldMs: null,
        helloWorldStatus: null,
      },
      {
        id: 'python',
        name: 'Python',
        version: '3.12.7',
        available: true,
        helloWorldMs: 812,
        helloWorldStatus: 'runtime_error',
      },
    ];
    stubStatus(answer(healthyStatus({ languages })));
    openStatusPage();
    expect(await screen.findByRole('heading', { name: 'Not all systems are operational' })).toBeInTheDocument();
    const problems = within(summary()).getByRole('list', { name: 'Problems found' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['The hello-world run failed for JavaScript and Python.']);
    const table = within(screen.getByRole('region', { name: 'Languages' })).getByRole('table');
    expect(bodyRows(table)).toEqual([
      ['JavaScript', 'Node.js 22.11.0', 'Available', 'FailedNo time was measured.', '—Not measured'],
      ['TypeScript', '5.9.3', 'Not available', 'Not run', '—Not measured'],
      ['Python', '3.12.7', 'Available', 'FailedRuntime error.', '812 ms'],
    ]);
    expect(within(table).getAllByText('Failed')).toHaveLength(2);
  });

  it('says code cannot run when no runner is online', async () => {
    stubStatus(answer(healthyStatus({ runners: [], queue: { kind: 'ipc', depth: 0, capacity: 16 } })));
    openStatusPage();
    expect(await screen.findByRole('heading', { name: 'Not all systems are operational' })).toBeInTheDocument();
    expect(summary()).toHaveTextContent('Code execution is unavailable: no runner online.');
    const runners = screen.getByRole('region', { name: 'Runners' });
    expect(within(runners).getByRole('heading', { level: 3, name: 'No runner online' })).toBeInTheDocument();
    expect(runners).toHaveTextContent('Code cannot run right now');
    expect(within(runners).queryByRole('table')).not.toBeInTheDocument();
    expect(detail(screen.getByRole('region', { name: 'Queue' }), 'Kind')).toBe('Embedded runners');
  });

  it('names every problem at once: a starting API and a database that does not answer', async () => {
    stubStatus(
      answer(
        healthyStatus({
          api: { status: 'starting', version: '0.4.2', uptimeSeconds: 4 },
          database: { kind: 'pglite', ok: false },
        }),
      ),
    );
    openStatusPage();
    const problems = await screen.findByRole('list', { name: 'Problems found' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['The API is still starting.', 'The database (PGlite (embedded)) is not answering.']);
    expect(detail(screen.getByRole('region', { name: 'API' }), 'Status')).toBe('Starting');
    expect(detail(screen.getByRole('region', { name: 'Database' }), 'Status')).toBe('Not answering');
  });

  it('offers Retry in place when the check fails', async () => {
    const fetchMock = stubStatus(
      () => jsonResponse({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'boom' }, 500),
      answer(healthyStatus()),
    );
    const { user } = openStatusPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The status of the API and code execution could not be checked.');
    expect(alert).toHaveTextContent('API error: 500 - Server error. Please try again later.');
    expect(screen.queryByRole('button', { name: 'Check again' })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'All systems operational' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('checks again on request, busy until the new answer arrives', async () => {
    const second = deferred<Response>();
    const fetchMock = stubStatus(answer(healthyStatus()), () => second.promise);
    const { user } = openStatusPage();
    expect(await screen.findByRole('heading', { name: 'All systems operational' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Check again' }));
    const button = screen.getByRole('button', { name: 'Check again' });
    await vi.waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toBeDisabled();
    // The last report stays readable while the new one is measured.
    expect(screen.getByRole('heading', { name: 'All systems operational' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);

    second.resolve(jsonResponse(healthyStatus({ database: { kind: 'postgres', ok: false } })));
    expect(await screen.findByText('The database (PostgreSQL) is not answering.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Check again' })).not.toHaveAttribute('aria-busy');
  });
});
