import { IDENTITY_ERROR_CODES, MAX_TIMER_MS, SESSION_REFRESH_LEAD_MS, type StoredSession } from '@assay/contracts';
import { logger } from '@/lib/logger';
import { isUnauthorizedError } from './auth-client';
import { readTokenTimes, type TokenTimes } from './jwt-claims';

/** Not fixed by SPEC.md: after a failed refresh that was not a 401 (offline, 5xx), try again this much later. */
export const REFRESH_RETRY_MS = SESSION_REFRESH_LEAD_MS / 2;

export const SESSION_ENDED_MESSAGE = `Your session has ended. Please sign in again. (${IDENTITY_ERROR_CODES.oidcRefreshFailure})`;

/**
 * When to refresh a token, in ms since the epoch: about 20 s before it expires, but for a token so short-lived that
 * this would come before half its life, at half its life (a 30 s token at 15 s); otherwise such a token would be
 * refreshed again the moment it arrived.
 */
export function refreshAt({ exp, iat }: TokenTimes): number {
  const expiresAt = exp * 1000;
  const beforeExpiry = expiresAt - SESSION_REFRESH_LEAD_MS;
  if (iat === undefined) return beforeExpiry;
  const halfLife = iat * 1000 + (expiresAt - iat * 1000) / 2;
  return Math.max(beforeExpiry, halfLife);
}

export interface SessionRefreshOptions {
  /** Fetches a fresh session; rejects with a 401 ApiError when the provider session has ended. */
  refresh: () => Promise<StoredSession>;
  onRefreshed: (session: StoredSession) => void;
  /** The provider answered 401: the user is signed out. */
  onSignedOut: () => void;
  now?: () => number;
  document?: Document;
}

export interface SessionRefresh {
  /** Plans the refresh of this token, replacing any earlier plan. */
  schedule(token: string): void;
  refreshNow(): Promise<void>;
  /** Stops all timers and listeners (on a 401 or sign-out). */
  cancel(): void;
}

export function createSessionRefresh(options: SessionRefreshOptions): SessionRefresh {
  const now = options.now ?? Date.now;
  const target = options.document ?? document;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let expiresAt: number | null = null;
  let listening = false;
  let inFlight: Promise<void> | null = null;
  // Bumped by every schedule and cancel, so a refresh that finishes after a cancel changes nothing.
  let generation = 0;

  // setTimeout fires at once for delays beyond 2^31-1 ms, so long waits are made of capped steps.
  function arm(at: number): void {
    clearTimeout(timer);
    const delay = Math.min(Math.max(at - now(), 0), MAX_TIMER_MS);
    timer = setTimeout(() => {
      if (now() < at) arm(at);
      else void refreshNow();
    }, delay);
  }

  // Background tabs throttle or freeze timers; a tab coming back after its token expired refreshes at once.
  function onVisibilityChange(): void {
    if (target.visibilityState !== 'visible' || expiresAt === null || now() < expiresAt) return;
    void refreshNow();
  }

  function listen(): void {
    if (listening) return;
    target.addEventListener('visibilitychange', onVisibilityChange);
    listening = true;
  }

  function cancel(): void {
    generation += 1;
    clearTimeout(timer);
    timer = undefined;
    expiresAt = null;
    if (listening) target.removeEventListener('visibilitychange', onVisibilityChange);
    listening = false;
  }

  function schedule(token: string): void {
    generation += 1;
    listen();
    const times = readTokenTimes(token);
    if (!times) {
      clearTimeout(timer);
      expiresAt = null;
      logger.debug('The session token carries no expiry, so no refresh is planned.');
      return;
    }
    expiresAt = times.exp * 1000;
    arm(refreshAt(times));
  }

  async function run(): Promise<void> {
    const started = generation;
    try {
      const session = await options.refresh();
      if (started !== generation) return;
      options.onRefreshed(session);
      schedule(session.token);
    } catch (error) {
      if (started !== generation) return;
      const code = IDENTITY_ERROR_CODES.oidcRefreshFailure;
      if (isUnauthorizedError(error)) {
        cancel();
        logger.warn(SESSION_ENDED_MESSAGE, { code, error });
        options.onSignedOut();
        return;
      }
      logger.info(`Session refresh failed (${code}); retrying shortly.`, { code, error });
      arm(now() + REFRESH_RETRY_MS);
    }
  }

  function refreshNow(): Promise<void> {
    inFlight ??= run().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  return { schedule, refreshNow, cancel };
}
