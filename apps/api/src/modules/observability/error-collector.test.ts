import { errorGroupsSchema, webVitalsSummarySchema } from '@assay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { fingerprintOf } from './error-collector.js';
import { bucketOf, WEB_VITAL_BOUNDS } from './web-vitals.repository.js';

const T0 = Date.parse('2026-03-01T12:00:00Z');
const at = (ms: number) => new Date(T0 + ms);

describe('the embedded error collector', () => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await buildTestApp(
      { SEED_DEMO: 'true' },
      {
        extend: async (app) => {
          app.get('/api/v1/test-failure/:id', { preHandler: app.allowAnyone }, async () => {
            throw new Error('Lost connection to shard 42');
          });
        },
      },
    );
    adminToken = (await signIn(t.app, 'admin@demo.assay.dev', 'assay-demo')).token;
  });
  afterAll(() => t.close());

  const groups = async (source?: 'web' | 'api') =>
    errorGroupsSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/admin/errors${source ? `?source=${source}` : ''}`,
          headers: bearer(adminToken),
        })
      ).json(),
    ).items;

  it('records at most 10 identical errors in any 60 s; the rest only add to the suppressed count', async () => {
    const { errorCollector } = t.app.services;
    const event = { source: 'web' as const, message: 'Limit probe', route: '/limit', requestId: 'req-limit' };
    const outcomes: boolean[] = [];
    // Twelve in the first 11 s: ten recorded, two suppressed.
    for (let second = 0; second < 12; second++)
      outcomes.push((await errorCollector.record(event, at(second * 1000))).recorded);
    expect(outcomes).toEqual([...Array(10).fill(true), false, false]);
    // 59.999 s after the first, all ten are still in the window; at 60 s the first has left it.
    expect((await errorCollector.record(event, at(59_999))).recorded).toBe(false);
    expect((await errorCollector.record(event, at(60_000))).recorded).toBe(true);
    // The window slides: the one just recorded fills the place the first left, so the next waits for the second's.
    expect((await errorCollector.record(event, at(60_500))).recorded).toBe(false);
    expect((await errorCollector.record(event, at(61_000))).recorded).toBe(true);
    const [group] = (await groups('web')).filter((entry) => entry.message === 'Limit probe');
    expect(group).toMatchObject({ count: 12, suppressed: 4, lastRequestId: 'req-limit', route: '/limit' });
    expect(group!.firstSeen).toBe(at(0).toISOString());
    expect(group!.lastSeen).toBe(at(61_000).toISOString());
  });

  it('groups the same error with different ids, numbers and bundle hashes under one fingerprint', () => {
    const stack = (hash: string, line: number) =>
      `TypeError: x is undefined\n    at render (https://a.example/assets/index-${hash}.js:${line}:17)\n    at run (https://a.example/assets/vendor-${hash}.js:3:9)`;
    const one = {
      source: 'web' as const,
      route: '/tasks/1',
      message: 'Task 1f0e6b2c-1111-4222-8333-444455556666 has 3 tests',
      stack: stack('Bx3kP9aQ', 10),
    };
    const two = {
      source: 'web' as const,
      route: '/tasks/2',
      message: 'Task 0a0e6b2c-9999-4222-8333-444455556666 has 7 tests',
      stack: stack('Zz81LmQe', 12),
    };
    expect(fingerprintOf(one)).toBe(fingerprintOf(two));
    expect(fingerprintOf(one)).not.toBe(fingerprintOf({ ...one, message: 'Another failure' }));
    // The API's fingerprint includes its route: the same message from two routes is two problems.
    const api = { source: 'api' as const, message: 'boom', stack: undefined };
    expect(fingerprintOf({ ...api, route: 'GET /a' })).not.toBe(fingerprintOf({ ...api, route: 'GET /b' }));
  });

  it('records an API 5xx with its route pattern and the request id the client saw', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/test-failure/123' });
    expect(response.statusCode).toBe(500);
    await t.app.services.errorReporter.flush();
    const [group] = (await groups('api')).filter((entry) => entry.route === 'GET /api/v1/test-failure/:id');
    expect(group).toMatchObject({
      source: 'api',
      message: 'Error: Lost connection to shard 42',
      count: 1,
      lastRequestId: response.headers['x-request-id'],
      release: expect.any(String),
    });
    expect(group!.stack).toContain('Lost connection');
  });

  it('takes browser reports from anyone, under a strict schema with size caps', async () => {
    const report = {
      kind: 'boundary',
      message: 'Cannot read properties of undefined',
      url: '/candidate/tasks/abc?token=secret',
      requestId: 'req-browser-1',
      release: '0.1.0',
    };
    const accepted = await t.app.inject({ method: 'POST', url: '/api/v1/telemetry/errors', payload: report });
    expect(accepted.statusCode).toBe(202);
    expect(accepted.json()).toMatchObject({ recorded: true });
    const [group] = (await groups('web')).filter((entry) => entry.message === report.message);
    // The page's query (which may carry a token) is not kept.
    expect(group).toMatchObject({ route: '/candidate/tasks/abc', lastRequestId: 'req-browser-1', release: '0.1.0' });

    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/v1/telemetry/errors',
      payload: { ...report, user: 'x' },
    });
    expect(extra.statusCode).toBe(400);
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/v1/telemetry/errors',
      payload: { ...report, message: 'x'.repeat(1001) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('message');
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/v1/telemetry/errors',
      payload: { ...report, stack: 'y'.repeat(20_000) },
    });
    expect(huge.statusCode).toBe(413);
  });

  it('keeps web vitals aggregated per page and day and answers their p75', async () => {
    const values = [800, 900, 1000, 1100, 1200, 1300, 1400, 4000];
    for (const value of values) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/telemetry/vitals',
        payload: {
          page: '/vitals-probe',
          metrics: [
            { name: 'LCP', value },
            { name: 'CLS', value: 0.05 },
          ],
        },
      });
      expect(response.statusCode).toBe(202);
    }
    const summary = webVitalsSummarySchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v1/admin/vitals', headers: bearer(adminToken) })).json(),
    );
    const lcp = summary.items.find((item) => item.page === '/vitals-probe' && item.name === 'LCP')!;
    expect(lcp.samples).toBe(8);
    // The 6th of 8 samples (1300 ms), read as its bucket's upper bound: within 10 % above.
    expect(lcp.p75).toBe(WEB_VITAL_BOUNDS.LCP[bucketOf('LCP', 1300)]);
    expect(lcp.p75).toBeGreaterThanOrEqual(1300);
    expect(lcp.p75).toBeLessThan(1430);
    const cls = summary.items.find((item) => item.page === '/vitals-probe' && item.name === 'CLS')!;
    expect(cls.p75).toBeGreaterThanOrEqual(0.05);
    expect(cls.p75).toBeLessThan(0.055);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/telemetry/vitals',
      payload: { page: '/x', metrics: [{ name: 'FID', value: 1 }] },
    });
    expect(bad.statusCode).toBe(400);
  });
});
