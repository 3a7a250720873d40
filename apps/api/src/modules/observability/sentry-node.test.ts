import { ERROR_REPORTING } from '@assay/contracts';
import * as Sentry from '@sentry/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { startSentryStandIn, type SentryStandIn } from '../../../test/sentry-stand-in.js';

interface SpanItem {
  name: string;
  is_segment: boolean;
  attributes: Record<string, { value: unknown }>;
}

/** The real @sentry/node, configured through SENTRY_DSN, reporting to a stand-in Sentry on loopback. */
describe('error reporting to Sentry', () => {
  let sentry: SentryStandIn;
  let t: TestApp;
  beforeAll(async () => {
    sentry = await startSentryStandIn();
    t = await buildTestApp(
      { SENTRY_DSN: sentry.dsn, SENTRY_ENVIRONMENT: 'test-standin' },
      {
        dispatchEvents: false,
        extend: async (app) => {
          app.get('/api/v1/test-sentry/fail/:id', { preHandler: app.allowAnyone }, async () => {
            throw new Error('Ledger out of balance by 42');
          });
          app.get('/api/v1/test-sentry/ok', { preHandler: app.allowAnyone }, async () => ({ ok: true }));
        },
      },
    );
  });
  afterAll(async () => {
    await t.close();
    await sentry.close();
  });

  const events = () => sentry.ofType('event');

  it("sends the API's 5xx as an error event tagged with the request id the client saw, not to the collector", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/test-sentry/fail/1' });
    expect(response.statusCode).toBe(500);
    const requestId = response.headers['x-request-id'];
    await t.app.services.errorReporter.flush();
    await Sentry.flush(5000);
    await sentry.until(() =>
      events().some((event) => (event.payload.tags as Record<string, string>)?.request_id === requestId),
    );
    const event = events().find((entry) => (entry.payload.tags as Record<string, string>).request_id === requestId)!;
    expect(event.payload).toMatchObject({
      environment: 'test-standin',
      tags: { request_id: requestId, route: 'GET /api/v1/test-sentry/fail/:id' },
      exception: { values: [expect.objectContaining({ type: 'Error', value: 'Ledger out of balance by 42' })] },
    });
    expect(await t.app.services.errorCollector.recent(10)).toEqual([]);
  });

  it("lets the browser send to the DSN's origin (the page's Content-Security-Policy) and tells it the DSN", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/v1/telemetry/config' });
    expect(page.json()).toMatchObject({ sentryDsn: sentry.dsn, environment: 'test-standin' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`connect-src 'self' ${new URL(sentry.dsn).origin}`));
  });

  it('sends at most 10 identical errors per 60 s', async () => {
    const before = events().length;
    for (let i = 0; i < 15; i++) await t.app.inject({ method: 'GET', url: `/api/v1/test-sentry/fail/${i + 2}` });
    await t.app.services.errorReporter.flush();
    await Sentry.flush(5000);
    // The first test's error is the same error: 9 more make 10 in this minute.
    expect(events().length - before).toBe(ERROR_REPORTING.maxIdenticalErrors - 1);
  });

  it('samples request transactions at SPEC §9’s rate (2,000 requests, ±5 standard deviations)', async () => {
    // This SDK streams spans: each sampled request arrives as a segment (a transaction) in a `span` item.
    const segments = () =>
      sentry
        .ofType('span')
        .flatMap((item) => (item.payload.items ?? []) as SpanItem[])
        .filter((span) => span.is_segment && span.name === 'GET /api/v1/test-sentry/ok');
    const requests = 2000;
    for (let sent = 0; sent < requests; sent++) {
      await t.app.inject({ method: 'GET', url: '/api/v1/test-sentry/ok' });
      if (sent % 200 === 199) await Sentry.flush(10_000);
    }
    await Sentry.flush(10_000);
    const received = segments().length;
    const rate = ERROR_REPORTING.traceSampleRate;
    const expected = requests * rate;
    const deviation = Math.sqrt(requests * rate * (1 - rate));
    expect(Math.abs(received - expected)).toBeLessThanOrEqual(5 * deviation);
    expect(segments()[0]!.attributes['sentry.op']).toMatchObject({ value: 'http.server' });
  });
});
