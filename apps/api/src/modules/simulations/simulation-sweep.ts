import type { FastifyBaseLogger } from 'fastify';
import type { SimulationsService } from './simulations.service.js';

/**
 * The clock's hand with no browser open: every `sweepMs` it moves each open simulation to now, so a stage whose time
 * is up is submitted as it stood and scored even if its candidate has gone. Stopping waits for the sweep in flight.
 */
export function createSimulationSweep({
  simulations,
  sweepMs,
  log,
}: {
  simulations: Pick<SimulationsService, 'sweep'>;
  sweepMs: number;
  log: FastifyBaseLogger;
}) {
  let timer: NodeJS.Timeout | null = null;
  let sweeping: Promise<void> | null = null;
  const sweep = () => {
    // A sweep slower than the interval is not joined by a second one.
    if (sweeping) return;
    sweeping = simulations
      .sweep()
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, 'the simulation sweep failed'),
      )
      .finally(() => {
        sweeping = null;
      });
  };
  return {
    start(): void {
      timer = setInterval(sweep, sweepMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await sweeping;
    },
  };
}
