import { timingSafeEqual } from 'node:crypto';
import { METRICS_PATH } from '@assay/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NotFoundError, UnauthorizedError } from '../../lib/errors.js';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function bearerOf(request: FastifyRequest): string | null {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Times every answer into the request histogram, labelled by the route's pattern (`/api/v1/tasks/:id`, never the
 * raw URL). Registered before every route, so none escapes it.
 */
export const requestMetricsPlugin = fp(async (app: FastifyInstance) => {
  const { metrics } = app.services;
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  app.addHook('onClose', async () => metrics.close());
});

/**
 * Serves the registry to Prometheus at `/metrics` behind METRICS_TOKEN. The scrape is outside the API's rate limit
 * (a scraper every few seconds is not a client) and outside the public OpenAPI document.
 */
export const metricsRoutes = async (app: FastifyInstance) => {
  const { metrics } = app.services;

  app.get(
    METRICS_PATH,
    { preHandler: app.allowAnyone, schema: { hide: true }, config: { rateLimit: false } },
    async (request, reply) => {
      const token = app.config.METRICS_TOKEN;
      if (!token) throw new NotFoundError('Metrics are off: set METRICS_TOKEN to turn them on.', 'NOT_FOUND');
      const given = bearerOf(request);
      if (!given || !sameToken(given, token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new UnauthorizedError('Send the metrics token as a bearer token.', 'UNAUTHORIZED');
      }
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    },
  );
};
