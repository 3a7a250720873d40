import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBackoffClient } from './retrying-client';
import {
  closedLoopbackOrigin,
  sendJson,
  startLoopbackServer,
  type LoopbackServer,
} from '@/testing/loopback-test-server';
import { createTaskApiClient, normalizeTaskList, taskApiRetryDelay } from './task-api-client';
import type { FetchLike } from './http-client';

let server: LoopbackServer;
beforeAll(async () => {
  server = await startLoopbackServer((req, res) => {
    if (req.url.endsWith('/missing')) return sendJson(res, 404, { code: 'NOT_FOUND', message: 'x' });
    if (req.url.endsWith('/broken')) return sendJson(res, 500, { code: 'INTERNAL_ERROR', message: 'x' });
    return sendJson(res, 200, { tasks: [{ id: 't1' }] });
  });
});
afterAll(() => server.close());

/** Counts attempts while still using the real fetch against loopback. */
function countingFetch(): { fetch: FetchLike; attempts: () => number } {
  let attempts = 0;
  return {
    fetch: (input, init) => {
      attempts += 1;
      return globalThis.fetch(input, init);
    },
    attempts: () => attempts,
  };
}

const noWait = () => vi.fn((_ms: number) => Promise.resolve());

describe('createTaskApiClient', () => {
  it('retries a network failure exactly twice, waiting 1000 then 2000 ms', async () => {
    const origin = await closedLoopbackOrigin();
    const counter = countingFetch();
    const sleep = noWait();
    const client = createTaskApiClient({
      baseUrl: `${origin}/api/v1`,
      pageOrigin: origin,
      fetch: counter.fetch,
      sleep,
    });
    await expect(client.post('/tasks', { template_id: 'x' })).rejects.toMatchObject({ kind: 'network', status: 0 });
    expect(counter.attempts()).toBe(3);
    expect(sleep.mock.calls).toEqual([[1000], [2000]]);
  });

  it('never retries an HTTP 500 or 404', async () => {
    const counter = countingFetch();
    const sleep = noWait();
    const client = createTaskApiClient({ baseUrl: `${server.origin}/api/v1`, fetch: counter.fetch, sleep });
    await expect(client.get('/tasks/t1/broken')).rejects.toMatchObject({ status: 500, code: 'INTERNAL_ERROR' });
    await expect(client.get('/tasks/t1/missing')).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(counter.attempts()).toBe(2);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('uses the 12 s timeout', async () => {
    vi.useFakeTimers();
    try {
      let signal: AbortSignal | undefined;
      const hang: FetchLike = (_input, init) => {
        signal = init.signal ?? undefined;
        return new Promise((_resolve, reject) =>
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );
      };
      const client = createTaskApiClient({ fetch: hang, sleep: noWait() });
      const pending = client.get('/candidate/tasks');
      const settled = pending.catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(11_999);
      expect(signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1 + 12_000 * 2);
      expect(await settled).toMatchObject({
        kind: 'timeout',
        message: 'Network timeout after 12000ms while calling /api/v1/candidate/tasks',
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('returns the data on success', async () => {
    const client = createTaskApiClient({ baseUrl: `${server.origin}/api/v1` });
    expect(normalizeTaskList(await client.get('/candidate/tasks'))).toEqual([{ id: 't1' }]);
  });

  it('waits 1 s then 2 s, and 2 s for any later attempt', () => {
    expect([0, 1, 2].map(taskApiRetryDelay)).toEqual([1000, 2000, 2000]);
  });
});

describe('createBackoffClient', () => {
  it('waits 2^attempt seconds between retries of fetch-type failures', async () => {
    const origin = await closedLoopbackOrigin();
    const counter = countingFetch();
    const sleep = noWait();
    const client = createBackoffClient({
      baseUrl: origin,
      pageOrigin: origin,
      fetch: counter.fetch,
      sleep,
      retries: 3,
    });
    await expect(client.get('/health')).rejects.toMatchObject({ kind: 'network' });
    expect(counter.attempts()).toBe(4);
    expect(sleep.mock.calls).toEqual([[1000], [2000], [4000]]);
  });
});

describe('normalizeTaskList', () => {
  it('accepts { tasks }, a bare array and { data }', () => {
    const tasks = [{ id: 'a' }, { id: 'b' }];
    expect(normalizeTaskList({ tasks })).toEqual(tasks);
    expect(normalizeTaskList(tasks)).toEqual(tasks);
    expect(normalizeTaskList({ data: tasks })).toEqual(tasks);
    expect(normalizeTaskList({ items: tasks, total: 2 })).toEqual(tasks);
  });

  it('gives an empty list for anything else', () => {
    expect(normalizeTaskList(undefined)).toEqual([]);
    expect(normalizeTaskList({ tasks: 'nope' })).toEqual([]);
    expect(normalizeTaskList('text')).toEqual([]);
  });
});
