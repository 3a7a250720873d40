import type { ExecutionStatus } from '@assay/contracts';
import { describe, expect, it } from 'vitest';
import { helloWorldPassed, statusProblems } from '@/features/execution/components/status-summary';

const healthy: ExecutionStatus = {
  api: { status: 'ok', version: '1.0.0', uptimeSeconds: 60 },
  database: { kind: 'postgres', ok: true },
  queue: { kind: 'ipc', depth: 0, capacity: 8 },
  runners: [
    {
      id: 'r1',
      host: 'localhost',
      isolation: 'delegated-cgroup',
      sandbox: 'bubblewrap',
      cgroup: 'v2',
      slots: 2,
      busy: 0,
      problem: null,
    },
  ],
  languages: [
    { id: 'python', name: 'Python', version: '3.12', available: true, helloWorldMs: 50, helloWorldStatus: 'accepted' },
    {
      id: 'typescript',
      name: 'TypeScript',
      version: '5.9',
      available: false,
      helloWorldMs: null,
      helloWorldStatus: null,
    },
  ],
  checkedAt: '2025-01-01T00:00:00.000Z',
};

describe('statusProblems', () => {
  it('finds nothing wrong when the API, database, a runner and every available language work', () => {
    expect(statusProblems(healthy)).toEqual([]);
  });

  it('names a degraded API', () => {
    expect(statusProblems({ ...healthy, api: { ...healthy.api, status: 'degraded' } })).toEqual([
      'The API is degraded.',
    ]);
  });

  it('counts a runner that is online but unavailable as no runner able to run code', () => {
    const runners = [{ ...healthy.runners[0]!, isolation: 'unavailable' as const, problem: 'no sandbox' }];
    expect(statusProblems({ ...healthy, runners })).toEqual([
      'Code execution is unavailable: no runner online can run code.',
    ]);
  });

  it('is satisfied by one runner that can run code beside one that cannot', () => {
    const runners = [
      healthy.runners[0]!,
      { ...healthy.runners[0]!, id: 'r2', isolation: 'unavailable' as const, problem: 'no sandbox' },
    ];
    expect(statusProblems({ ...healthy, runners })).toEqual([]);
  });
});

describe('helloWorldPassed', () => {
  it('needs both an accepted verdict and a measured time', () => {
    const python = healthy.languages[0]!;
    expect(helloWorldPassed(python)).toBe(true);
    expect(helloWorldPassed({ ...python, helloWorldMs: null })).toBe(false);
    expect(helloWorldPassed({ ...python, helloWorldStatus: 'wrong_answer' })).toBe(false);
    expect(helloWorldPassed({ ...python, helloWorldStatus: null })).toBe(false);
  });
});
