import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * A global per-client rate limit. Counters live in Redis when REDIS_URL is set, so every API node counts
 * together; otherwise in this process's memory.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { max: number; windowMs: number; redisUrl?: string; redisPrefix: string }) => {
    const redis = options.redisUrl
      ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: true,
      max: options.max,
      timeWindow: options.windowMs,
      ...(redis ? { redis, nameSpace: options.redisPrefix } : {}),
      // The error handler shapes the body; this only supplies the status and message.
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Rate limit exceeded: at most ${context.max} requests per ${Math.round(context.ttl / 1000) || 1} s. Try again later.`,
      }),
    });
  },
);
