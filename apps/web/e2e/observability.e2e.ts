import { describe, expect, inject, it } from 'vitest';
import { startSentryStandIn } from '../../api/test/sentry-stand-in.js';
import { useBrowserSession, violationsInBothSchemes } from './support/browser.js';
import { signInAs } from './support/journeys.js';

const baseURL = inject('baseURL');
const TEST_ERROR = 'Test error raised by the diagnostics page.';
/** The path the diagnostics page's "Raise a test API error" asks the API for (debug-self-checks.tsx). */
const TEST_API_ERROR_PATH = '/api/v1/debug/test-api-error';

describe('observability', () => {
  const session = useBrowserSession();

  it('a thrown error and a failed API call reach the embedded collector, the latter with its request id, and the admin sees both on the overview, axe-clean in light and dark', async () => {
    const { page } = session;
    await page.goto(`${baseURL}/debug`);
    const reported = () =>
      page.waitForResponse(
        (response) => response.url().endsWith('/api/v1/telemetry/errors') && response.status() === 202,
      );
    // A failed API call left uncaught is reported with the request id the API answered it under.
    const apiErrorReported = reported();
    const failed = page.waitForResponse((response) => response.url().endsWith(TEST_API_ERROR_PATH));
    await page.getByRole('button', { name: 'Raise a test API error' }).click();
    const requestId = (await failed).headers()['x-request-id'];
    expect(requestId).toMatch(/^[\w-]{8,}$/);
    await apiErrorReported;
    const screenReported = reported();
    await page.getByRole('button', { name: 'Test the error screen' }).click();
    await screenReported;

    await signInAs(page, 'admin@demo.assay.dev', '/admin');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Admin Overview' }).isVisible()).toBe(true);
    const errors = page.getByRole('table', { name: /Recent errors/ });
    await errors.waitFor();
    const row = errors.getByRole('row', { name: new RegExp(TEST_ERROR.replace('.', '\\.')) });
    expect(await row.textContent()).toContain('Web');
    const apiErrorRow = errors.getByRole('row', { name: new RegExp(requestId!) });
    expect(await apiErrorRow.textContent()).toContain('/debug');
    await page.getByRole('table', { name: /by route family/ }).waitFor();
    await page.getByRole('table', { name: 'Users by role' }).waitFor();
    expect(await violationsInBothSchemes(page, 'admin overview')).toEqual({});
  });
});

describe('observability with Sentry', () => {
  // The journeys' shared server has no SENTRY_DSN (its page CSP would then allow the DSN's origin, which the API's
  // Sentry test checks): the stand-in's DSN is handed to the browser here, so the CSP is bypassed for it.
  const session = useBrowserSession({ bypassCSP: true });

  it('with a Sentry DSN configured, the browser loads Sentry and reports to it a failed API call with its request id and the thrown error', async () => {
    const sentry = await startSentryStandIn();
    try {
      const { page } = session;
      // The browser learns the DSN from the API's public config: here the stand-in's, on loopback.
      await page.route('**/api/v1/telemetry/config', (route) =>
        route.fulfill({ json: { sentryDsn: sentry.dsn, release: 'e2e-release', environment: 'e2e' } }),
      );
      await page.goto(`${baseURL}/debug`);
      // Sentry is loaded once the config names a DSN, after the first render.
      await expect.poll(() => page.evaluate(() => '__SENTRY__' in globalThis), { timeout: 20_000 }).toBe(true);
      const failed = page.waitForResponse((response) => response.url().endsWith(TEST_API_ERROR_PATH));
      await page.getByRole('button', { name: 'Raise a test API error' }).click();
      const requestId = (await failed).headers()['x-request-id'];
      await sentry.until(() =>
        sentry
          .ofType('event')
          .some((event) => (event.payload.tags as Record<string, unknown> | undefined)?.request_id === requestId),
      );
      await page.getByRole('button', { name: 'Test the error screen' }).click();
      const isTestError = () =>
        sentry.ofType('event').some((event) => JSON.stringify(event.payload.exception ?? '').includes(TEST_ERROR));
      await sentry.until(isTestError);
      const event = sentry
        .ofType('event')
        .find((entry) => JSON.stringify(entry.payload.exception).includes(TEST_ERROR))!;
      expect(event.payload).toMatchObject({ release: 'e2e-release', environment: 'e2e', tags: { kind: 'boundary' } });
    } finally {
      await sentry.close();
    }
  });
});
