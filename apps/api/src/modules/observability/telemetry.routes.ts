import {
  browserErrorReportSchema,
  errorReportReceiptSchema,
  observabilityPaths,
  telemetryConfigSchema,
  webVitalsReportSchema,
} from '@assay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_VERSION } from '../../lib/version.js';

const tags = ['telemetry'];
/** A report is a few KB at most: larger bodies are refused before parsing. */
const ERROR_BODY_LIMIT = 16 * 1024;
const VITALS_BODY_LIMIT = 2 * 1024;

/** The path of a page address, without its query or fragment (which may carry tokens). */
const pathOnly = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').split(/[?#]/)[0] || '/';

/**
 * What the browser reports: errors (to the embedded collector when no Sentry DSN is configured) and web vitals.
 * Open to anyone, since errors happen before sign-in too; counted by the API's rate limit like every other call.
 */
export const telemetryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { errorCollector, webVitals } = app.services;

  app.get(
    observabilityPaths.telemetryConfig,
    {
      preHandler: app.allowAnyone,
      schema: {
        tags,
        summary: "Where the browser reports errors: Sentry's DSN when configured (else the embedded collector)",
        response: { 200: telemetryConfigSchema },
      },
    },
    async () => ({
      sentryDsn: app.config.SENTRY_DSN ?? null,
      release: APP_VERSION,
      environment: app.config.SENTRY_ENVIRONMENT ?? app.config.NODE_ENV,
    }),
  );

  app.post(
    observabilityPaths.telemetryErrors,
    {
      preHandler: app.allowAnyone,
      bodyLimit: ERROR_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Report an error the web app met; at most 10 identical ones per 60 s are recorded, the rest counted as suppressed',
        body: browserErrorReportSchema,
        response: { 202: errorReportReceiptSchema },
      },
    },
    async (request, reply) => {
      const report = request.body;
      const receipt = await errorCollector.record({
        source: 'web',
        message: report.kind === 'unhandledrejection' ? `Unhandled rejection: ${report.message}` : report.message,
        route: pathOnly(report.url),
        stack: report.stack,
        requestId: report.requestId,
        release: report.release,
      });
      return reply.code(202).send(receipt);
    },
  );

  app.post(
    observabilityPaths.telemetryVitals,
    {
      preHandler: app.allowAnyone,
      bodyLimit: VITALS_BODY_LIMIT,
      schema: {
        tags,
        summary: "Report one page load's web vitals (LCP, INP, CLS), kept aggregated per page and day",
        body: webVitalsReportSchema,
        response: { 202: z.object({ recorded: z.number().int() }) },
      },
    },
    async (request, reply) => {
      await webVitals.record(request.body, new Date().toISOString().slice(0, 10));
      return reply.code(202).send({ recorded: request.body.metrics.length });
    },
  );
};
