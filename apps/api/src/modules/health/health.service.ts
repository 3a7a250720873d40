import type { Health } from '@assay/contracts';
import type { DatabaseHandle } from '../../db/client.js';

/**
 * Readiness: `starting` until migrations and the seed have finished, then `ok` while the database answers
 * and `degraded` when it does not.
 */
export function createHealthService({ database, version }: { database: DatabaseHandle; version: string }) {
  const startedAt = Date.now();
  let ready = false;
  return {
    markReady(): void {
      ready = true;
    },
    async check(): Promise<Health> {
      const base = { version, database: database.kind, uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000) };
      if (!ready) return { status: 'starting', ...base };
      return { status: (await database.ping()) ? 'ok' : 'degraded', ...base };
    },
  };
}
export type HealthService = ReturnType<typeof createHealthService>;
