import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { OPENAPI_JSON_PATH } from '../../plugins/openapi.js';
import { rowsOf } from '../../db/rows.js';

const TOKEN = 'scrape-token-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };

/** The value of one sample line of the Prometheus text format, by its name and labels as written. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A rate limit a scraper would pass at once if it counted; events stay undelivered for the backlog gauge.
    t = await buildTestApp({ METRICS_TOKEN: TOKEN, RATE_LIMIT_MAX: '3' }, { dispatchEvents: false });
  });
  afterAll(() => t.close());

  it('refuses a request without its token, or with a wrong one', async () => {
    const bare = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(bare.statusCode).toBe(401);
    expect(bare.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(bare.headers['www-authenticate']).toContain('Bearer');
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('assay_');
  });

  it('exposes request histograms by route pattern and status class, never the raw URL', async () => {
    await t.app.inject({ method: 'GET', url: '/health' });
    await t.app.inject({ method: 'GET', url: '/api/v1/users/some-user-id' });
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(
      sample(text, 'assay_http_request_duration_seconds_count{method="GET",route="/health",status_class="2xx"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(
        text,
        'assay_http_request_duration_seconds_count{method="GET",route="/api/v1/users/:id",status_class="4xx"}',
      ),
    ).toBe(1);
    expect(text).toContain('assay_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/health"');
    expect(text).not.toContain('some-user-id');
    // prom-client's Node.js process metrics.
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('reads real values into its gauges', async () => {
    const { db } = t.app.services;
    await t.app.services.outbox.record(db, { type: 'metrics.test', payload: {} });
    await t.app.services.outbox.record(db, { type: 'metrics.test', payload: {} });
    const [backlog] = await rowsOf<{ count: number }>(
      db,
      sql`select count(*)::int as count from outbox_events where delivered_at is null and failed_at is null`,
    );
    const text = (await t.app.inject({ method: 'GET', url: '/metrics', headers: auth })).body;
    expect(backlog!.count).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'assay_outbox_backlog')).toBe(backlog!.count);
    const [size] = await rowsOf<{ bytes: string }>(db, sql`select pg_database_size(current_database()) as bytes`);
    const bytes = sample(text, 'assay_database_size_bytes')!;
    expect(bytes).toBeGreaterThan(1_000_000);
    expect(Math.abs(bytes - Number(size!.bytes)) / bytes).toBeLessThan(0.05);
    // This app forks no runners: an empty queue and no slots.
    expect(sample(text, 'assay_execution_queue_depth')).toBe(0);
    expect(sample(text, 'assay_runner_slots')).toBe(0);
    expect(sample(text, 'assay_runner_slots_busy')).toBe(0);
  });

  it('does not count the scrapes against the rate limit, and stays out of the public API document', async () => {
    for (let scrape = 0; scrape < 6; scrape++) {
      expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: auth })).statusCode).toBe(200);
    }
    const document = (await t.app.inject({ method: 'GET', url: OPENAPI_JSON_PATH })).json<{ paths: object }>();
    expect(Object.keys(document.paths)).not.toContain('/metrics');
  });

  it('answers 404 when no token is configured', async () => {
    const off = await buildTestApp({}, { dispatchEvents: false });
    try {
      const response = await off.app.inject({ method: 'GET', url: '/metrics', headers: auth });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('assay_');
    } finally {
      await off.close();
    }
  });
});
