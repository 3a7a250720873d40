import { ERROR_REPORTING } from '@assay/contracts';
import * as Sentry from '@sentry/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The one stand-in Sentry, the API's tests' and the browser journeys' too.
// eslint-disable-next-line no-restricted-imports
import { startSentryStandIn } from '../../../../api/test/sentry-stand-in';
import { ApiError } from '@/lib/api-client/api-error';
import { startSentry } from './sentry-browser';

/**
 * The browser's Sentry set up as the app sets it up (the real @sentry/react SDK), reporting over HTTP to a stand-in
 * Sentry on loopback: its errors carry the failing call's request id, and its traces are sampled at SPEC §9's rate,
 * counted over enough of them to be firm. (Replay's rates are decided once per page session: a page session each is
 * beyond a unit test, and the SDK is handed them as it is handed this one.)
 */
describe('the browser’s Sentry', () => {
  let sentry: Awaited<ReturnType<typeof startSentryStandIn>>;
  let capture: ReturnType<typeof startSentry>;

  beforeAll(async () => {
    sentry = await startSentryStandIn();
    capture = startSentry({ sentryDsn: sentry.dsn, release: 'test-release', environment: 'test' });
  });
  afterAll(async () => {
    await Sentry.close(2_000);
    await sentry.close();
  });

  it('reports an error with the request id of the API call that failed', async () => {
    const failure = new ApiError({
      kind: 'http',
      status: 500,
      code: 'INTERNAL',
      message: 'The server failed.',
      path: '/api/v1/tasks',
      requestId: 'req-browser-1',
    });
    capture({ kind: 'boundary', error: failure, url: '/tasks' });
    await Sentry.flush(5_000);
    const event = sentry
      .ofType('event')
      .find((item) => (item.payload.tags as Record<string, string> | undefined)?.request_id === 'req-browser-1');
    expect(event?.payload).toMatchObject({
      release: 'test-release',
      environment: 'test',
      tags: { kind: 'boundary', request_id: 'req-browser-1' },
    });
  });

  it('samples traces at SPEC §9’s rate (2,000 of them, ±5 standard deviations)', async () => {
    const spans = 2_000;
    // In batches, each flushed, so the SDK's send buffer never drops one for being full.
    for (let batch = 0; batch < 20; batch += 1) {
      // Each in a trace of its own, as each page load or navigation is: the sampling decision is made per trace.
      for (let index = 0; index < spans / 20; index += 1)
        Sentry.startNewTrace(() => Sentry.startSpan({ name: `work ${batch}-${index}` }, () => undefined));
      await Sentry.flush(5_000);
    }
    // The browser SDK streams spans: containers of span items (version 2), a root one per trace (`is_segment`).
    const sent = sentry
      .ofType('span')
      .flatMap((item) => (item.payload.items ?? []) as { name: string; is_segment?: boolean }[])
      .filter((span) => span.is_segment && span.name.startsWith('work ')).length;
    const rate = ERROR_REPORTING.traceSampleRate;
    const deviation = Math.sqrt(spans * rate * (1 - rate));
    expect(Math.abs(sent - spans * rate)).toBeLessThanOrEqual(5 * deviation);
  });
});
