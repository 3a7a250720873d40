import { healthPaths, healthSchema } from '@assay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const url of [healthPaths.root, healthPaths.api]) {
    app.get(
      url,
      {
        preHandler: app.allowAnyone,
        schema: {
          tags: ['health'],
          summary: 'Liveness and readiness of the API and its database',
          response: { 200: healthSchema, 503: healthSchema },
        },
        config: { rateLimit: false },
      },
      async (_req, reply) => {
        const health = await app.services.health.check();
        return reply.code(health.status === 'ok' ? 200 : 503).send(health);
      },
    );
  }
};
