import { randomUUID } from 'node:crypto';
import { errorBodySchema } from '@assay/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

const opened: TestApp[] = [];
afterAll(() => Promise.all(opened.map((testApp) => testApp.close())));

async function open(overrides: Record<string, string>) {
  const testApp = await buildTestApp(overrides);
  opened.push(testApp);
  return testApp.app;
}

describe('global rate limit', () => {
  it('answers 429 with the error body and Retry-After once a client passes the limit', async () => {
    const app = await open({ RATE_LIMIT_MAX: '3' });
    for (let i = 0; i < 3; i += 1) {
      expect((await app.inject({ method: 'GET', url: '/api/v1/no-such-thing' })).statusCode).toBe(404);
    }
    const limited = await app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    const body = errorBodySchema.parse(limited.json());
    expect(body.code).toBe('RATE_LIMITED');
    // A different client still gets through.
    const other = await app.inject({ method: 'GET', url: '/api/v1/no-such-thing', remoteAddress: '127.0.0.2' });
    expect(other.statusCode).toBe(404);
  });

  it('shares one count across API nodes through Redis', async ({ skip }) => {
    const redisUrl = process.env.REDIS_URL;
    if (!redisUrl) skip('REDIS_URL is not set: the Redis-backed limit is tested in the PostgreSQL leg');
    const shared = {
      RATE_LIMIT_MAX: '4',
      REDIS_URL: redisUrl!,
      RATE_LIMIT_REDIS_PREFIX: `assay-test-${randomUUID()}:`,
    };
    const [nodeA, nodeB] = [await open(shared), await open(shared)];
    const statuses: number[] = [];
    for (const app of [nodeA, nodeB, nodeA, nodeB, nodeA]) {
      statuses.push((await app.inject({ method: 'GET', url: '/api/v1/no-such-thing' })).statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 429]);
  });
});
