// @vitest-environment jsdom
import { SESSION_STORAGE_KEY } from '@assay/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '@/lib/api-client/http-client';
import { jsonResponse } from '@/testing/fetch-stub';
import { clearStoredSession, writeStoredSession } from './session-storage';
import { createTokenCache, installBearer, tokenCacheDeadline, type TokenCache } from './token-cache';

const MINUTE = 60_000;
const start = Date.parse('2030-01-01T00:00:00Z');
let cache: TokenCache;

/** Changes storage behind the cache's back: no listener hears it, so only expiry makes the cache look again. */
function overwriteSilently(token: string, refreshExpiry: number): void {
  sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token, refreshExpiry }));
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(start);
  cache = createTokenCache();
});
afterEach(() => {
  cache.dispose();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe('tokenCacheDeadline', () => {
  it('is 5 minutes before refresh expiry, or an hour from now without one', () => {
    expect(tokenCacheDeadline({ token: 't', refreshExpiry: start + 60 * MINUTE }, start)).toBe(start + 55 * MINUTE);
    expect(tokenCacheDeadline({ token: 't', refreshExpiry: 0 }, start)).toBe(start + 60 * MINUTE);
  });
});

describe('createTokenCache', () => {
  it('gives null without a stored session', () => {
    expect(cache.getToken()).toBeNull();
  });

  it('serves the cached token until 5 minutes before refresh expiry, then reads storage again', () => {
    writeStoredSession({ token: 'first', refreshExpiry: start + 30 * MINUTE });
    expect(cache.getToken()).toBe('first');
    overwriteSilently('second', start + 30 * MINUTE);
    vi.advanceTimersByTime(25 * MINUTE - 1);
    expect(cache.getToken()).toBe('first');
    vi.advanceTimersByTime(1);
    expect(cache.getToken()).toBe('second');
  });

  it('caches for an hour when the session has no refresh expiry', () => {
    writeStoredSession({ token: 'first', refreshExpiry: 0 });
    expect(cache.getToken()).toBe('first');
    overwriteSilently('second', 0);
    vi.advanceTimersByTime(60 * MINUTE - 1);
    expect(cache.getToken()).toBe('first');
    vi.advanceTimersByTime(1);
    expect(cache.getToken()).toBe('second');
  });

  it('drops the cache as soon as the stored session changes', () => {
    writeStoredSession({ token: 'first', refreshExpiry: start + 30 * MINUTE });
    expect(cache.getToken()).toBe('first');
    writeStoredSession({ token: 'refreshed', refreshExpiry: start + 30 * MINUTE });
    expect(cache.getToken()).toBe('refreshed');
    clearStoredSession();
    expect(cache.getToken()).toBeNull();
  });

  it('drops the cache when another tab changes the session', () => {
    writeStoredSession({ token: 'first', refreshExpiry: start + 30 * MINUTE });
    expect(cache.getToken()).toBe('first');
    const raw = JSON.stringify({ token: 'from-other-tab', refreshExpiry: start + 30 * MINUTE });
    localStorage.setItem(SESSION_STORAGE_KEY, raw);
    window.dispatchEvent(
      new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: raw, storageArea: localStorage }),
    );
    expect(cache.getToken()).toBe('from-other-tab');
  });

  it('sends nothing once the provider session behind the token has ended', () => {
    overwriteSilently('stale', start - 1);
    expect(cache.getToken()).toBeNull();
  });
});

describe('installBearer', () => {
  it('adds the Authorization header while a session is stored and leaves it off when not', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ ok: true }));
    const client = createHttpClient({ fetch: (input, init) => fetchMock(input, init) });
    const uninstall = installBearer(cache);
    const authorization = (call: number): string | undefined =>
      (fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string> | undefined)?.authorization;
    try {
      await client.get('/users/me');
      writeStoredSession({ token: 'jwt-abc', refreshExpiry: start + 30 * MINUTE });
      await client.get('/users/me');
      clearStoredSession();
      await client.get('/users/me');
    } finally {
      uninstall();
    }
    expect(authorization(0)).toBeUndefined();
    expect(authorization(1)).toBe('Bearer jwt-abc');
    expect(authorization(2)).toBeUndefined();
  });

  it('stops sending the bearer once uninstalled', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ ok: true }));
    const client = createHttpClient({ fetch: (input, init) => fetchMock(input, init) });
    writeStoredSession({ token: 'jwt-abc', refreshExpiry: start + 30 * MINUTE });
    installBearer(cache)();
    await client.get('/users/me');
    expect((fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>).authorization).toBeUndefined();
  });
});
