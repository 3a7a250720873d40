import {
  createIdenticalErrorLimiter,
  ERROR_REPORTING,
  normaliseErrorMessage,
  type TelemetryConfig,
} from '@assay/contracts';
import * as Sentry from '@sentry/react';
import type { CaughtError } from './error-capture';
import { requestIdOf } from './request-id';

/**
 * The browser's Sentry, loaded only when the API names a DSN: SPEC §9's sample rates, the request id of the failing
 * API call as a tag, and at most 10 identical errors per 60 s (the rest dropped in beforeSend).
 */
export function startSentry(config: TelemetryConfig & { sentryDsn: string }): (caught: CaughtError) => void {
  const limiter = createIdenticalErrorLimiter();
  Sentry.init({
    dsn: config.sentryDsn,
    release: config.release,
    environment: config.environment,
    tracesSampleRate: ERROR_REPORTING.traceSampleRate,
    replaysSessionSampleRate: ERROR_REPORTING.replaySessionSampleRate,
    replaysOnErrorSampleRate: ERROR_REPORTING.replayOnErrorSampleRate,
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
    beforeSend(event, hint) {
      const requestId = requestIdOf(hint.originalException);
      if (requestId) event.tags = { ...event.tags, request_id: requestId };
      const exception = event.exception?.values?.[0];
      const key = `${exception?.type ?? ''}:${normaliseErrorMessage(exception?.value ?? event.message ?? '')}`;
      return limiter.allow(key) ? event : null;
    },
  });
  return (caught) => {
    const requestId = requestIdOf(caught.error);
    Sentry.captureException(caught.error, {
      tags: { kind: caught.kind, ...(requestId ? { request_id: requestId } : {}) },
    });
  };
}
