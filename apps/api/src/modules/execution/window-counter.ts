import type { Redis } from 'ioredis';

export interface WindowHit {
  allowed: boolean;
  /** How long until the window resets, when not allowed. */
  retryAfterMs: number;
}

/**
 * Fixed-window counters for per-user and per-organization limits: in Redis when the API has it (every API node
 * counts together), else in this process (the embedded single node).
 */
export function createWindowCounter(redis: Redis | null, prefix: string) {
  const local = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key: string, limit: number, windowMs: number): Promise<WindowHit> {
      if (redis) {
        const redisKey = `${prefix}${key}`;
        const [[, count], [, ttl]] = (await redis.multi().incr(redisKey).pttl(redisKey).exec()) as [
          [null, number],
          [null, number],
        ];
        if (ttl < 0) await redis.pexpire(redisKey, windowMs);
        return { allowed: count <= limit, retryAfterMs: ttl < 0 ? windowMs : ttl };
      }
      const now = Date.now();
      let entry = local.get(key);
      if (!entry || entry.resetAt <= now) {
        entry = { count: 0, resetAt: now + windowMs };
        local.set(key, entry);
      }
      entry.count += 1;
      if (local.size > 10_000) for (const [name, value] of local) if (value.resetAt <= now) local.delete(name);
      return { allowed: entry.count <= limit, retryAfterMs: entry.resetAt - now };
    },
    close(): void {
      redis?.disconnect();
    },
  };
}
export type WindowCounter = ReturnType<typeof createWindowCounter>;
