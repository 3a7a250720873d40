import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { APP_VERSION } from './lib/version.js';
import type { ExecutionService } from './modules/execution/execution.service.js';
import { createErrorCollector } from './modules/observability/error-collector.js';
import { collectorSink, createErrorReporter } from './modules/observability/error-reporter.js';
import { createPlatformStatsRepository } from './modules/observability/platform-stats.repository.js';
import { startSentry } from './modules/observability/sentry-node.js';
import { createServiceMetrics } from './modules/observability/service-metrics.js';
import { createWebVitalsRepository } from './modules/observability/web-vitals.repository.js';

/** How the service is seen running: its metrics, its errors (Sentry or the embedded collector) and web vitals. */
export function createObservabilityServices({
  db,
  config,
  log,
  execution,
}: {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  execution: Pick<ExecutionService, 'queue' | 'runnerSlots' | 'onRun'>;
}) {
  const platformStats = createPlatformStatsRepository(db);
  const metrics = createServiceMetrics({
    sources: {
      queue: () => execution.queue(),
      runnerSlots: () => execution.runnerSlots(),
      onRun: (listener) => execution.onRun(listener),
      outboxBacklog: () => platformStats.outboxBacklog(),
      databaseBytes: () => platformStats.databaseBytes(),
    },
    version: APP_VERSION,
  });

  const errorCollector = createErrorCollector({ db });
  // With a DSN the API's errors go to Sentry; without one, to the embedded collector the admin reads on /admin.
  const sentry = config.SENTRY_DSN
    ? startSentry({
        dsn: config.SENTRY_DSN,
        release: APP_VERSION,
        environment: config.SENTRY_ENVIRONMENT ?? config.NODE_ENV,
      })
    : null;
  const errorReporter = createErrorReporter({
    sink: sentry ?? collectorSink(errorCollector, APP_VERSION),
    log: log.child({ component: 'errors' }),
  });

  return {
    /** This node's Prometheus registry and the admin's recent-window figures. */
    metrics,
    platformStats,
    /** The embedded error collector (SPEC §9's limit applied); the admin reads it on /admin. */
    errorCollector,
    /** Reports the API's 5xx: to Sentry when SENTRY_DSN is set, else to the embedded collector. */
    errorReporter,
    /** The Sentry client when SENTRY_DSN is set (flushed on close). */
    sentry,
    webVitals: createWebVitalsRepository(db),
  };
}
