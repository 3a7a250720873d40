import {
  ADMIN_STATS_DAYS,
  adminMetricsSchema,
  adminStatsSchema,
  errorGroupsQuerySchema,
  errorGroupsSchema,
  observabilityPaths,
  webVitalsSummaryQuerySchema,
  webVitalsSummarySchema,
} from '@assay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['admin'];

/**
 * The admin overview's figures: this node's live service metrics, the platform's counts from the database, the
 * embedded collector's error groups and the web vitals' p75.
 */
export const adminMetricsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { metrics, platformStats, errorCollector, webVitals } = app.services;

  app.get(
    observabilityPaths.adminMetrics,
    {
      preHandler: app.allow('admin'),
      schema: {
        tags,
        summary:
          "Live service figures over the last minutes, from the answering node's Prometheus registry (per node: `node` says which)",
        response: { 200: adminMetricsSchema },
      },
    },
    async () => metrics.windowFigures(),
  );

  app.get(
    observabilityPaths.adminStats,
    {
      preHandler: app.allow('admin'),
      schema: {
        tags,
        summary: 'Users by role, organizations, tasks, and sign-ups and submissions per day over the last 30 days',
        response: { 200: adminStatsSchema },
      },
    },
    async () => platformStats.stats(ADMIN_STATS_DAYS),
  );

  app.get(
    observabilityPaths.adminErrors,
    {
      preHandler: app.allow('admin'),
      schema: {
        tags,
        summary: "The embedded collector's errors, grouped by fingerprint, most recently seen first",
        querystring: errorGroupsQuerySchema,
        response: { 200: errorGroupsSchema },
      },
    },
    async (request) => ({ items: await errorCollector.recent(request.query.limit, request.query.source) }),
  );

  app.get(
    observabilityPaths.adminVitals,
    {
      preHandler: app.allow('admin'),
      schema: {
        tags,
        summary: 'Web vitals (LCP, INP, CLS): the 75th percentile per page over the last days',
        querystring: webVitalsSummaryQuerySchema,
        response: { 200: webVitalsSummarySchema },
      },
    },
    async (request) => webVitals.summary(request.query.days),
  );
};
