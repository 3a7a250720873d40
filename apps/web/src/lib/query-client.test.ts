import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client/api-error';
import { shouldRetryQuery } from '@/lib/query-client';

const http = (status: number) =>
  new ApiError({ kind: 'http', status, path: '/api/v1/x', message: `API error: ${status}` });

describe('shouldRetryQuery', () => {
  it('never retries a refusal: a 404 or 403 shows its state at once', () => {
    for (const status of [400, 403, 404, 409, 422])
      expect(shouldRetryQuery(0, http(status)), String(status)).toBe(false);
  });

  it('retries once what a second try may mend: server errors, timeouts, rate limits, an expired session, the network', () => {
    for (const status of [500, 503, 408, 429, 401])
      expect(shouldRetryQuery(0, http(status)), String(status)).toBe(true);
    expect(shouldRetryQuery(0, new ApiError({ kind: 'offline', status: 0, path: '/x', message: 'offline' }))).toBe(
      true,
    );
    expect(shouldRetryQuery(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetryQuery(1, http(503))).toBe(false);
  });
});
