import { exponentialRetryDelayMs } from '@assay/contracts';
import { ApiError, type ApiErrorKind } from './api-error';

export type Sleep = (ms: number) => Promise<void>;

export interface RetryOptions {
  /** Retries after the first attempt: 2 means at most 3 attempts. */
  retries: number;
  /** Wait before the retry that follows failed attempt `attempt` (0-based). */
  delayMs: (attempt: number) => number;
  /** Default: isFetchTypeFailure. */
  shouldRetry?: (error: unknown, attempt: number) => boolean;
  /** Injectable so tests never really wait. */
  sleep?: Sleep;
  /** Stops retrying once the caller has aborted. */
  signal?: AbortSignal;
}

export const defaultSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const FETCH_TYPE_KINDS: ReadonlySet<ApiErrorKind> = new Set(['network', 'timeout', 'offline', 'cors']);

/**
 * True when the request never got an answer. An HTTP status (even 5xx) is an answer and is not retried: the
 * server has decided, and repeating a POST it may have applied could do it twice.
 */
export function isFetchTypeFailure(error: unknown): boolean {
  return error instanceof ApiError && FETCH_TYPE_KINDS.has(error.kind);
}

/** "Another request helper's retry wait: 2^attempt seconds" (SPEC §9): 1000, 2000, 4000 ms for 0, 1, 2. */
export function exponentialDelay(attempt: number): number {
  return exponentialRetryDelayMs(attempt);
}

export async function withRetry<T>(fn: (attempt: number) => Promise<T>, options: RetryOptions): Promise<T> {
  const shouldRetry = options.shouldRetry ?? isFetchTypeFailure;
  const sleep = options.sleep ?? defaultSleep;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fn(attempt);
    } catch (error) {
      if (attempt >= options.retries || !shouldRetry(error, attempt)) throw error;
      await sleep(options.delayMs(attempt));
      options.signal?.throwIfAborted();
    }
  }
}
