import { bindVerbs, createHttpClient, type HttpClient, type HttpClientOptions } from './http-client';
import { exponentialDelay, withRetry, type RetryOptions } from './retry';

export type ClientRetryOptions = Omit<RetryOptions, 'signal'>;

/** Wraps a client so every request retries per `retry`; each attempt gets its own request id and timeout. */
export function withRetries(client: HttpClient, retry: ClientRetryOptions): HttpClient {
  return bindVerbs((path, options) =>
    withRetry(() => client.request(path, options), { ...retry, signal: options?.signal }),
  );
}

/**
 * Not fixed by SPEC.md; three retries let the 2^attempt waits run 1 s, 2 s, 4 s. Callers may pass their own.
 */
export const BACKOFF_DEFAULT_RETRIES = 3;

export interface BackoffClientOptions extends HttpClientOptions {
  retries?: number;
  sleep?: RetryOptions['sleep'];
}

/** SPEC §9 "another request helper": retries fetch-type failures, waiting 2^attempt seconds. */
export function createBackoffClient(options: BackoffClientOptions = {}): HttpClient {
  const { retries = BACKOFF_DEFAULT_RETRIES, sleep, ...httpOptions } = options;
  return withRetries(createHttpClient(httpOptions), { retries, delayMs: exponentialDelay, sleep });
}
