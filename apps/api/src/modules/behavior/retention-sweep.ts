import type { FastifyBaseLogger } from 'fastify';
import type { TelemetryService } from './telemetry.service.js';

/** Retention is counted in days: once an hour finds every recording past it soon enough. */
const SWEEP_MS = 60 * 60_000;

/**
 * Deletes recordings past the retention period: at start and every hour. Every API node may run it; the deletion is
 * one conditional statement, so two nodes sweeping at once delete each recording once.
 */
export function createRetentionSweep({
  telemetry,
  log,
  everyMs = SWEEP_MS,
}: {
  telemetry: Pick<TelemetryService, 'purgeExpired'>;
  log: FastifyBaseLogger;
  everyMs?: number;
}) {
  let timer: NodeJS.Timeout | null = null;
  const sweep = () =>
    telemetry.purgeExpired().then(
      (count) => {
        if (count > 0) log.info({ count }, 'deleted editor recordings past the retention period');
      },
      (error: unknown) => log.error({ err: error }, 'the recording retention sweep failed'),
    );
  return {
    start(): void {
      void sweep();
      timer = setInterval(() => void sweep(), everyMs);
      timer.unref();
    },
    stop(): void {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
