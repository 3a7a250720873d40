import { anyRunnerJobSchema, runnerRegistryKey, type AnyRunnerJob, type AnyRunnerJobReport } from '@assay/contracts';
import { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { RunnerConfig } from '../config.js';
import { failedReport, type Runner } from '../runner.js';

/** How often a runner says it is alive; the API counts it online while its key lives (three beats). */
const HEARTBEAT_MS = 5_000;
/**
 * A job whose runner stops renewing its lock for this long is taken back and given to another runner, once
 * (maxStalledCount 1); a second loss fails it, and the API answers a clear error.
 */
export const LOCK_MS = 10_000;

/** Jobs from the shared BullMQ queue (REDIS_URL), for runners on any number of hosts. */
export async function serveFromQueue(runner: Runner, config: RunnerConfig & { REDIS_URL: string }) {
  const connection = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
  const registry = new Redis(config.REDIS_URL);
  const key = runnerRegistryKey(config.RUNNER_QUEUE, config.runnerId);
  const beat = () =>
    registry
      .set(key, JSON.stringify({ info: runner.info(), languages: runner.languages() }), 'PX', HEARTBEAT_MS * 3)
      .catch(() => undefined);
  await beat();
  const heartbeat = setInterval(beat, HEARTBEAT_MS);

  const worker = new Worker<AnyRunnerJob, AnyRunnerJobReport>(
    config.RUNNER_QUEUE,
    async (job) => {
      const parsed = anyRunnerJobSchema.safeParse(job.data);
      if (!parsed.success) {
        const claimed = job.data as { id?: unknown; kind?: unknown } | undefined;
        return failedReport(
          { id: String(claimed?.id ?? ''), kind: claimed?.kind },
          config.runnerId,
          'The job was malformed.',
        );
      }
      const report = runner.run(parsed.data);
      void beat(); // run() has taken its slot: the registry shows this runner busy.
      return report;
    },
    {
      connection,
      concurrency: config.RUNNER_SLOTS,
      lockDuration: LOCK_MS,
      stalledInterval: LOCK_MS / 2,
      maxStalledCount: 1,
    },
  );
  worker.on('completed', beat);

  return async function close() {
    clearInterval(heartbeat);
    await worker.close();
    await registry.del(key).catch(() => undefined);
    registry.disconnect();
    connection.disconnect();
  };
}
