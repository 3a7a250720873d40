import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

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

/**
 * Helmet's headers, worked out once: with no per-request directive (no nonces) they are the same on every response.
 * (@fastify/helmet rebuilds the middleware, CSP parsing included, on every request: a tenth of a small request's time.)
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * An API answer to someone signed in, or the identity provider's (tokens, sessions): never kept by a browser's or a
 * proxy's cache. The web app's files keep their own caching.
 */
const isPersonal = (request: FastifyRequest) =>
  request.url.startsWith('/auth/') ||
  (request.url.startsWith('/api/') &&
    (request.headers.authorization !== undefined || request.headers.cookie !== undefined));

interface SecurityOptions {
  corsOrigins: string[];
  https: boolean;
  /** More origins the browser may send to (Sentry's, when a DSN is configured). */
  connectOrigins?: string[];
}

export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  const { directives } = spaContentSecurityPolicy;
  const headers = securityHeaders({
    contentSecurityPolicy: {
      ...spaContentSecurityPolicy,
      directives: { ...directives, connectSrc: [...directives.connectSrc, ...(options.connectOrigins ?? [])] },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS over plain HTTP means nothing to browsers and, behind a proxy that later adds TLS on another name,
    // pins what it should not: only when the public address is https.
    strictTransportSecurity: options.https,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  app.addHook('onSend', async (request, reply) => {
    if (isPersonal(request)) reply.header('cache-control', 'no-store');
  });
  await app.register(cors, {
    // Same origin needs no CORS; other sites only when listed in CORS_ORIGINS.
    origin: options.corsOrigins.length > 0 ? options.corsOrigins : false,
    credentials: true,
    exposedHeaders: ['x-request-id', 'retry-after'],
  });
});
