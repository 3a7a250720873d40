import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../lib/version.js';

export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/** The reference page loads only its own files; it gets its own policy instead of the SPA's. */
const DOCS_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** OpenAPI 3 generated from the contracts' zod schemas, and an interactive reference. */
export const openApiPlugin = fp(async (app: FastifyInstance, options: { productName: string; publicUrl: string }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${options.productName} API`,
        version: APP_VERSION,
        description: 'Every route the web app uses. Authenticate with `Authorization: Bearer <session JWT>`.',
      },
      servers: [{ url: options.publicUrl }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    staticCSP: DOCS_CSP,
    uiConfig: { validatorUrl: null, deepLinking: true },
  });
  app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, async () => app.swagger());
});
