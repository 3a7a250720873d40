import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiErrorKind } from './api-error';
import { exponentialDelay, isFetchTypeFailure, withRetry } from './retry';

const apiError = (kind: ApiErrorKind, status = 0) => new ApiError({ kind, status, path: '/p', message: kind });

afterEach(() => vi.useRealTimers());

describe('isFetchTypeFailure', () => {
  it('is true only for failures that got no answer', () => {
    for (const kind of ['network', 'timeout', 'offline', 'cors'] as const)
      expect(isFetchTypeFailure(apiError(kind))).toBe(true);
    expect(isFetchTypeFailure(apiError('http', 500))).toBe(false);
    expect(isFetchTypeFailure(apiError('http', 404))).toBe(false);
    expect(isFetchTypeFailure(apiError('html', 200))).toBe(false);
    expect(isFetchTypeFailure(apiError('non-json', 200))).toBe(false);
    expect(isFetchTypeFailure(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('exponentialDelay', () => {
  it('waits 2^attempt seconds', () => {
    expect([0, 1, 2].map(exponentialDelay)).toEqual([1000, 2000, 4000]);
  });
});

describe('withRetry', () => {
  it('retries up to the limit with the given waits, then rethrows the last error', async () => {
    const sleep = vi.fn((_ms: number) => Promise.resolve());
    const fn = vi.fn((_attempt: number) => Promise.reject(apiError('network')));
    await expect(withRetry(fn, { retries: 3, delayMs: exponentialDelay, sleep })).rejects.toMatchObject({
      kind: 'network',
    });
    expect(fn.mock.calls.map(([attempt]) => attempt)).toEqual([0, 1, 2, 3]);
    expect(sleep.mock.calls).toEqual([[1000], [2000], [4000]]);
  });

  it('returns the first success and does not retry what shouldRetry refuses', async () => {
    const sleep = vi.fn((_ms: number) => Promise.resolve());
    let calls = 0;
    const flaky = () => (++calls < 2 ? Promise.reject(apiError('timeout')) : Promise.resolve('ok'));
    await expect(withRetry(flaky, { retries: 2, delayMs: () => 5, sleep })).resolves.toBe('ok');
    expect(sleep.mock.calls).toEqual([[5]]);

    const http = vi.fn(() => Promise.reject(apiError('http', 500)));
    await expect(withRetry(http, { retries: 2, delayMs: () => 5, sleep })).rejects.toMatchObject({ status: 500 });
    expect(http).toHaveBeenCalledTimes(1);
  });

  it('waits on real timers by default (driven by fake timers here)', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const flaky = () => (++calls < 2 ? Promise.reject(apiError('network')) : Promise.resolve('ok'));
    const result = withRetry(flaky, { retries: 1, delayMs: () => 1000 });
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('ok');
    expect(calls).toBe(2);
  });

  it('stops once the caller has aborted', async () => {
    const controller = new AbortController();
    const fn = vi.fn(() => Promise.reject(apiError('network')));
    const sleep = () => {
      controller.abort();
      return Promise.resolve();
    };
    await expect(
      withRetry(fn, { retries: 2, delayMs: () => 1, sleep, signal: controller.signal }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
