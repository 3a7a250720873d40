// @vitest-environment jsdom
import { MAX_TIMER_MS, type StoredSession } from '@assay/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client/api-error';
import { logger } from '@/lib/logger';
import { REFRESH_RETRY_MS, createSessionRefresh, refreshAt, type SessionRefreshOptions } from './session-refresh';
import { makeTestJwt } from '@/testing/test-tokens';

const SECOND = 1000;
const start = Date.parse('2030-01-01T00:00:00Z');
const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** A token issued now that lives `lifeSeconds`. */
function tokenLiving(lifeSeconds: number, label = 'next'): string {
  return makeTestJwt({ iat: nowSeconds(), exp: nowSeconds() + lifeSeconds, label });
}

function setup(overrides: Partial<SessionRefreshOptions> = {}) {
  const refresh = vi.fn(async (): Promise<StoredSession> => ({
    token: tokenLiving(900),
    refreshExpiry: start + 86_400_000,
  }));
  const onRefreshed = vi.fn();
  const onSignedOut = vi.fn();
  const scheduler = createSessionRefresh({ refresh, onRefreshed, onSignedOut, ...overrides });
  return { scheduler, refresh, onRefreshed, onSignedOut };
}

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(start);
  vi.spyOn(logger, 'info').mockImplementation(() => {});
  vi.spyOn(logger, 'warn').mockImplementation(() => {});
  vi.spyOn(logger, 'debug').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('refreshAt', () => {
  it('is 20 s before expiry for an ordinary token', () => {
    expect(refreshAt({ iat: 1000, exp: 1000 + 3600 })).toBe((1000 + 3600 - 20) * SECOND);
  });

  it('is half-way through the life of a token too short for a 20 s lead', () => {
    expect(refreshAt({ iat: 1000, exp: 1030 })).toBe(1015 * SECOND);
  });

  it('is 20 s before expiry when the token has no iat', () => {
    expect(refreshAt({ exp: 1030 })).toBe(1010 * SECOND);
  });
});

describe('createSessionRefresh', () => {
  it('refreshes 20 s before expiry, hands over the new session and plans the next refresh', async () => {
    const { scheduler, refresh, onRefreshed } = setup();
    scheduler.schedule(tokenLiving(900, 'first'));
    await vi.advanceTimersByTimeAsync(880 * SECOND - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledOnce();
    expect(onRefreshed).toHaveBeenCalledWith(await refresh.mock.results[0]?.value);
    await vi.advanceTimersByTimeAsync(880 * SECOND);
    expect(refresh).toHaveBeenCalledTimes(2);
    scheduler.cancel();
  });

  it('refreshes a 30 s token at 15 s', async () => {
    const { scheduler, refresh } = setup();
    scheduler.schedule(tokenLiving(30));
    await vi.advanceTimersByTimeAsync(15 * SECOND - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledOnce();
    scheduler.cancel();
  });

  it('waits out a token longer than the largest timer in capped steps', async () => {
    const { scheduler, refresh } = setup();
    const life = 40 * 24 * 3600;
    scheduler.schedule(tokenLiving(life));
    await vi.advanceTimersByTimeAsync(MAX_TIMER_MS);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync((life - 20) * SECOND - MAX_TIMER_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledOnce();
    scheduler.cancel();
  });

  it('refreshes at once when the tab becomes visible after the token expired', async () => {
    const { scheduler, refresh } = setup();
    scheduler.schedule(tokenLiving(60));
    setVisibility('visible');
    expect(refresh).not.toHaveBeenCalled();
    // A frozen background tab: the clock moves on but no timer fires.
    vi.setSystemTime(start + 61 * SECOND);
    setVisibility('hidden');
    expect(refresh).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(refresh).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(0);
    scheduler.cancel();
  });

  it('cancel stops the timer and the visibility listener', async () => {
    const { scheduler, refresh } = setup();
    scheduler.schedule(tokenLiving(60));
    scheduler.cancel();
    await vi.advanceTimersByTimeAsync(120 * SECOND);
    setVisibility('visible');
    expect(refresh).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ignores a refresh that finishes after cancel', async () => {
    let finish: (session: StoredSession) => void = () => {};
    const refresh = vi.fn(() => new Promise<StoredSession>((resolve) => (finish = resolve)));
    const { scheduler, onRefreshed } = setup({ refresh });
    scheduler.schedule(tokenLiving(30));
    await vi.advanceTimersByTimeAsync(15 * SECOND);
    scheduler.cancel();
    finish({ token: tokenLiving(30), refreshExpiry: start + 86_400_000 });
    await vi.advanceTimersByTimeAsync(60 * SECOND);
    expect(onRefreshed).not.toHaveBeenCalled();
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('signs out and logs J161001 when the provider answers 401', async () => {
    const unauthorized = new ApiError({ kind: 'http', status: 401, path: '/auth/token', message: 'No session' });
    const { scheduler, onSignedOut, onRefreshed } = setup({ refresh: () => Promise.reject(unauthorized) });
    scheduler.schedule(tokenLiving(30));
    await vi.advanceTimersByTimeAsync(15 * SECOND);
    expect(onSignedOut).toHaveBeenCalledOnce();
    expect(onRefreshed).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalledWith(
      expect.stringContaining('J161001'),
      expect.objectContaining({ code: 'J161001' }),
    );
    expect(vi.getTimerCount()).toBe(0);
  });

  it('logs J161001 and tries again shortly after a failure that is not a 401', async () => {
    const refresh = vi
      .fn<() => Promise<StoredSession>>()
      .mockRejectedValueOnce(new ApiError({ kind: 'network', status: 0, path: '/auth/token', message: 'offline' }))
      .mockResolvedValue({ token: tokenLiving(900), refreshExpiry: start + 86_400_000 });
    const { scheduler, onSignedOut, onRefreshed } = setup({ refresh });
    scheduler.schedule(tokenLiving(30));
    await vi.advanceTimersByTimeAsync(15 * SECOND);
    expect(logger.info).toHaveBeenCalledWith(
      expect.stringContaining('J161001'),
      expect.objectContaining({ code: 'J161001' }),
    );
    expect(onSignedOut).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(REFRESH_RETRY_MS - 1);
    expect(refresh).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(onRefreshed).toHaveBeenCalledOnce();
    scheduler.cancel();
  });

  it('shares one refresh between overlapping requests', async () => {
    const { scheduler, refresh } = setup();
    await Promise.all([scheduler.refreshNow(), scheduler.refreshNow()]);
    expect(refresh).toHaveBeenCalledOnce();
    scheduler.cancel();
  });
});
