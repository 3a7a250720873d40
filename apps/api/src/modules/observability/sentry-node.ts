import { createIdenticalErrorLimiter, ERROR_REPORTING, normaliseErrorMessage } from '@assay/contracts';
import * as Sentry from '@sentry/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorSink } from './error-reporter.js';

export interface SentrySettings {
  dsn: string;
  release: string;
  environment: string;
}

/**
 * Starts the API's Sentry client: SPEC §9's trace sample rate, and at most 10 identical errors per 60 s (the rest
 * dropped in beforeSend, as the embedded collector folds them). Sentry's client is the process's: one per process.
 */
export function startSentry(settings: SentrySettings): ErrorSink & { close(): Promise<void> } {
  const limiter = createIdenticalErrorLimiter();
  Sentry.init({
    dsn: settings.dsn,
    release: settings.release,
    environment: settings.environment,
    tracesSampleRate: ERROR_REPORTING.traceSampleRate,
    // The API makes its own transaction per request (sentryTracingPlugin, named by route pattern) and reports its own
    // errors with their request id: Sentry's automatic Fastify capture and incoming-request spans would double them.
    integrations: (defaults) => [
      // Dedupe drops every repeat of the last error outright; SPEC §9 wants 10 identical ones per 60 s (beforeSend).
      ...defaults.filter((integration) => !['Fastify', 'Http', 'Dedupe'].includes(integration.name)),
      Sentry.httpIntegration({ disableIncomingRequestSpans: true }),
    ],
    // Errors are reported by the error handler, with their request id; Sentry's own process handlers stay on.
    beforeSend(event) {
      const exception = event.exception?.values?.[0];
      const key = [
        exception?.type ?? '',
        normaliseErrorMessage(exception?.value ?? event.message ?? ''),
        String(event.tags?.route ?? ''),
      ].join('\n');
      return limiter.allow(key) ? event : null;
    },
    // A burst of transactions must not be dropped by a full send queue before the sample rate has thinned it.
    transportOptions: { bufferSize: 1000 },
  });
  return {
    async report(error, context) {
      Sentry.captureException(error, {
        tags: { request_id: context.requestId, route: `${context.method} ${context.route ?? 'unmatched'}` },
      });
    },
    async close() {
      await Sentry.flush(5000);
    },
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    sentrySpan?: ReturnType<typeof Sentry.startInactiveSpan>;
  }
}

const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

/**
 * One Sentry transaction per request, named by its route pattern and tagged with its request id; the SDK samples
 * them at SPEC §9's rate (an unsampled span sends nothing).
 */
export const sentryTracingPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    // Each request continues the browser's trace when it sends one (sentry-trace, baggage), else starts its own: the
    // sampling decision is per trace, so requests must not share one by accident.
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value.join(',') : value;
    };
    request.sentrySpan = Sentry.continueTrace({ sentryTrace: header('sentry-trace'), baggage: header('baggage') }, () =>
      Sentry.startInactiveSpan({
        name: `${request.method} ${routeOf(request)}`,
        op: 'http.server',
        forceTransaction: true,
        attributes: { 'http.request.method': request.method, 'http.route': routeOf(request), request_id: request.id },
      }),
    );
  });
  app.addHook('onResponse', async (request, reply) => {
    const span = request.sentrySpan;
    if (!span) return;
    span.setAttribute('http.response.status_code', reply.statusCode);
    span.setStatus({ code: reply.statusCode >= 500 ? 2 : 1 });
    span.end();
  });
});
