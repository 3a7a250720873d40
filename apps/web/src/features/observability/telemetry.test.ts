import { browserErrorReportSchema } from '@assay/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client/api-error';
import { toErrorReport } from './telemetry';
import { pageOf, requestIdOf } from './request-id';

describe('browser error reports', () => {
  it('carry the request id of the failing API call, also through a wrapping error', () => {
    const failed = new ApiError({
      kind: 'http',
      status: 500,
      path: '/api/v1/x',
      message: 'Server error',
      requestId: 'r-42',
    });
    expect(requestIdOf(failed)).toBe('r-42');
    expect(requestIdOf(new Error('outer', { cause: failed }))).toBe('r-42');
    expect(requestIdOf(new Error('plain'))).toBeUndefined();
    const report = toErrorReport({ kind: 'boundary', error: failed, url: '/dashboard?x=1' }, '0.1.0');
    expect(browserErrorReportSchema.parse(report)).toMatchObject({
      kind: 'boundary',
      message: 'ApiError: Server error',
      requestId: 'r-42',
      release: '0.1.0',
    });
  });

  it('fit the collector’s caps whatever was thrown', () => {
    const report = toErrorReport({ kind: 'unhandledrejection', error: 'x'.repeat(5000), url: '/' }, 'r');
    expect(browserErrorReportSchema.safeParse(report).success).toBe(true);
    expect(
      browserErrorReportSchema.safeParse(toErrorReport({ kind: 'error', error: null, url: '/' }, 'r')).success,
    ).toBe(true);
  });

  it('fold ids out of a page for the vitals', () => {
    expect(pageOf('/candidate/tasks/1f0e6b2c-1111-4222-8333-444455556666')).toBe('/candidate/tasks/:id');
    expect(pageOf('/interviewer/reviews/sub123456')).toBe('/interviewer/reviews/:id');
    expect(pageOf('/dashboard')).toBe('/dashboard');
  });
});
