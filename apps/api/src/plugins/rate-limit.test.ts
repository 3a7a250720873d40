import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorBodySchema } from '@assay/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../test/auth-helpers.js';
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

describe('what the rate limit counts, and whom', () => {
  const MAX = 5;
  let app: FastifyInstance;
  beforeAll(async () => {
    // A built web app, so static files and the SPA's pages are served.
    const dist = join(mkdtempSync(join(tmpdir(), 'assay-web-')), 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="en"><body><div id="root"></div></body></html>');
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = await open({ RATE_LIMIT_MAX: String(MAX), SEED_DEMO: 'true', WEB_DIST_DIR: dist });
  });

  const apiStatuses = async (count: number, remoteAddress: string, headers: Record<string, string> = {}) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const response = await app.inject({ method: 'GET', url: '/api/v1/users/me', headers, remoteAddress });
      statuses.push(response.statusCode);
    }
    return statuses;
  };

  it('never counts static files or the SPA pages: 700 of them from one address, then the full API budget', async () => {
    const remoteAddress = '10.1.0.1';
    const page = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
    const requests = [
      { url: '/assets/app-abc123.js', headers: {} },
      { url: '/favicon.svg', headers: {} },
      { url: '/', headers: page },
      { url: '/candidate/tasks/x?tab=2', headers: page },
    ];
    const refused: string[] = [];
    for (let i = 0; i < 700; i += 1) {
      const { url, headers } = requests[i % requests.length]!;
      const response = await app.inject({ method: 'GET', url, headers, remoteAddress });
      if (response.statusCode !== 200) refused.push(`${url}: ${response.statusCode}`);
    }
    expect(refused).toEqual([]);
    // The API's budget is untouched: MAX anonymous calls answer (401: not signed in), the next is refused.
    expect(await apiStatuses(MAX + 1, remoteAddress)).toEqual([...Array(MAX).fill(401), 429]);
  });

  it('gives each signed-in user behind one address a budget of their own', async () => {
    const remoteAddress = '10.1.0.2';
    // Signing in goes through /auth/, which counts: from its own address, so the users' budgets start full.
    const candidate = await signIn(app, 'candidate@demo.assay.dev', 'assay-demo', '10.1.0.3');
    const interviewer = await signIn(app, 'interviewer@demo.assay.dev', 'assay-demo', '10.1.0.4');
    expect(await apiStatuses(MAX, remoteAddress, bearer(candidate.token))).toEqual(Array(MAX).fill(200));
    expect(await apiStatuses(MAX, remoteAddress, bearer(interviewer.token))).toEqual(Array(MAX).fill(200));
    // Each is refused past their own budget, and an anonymous client at the address still has its own.
    expect(await apiStatuses(1, remoteAddress, bearer(candidate.token))).toEqual([429]);
    expect(await apiStatuses(1, remoteAddress)).toEqual([401]);
    // A token that does not verify counts against the address, like no token.
    expect(await apiStatuses(1, remoteAddress, bearer('not-a-token'))).toEqual([401]);
  });

  it('shows a browser a friendly page past the limit, and keeps the JSON error body for API clients', async () => {
    const remoteAddress = '10.1.0.5';
    await apiStatuses(MAX, remoteAddress);
    const api = await app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { accept: 'text/html' },
      remoteAddress,
    });
    expect(api.statusCode).toBe(429);
    expect(api.headers['content-type']).toMatch(/application\/json/);
    expect(errorBodySchema.parse(api.json()).code).toBe('RATE_LIMITED');

    const page = await app.inject({
      method: 'GET',
      url: '/auth/callback/google?code=x',
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
      remoteAddress,
    });
    expect(page.statusCode).toBe(429);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(Number(page.headers['retry-after'])).toBeGreaterThan(0);
    expect(page.body).toContain('Too many requests — wait a moment and try again');
    expect(page.body).not.toContain('RATE_LIMITED');
  });
});
