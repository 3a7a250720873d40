import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The SPA's Content-Security-Policy. Scripts only from our origin (no inline scripts anywhere); styles allow
 * 'unsafe-inline' because UI libraries (toasts, the code editor) inject styles at run time. No
 * upgrade-insecure-requests: a self-hosted install is often reached over plain HTTP on a LAN.
 */
export const spaContentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

export const securityPlugin = fp(async (app: FastifyInstance, options: { corsOrigins: string[] }) => {
  await app.register(helmet, { contentSecurityPolicy: spaContentSecurityPolicy, crossOriginEmbedderPolicy: false });
  await app.register(cors, {
    // Same origin needs no CORS; other sites only when listed in CORS_ORIGINS.
    origin: options.corsOrigins.length > 0 ? options.corsOrigins : false,
    credentials: true,
    exposedHeaders: ['x-request-id', 'retry-after'],
  });
});
