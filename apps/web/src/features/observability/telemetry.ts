import {
  API_PREFIX,
  ERROR_REPORT_LIMITS,
  observabilityPaths,
  telemetryConfigSchema,
  type BrowserErrorReport,
  type TelemetryConfig,
  type WebVitalName,
} from '@assay/contracts';
import { drainCapturedErrors, type CaughtError } from './error-capture';
import { describeError, pageOf, requestIdOf } from './request-id';

const url = (path: string) => `${API_PREFIX}${path}`;

/** Posts JSON without the API client: reporting must not depend on what may be failing, nor need a session. */
function post(path: string, body: unknown): Promise<unknown> {
  return fetch(url(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => undefined);
}

/** The report the embedded collector takes, cut to its caps (SPEC §9's limit is applied by the server). */
export function toErrorReport(caught: CaughtError, release: string): BrowserErrorReport {
  const { message, stack } = describeError(caught.error);
  const requestId = requestIdOf(caught.error);
  return {
    kind: caught.kind,
    message: message.slice(0, ERROR_REPORT_LIMITS.message) || 'Unknown error',
    ...(stack ? { stack: stack.slice(0, ERROR_REPORT_LIMITS.stack) } : {}),
    url: caught.url.slice(0, ERROR_REPORT_LIMITS.url),
    ...(requestId && /^[\w.:-]+$/.test(requestId)
      ? { requestId: requestId.slice(0, ERROR_REPORT_LIMITS.requestId) }
      : {}),
    release: release.slice(0, ERROR_REPORT_LIMITS.release),
  };
}

async function loadConfig(): Promise<TelemetryConfig | null> {
  try {
    const response = await fetch(url(observabilityPaths.telemetryConfig), { headers: { accept: 'application/json' } });
    return response.ok ? telemetryConfigSchema.parse(await response.json()) : null;
  } catch {
    return null;
  }
}

/** LCP, INP and CLS of this page load, sent once when the page is hidden (web-vitals reports them by then). */
async function reportWebVitals(): Promise<void> {
  const { onCLS, onINP, onLCP } = await import('web-vitals');
  const measured = new Map<WebVitalName, number>();
  const page = pageOf(window.location.pathname);
  const record = (metric: { name: string; value: number }) => measured.set(metric.name as WebVitalName, metric.value);
  onLCP(record);
  onINP(record);
  onCLS(record);
  addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden' || measured.size === 0) return;
    const metrics = [...measured.entries()].map(([name, value]) => ({ name, value: Math.max(0, value) }));
    measured.clear();
    void post(observabilityPaths.telemetryVitals, { page, metrics });
  });
}

/**
 * Starts error and vitals reporting: to Sentry when the API names a DSN (its SDK loaded only then), else to the
 * embedded collector. Called after the first render, so none of it is on the critical path.
 */
export async function startTelemetry(): Promise<void> {
  const config = await loadConfig();
  if (config?.sentryDsn) {
    const { startSentry } = await import('./sentry-browser');
    const capture = startSentry({ ...config, sentryDsn: config.sentryDsn });
    // Sentry's own handlers catch uncaught errors from now on: only the boundaries' and those met before go through.
    let early = true;
    drainCapturedErrors((caught) => {
      if (early || caught.kind === 'boundary') capture(caught);
    });
    early = false;
  } else {
    const release = config?.release ?? 'unknown';
    drainCapturedErrors((caught) => void post(observabilityPaths.telemetryErrors, toErrorReport(caught, release)));
  }
  await reportWebVitals();
}
