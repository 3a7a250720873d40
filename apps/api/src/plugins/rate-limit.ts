import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { TokenVerifier } from '../modules/identity/token-verifier.js';
import { isApiPath, pathOf } from './api-paths.js';

function bearerOf(request: FastifyRequest): string | null {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Whom a request counts against: a signed-in user by their account, so the people behind one office or school
 * address each have their own budget; anyone else by their address. The token is verified here, before the route's
 * guard, which then finds it in the verifier's cache; a token that does not verify counts against the address.
 */
export function rateLimitKey(verifier: Pick<TokenVerifier, 'verify'>) {
  return async (request: FastifyRequest): Promise<string> => {
    const address = normalizeIP(request.ip);
    const token = bearerOf(request);
    if (!token || !isApiPath(pathOf(request))) return address;
    try {
      const identity = await verifier.verify(token);
      return `user:${identity.issuer} ${identity.subject}`;
    } catch {
      return address;
    }
  };
}

/** The limit in force: read per request, so an admin's change (product settings) applies without a restart. */
export type RateLimits = () => Promise<{ max: number; windowMs: number }>;

/**
 * A global per-client rate limit on the API (`/api/`, `/auth/`, `/health`). Static files and the web app's pages
 * are never counted: one page load fetches dozens of them, and they cost little. Counters live in Redis when
 * REDIS_URL is set, so every API node counts together; otherwise in this process's memory.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { limits: RateLimits; redisUrl?: string; redisPrefix: string }) => {
    const redis = options.redisUrl
      ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: true,
      max: async () => (await options.limits()).max,
      timeWindow: async () => (await options.limits()).windowMs,
      keyGenerator: rateLimitKey(app.services.identity.verifier),
      allowList: (request) => !isApiPath(pathOf(request)),
      ...(redis ? { redis, nameSpace: options.redisPrefix } : {}),
      // The error handler shapes the body (or the page a browser gets); this only supplies the status and message.
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Rate limit exceeded: at most ${context.max} requests per ${Math.round(context.ttl / 1000) || 1} s. Try again later.`,
      }),
    });
  },
);
