import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { API_PREFIX } from '@assay/contracts';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Config, shouldSeedDemo } from './config.js';
import { connectDatabase, type DatabaseHandle } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { runSeed } from './seed.js';
import { loggerOptions, requestIdFor } from './lib/logger.js';
import { responseSerializerCompiler } from './lib/response-serializer.js';
import { analyticsRoutes } from './modules/analytics/analytics.routes.js';
import { gamificationRoutes } from './modules/gamification/gamification.routes.js';
import { githubRoutes } from './modules/github/github.routes.js';
import { githubImportsRoutes } from './modules/github/imports.routes.js';
import { behaviorRoutes } from './modules/behavior/behavior.routes.js';
import { billingRoutes, stripeWebhookRoutes } from './modules/billing/billing.routes.js';
import { documentationRoutes } from './modules/documentation/documentation.routes.js';
import { simulationsRoutes } from './modules/simulations/simulations.routes.js';
import { learningAdminRoutes } from './modules/learning/learning-admin.routes.js';
import { learningRoutes } from './modules/learning/learning.routes.js';
import { certificatesRoutes, didDocumentRoutes } from './modules/learning/certificates/certificates.routes.js';
import { prChallengesRoutes } from './modules/pr-challenges/pr-challenges.routes.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { adminOrganizationsRoutes } from './modules/admin/admin-organizations.routes.js';
import { adminSettingsRoutes } from './modules/admin/admin-settings.routes.js';
import { adminMetricsRoutes } from './modules/admin/admin-metrics.routes.js';
import { evaluationBareHostRoutes, evaluationRoutes } from './modules/evaluation/evaluation.routes.js';
import { reportRoutes } from './modules/evaluation/report.routes.js';
import { executionRoutes } from './modules/execution/execution.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { sentryTracingPlugin } from './modules/observability/sentry-node.js';
import { metricsRoutes, requestMetricsPlugin } from './modules/observability/metrics.plugin.js';
import { telemetryRoutes } from './modules/observability/telemetry.routes.js';
import { identityRoutes } from './modules/identity/identity.routes.js';
import { resolveAuthSecret } from './modules/identity/identity.secret.js';
import { resolveOAuthProviders } from './modules/identity/oauth-providers.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.js';
import { invitationsRoutes } from './modules/organizations/invitations.routes.js';
import { organizationsRoutes } from './modules/organizations/organizations.routes.js';
import { taskTemplatesRoutes } from './modules/task-templates/task-templates.routes.js';
import { templateAuthoringRoutes } from './modules/task-templates/template-authoring.routes.js';
import { submissionsRoutes } from './modules/submissions/submissions.routes.js';
import { assessmentsRoutes } from './modules/tasks/assessments.routes.js';
import { candidateTasksRoutes } from './modules/tasks/candidate-tasks.routes.js';
import { staffTasksRoutes } from './modules/tasks/staff-tasks.routes.js';
import { practiceRoutes } from './modules/tasks/practice.routes.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { accessPlugin } from './plugins/access.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { notFoundPlugin } from './plugins/not-found.js';
import { openApiPlugin } from './plugins/openapi.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { requestLoggingPlugin } from './plugins/request-logging.js';
import { routeRegistryPlugin } from './plugins/route-registry.js';
import { inputGuardPlugin } from './plugins/input-guard.js';
import { securityPlugin } from './plugins/security.js';
import { webAppPlugin } from './plugins/web-app.js';
import { createServices, type Services } from './services.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    services: Services;
    database: DatabaseHandle;
  }
}

export interface BuildAppOptions {
  /** An open database to use instead of connecting from config (several app instances may share one). */
  database?: DatabaseHandle;
  /** A pino logger to use instead of one made from LOG_LEVEL. */
  logger?: FastifyBaseLogger;
  /** Start the event dispatcher when the app is ready (default true). */
  dispatchEvents?: boolean;
  /** The clock simulations keep time by (tests pass one they move; default: the system's). */
  clock?: () => Date;
  /** More routes or plugins, registered after the modules (for embedding the API in a larger server). */
  extend?: (app: FastifyInstance) => Promise<void>;
}

/**
 * Builds the whole app — plugins, then each module's routes — and readies it: migrations and the seed have
 * run when this resolves. It never listens; server.ts does.
 */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: loggerOptions(config.LOG_LEVEL) }),
    genReqId: requestIdFor,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  const ownsDatabase = !options.database;
  const database =
    options.database ?? (await connectDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir }));
  const services = createServices({
    database,
    config,
    log: app.log,
    authSecret: resolveAuthSecret(config.AUTH_SECRET, config.dataDir),
    oauthProviders: await resolveOAuthProviders(config),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('services', services);

  await app.register(routeRegistryPlugin);
  await app.register(requestLoggingPlugin);
  await app.register(requestMetricsPlugin);
  if (services.sentry) await app.register(sentryTracingPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(inputGuardPlugin);
  await app.register(securityPlugin, {
    corsOrigins: config.corsOrigins,
    https: config.publicUrl.startsWith('https:'),
    // The browser sends its error reports to Sentry itself when a DSN is configured.
    connectOrigins: config.SENTRY_DSN ? [new URL(config.SENTRY_DSN).origin] : [],
  });
  await app.register(rateLimitPlugin, {
    limits: async () => {
      const { rateLimitMax, rateLimitWindowSeconds } = await services.productSettings.get();
      return { max: rateLimitMax, windowMs: rateLimitWindowSeconds * 1000 };
    },
    redisUrl: config.REDIS_URL,
    redisPrefix: config.RATE_LIMIT_REDIS_PREFIX,
  });
  await app.register(openApiPlugin, { productName: config.PRODUCT_NAME, publicUrl: config.publicUrl });

  await app.register(accessPlugin);

  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  await app.register(identityRoutes);
  await app.register(evaluationBareHostRoutes);
  await app.register(didDocumentRoutes);
  // The product's API lives under one prefix; health, sign-in and re-evaluation keep their own paths (probes, the
  // provider's URLs, SPEC.md's bare-host route).
  const apiRoutes = [
    usersRoutes,
    organizationsRoutes,
    invitationsRoutes,
    executionRoutes,
    taskTemplatesRoutes,
    templateAuthoringRoutes,
    assessmentsRoutes,
    candidateTasksRoutes,
    staffTasksRoutes,
    practiceRoutes,
    searchRoutes,
    submissionsRoutes,
    evaluationRoutes,
    reportRoutes,
    notificationsRoutes,
    analyticsRoutes,
    gamificationRoutes,
    githubRoutes,
    githubImportsRoutes,
    prChallengesRoutes,
    behaviorRoutes,
    learningRoutes,
    learningAdminRoutes,
    simulationsRoutes,
    documentationRoutes,
    billingRoutes,
    stripeWebhookRoutes,
    certificatesRoutes,
    onboardingRoutes,
    adminRoutes,
    adminOrganizationsRoutes,
    adminSettingsRoutes,
    adminMetricsRoutes,
    telemetryRoutes,
  ];
  for (const routes of apiRoutes) await app.register(routes, { prefix: API_PREFIX });
  if (options.extend) await app.register(options.extend);

  await app.register(webAppPlugin, {
    webDistDir: config.WEB_DIST_DIR,
    productName: async () => (await services.productSettings.get()).productName,
  });
  await app.register(notFoundPlugin, { webDistDir: config.WEB_DIST_DIR });

  app.addHook('onClose', async () => {
    await services.judgingLoop.stop();
    await services.simulationSweep.stop();
    services.telemetryRetention.stop();
    await services.events.stop();
    await services.execution.close();
    services.leaderboard.close();
    await services.errorReporter.flush();
    await services.sentry?.close();
    services.mail.close();
    await services.broadcast.close();
    if (ownsDatabase) await database.close();
  });

  await app.ready();
  // After ready, not in an onReady hook: Fastify bounds those by its plugin timeout (10 s), and a first start seeds
  // the whole challenge library (48 templates, megabytes of tests), which takes longer on a slow machine.
  try {
    await runMigrations(database, config.DATABASE_URL);
    await runSeed({ services, config, log: app.log }, { demo: shouldSeedDemo(config) });
  } catch (error) {
    await app.close();
    throw error;
  }
  services.health.markReady();
  if (options.dispatchEvents !== false) services.events.start();
  services.judgingLoop.start();
  services.simulationSweep.start();
  services.telemetryRetention.start();
  return app;
}
