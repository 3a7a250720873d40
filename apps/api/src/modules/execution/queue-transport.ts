import {
  EXECUTION_ERROR_CODES,
  runnerRegistryPattern,
  type AnyRunnerJob,
  type AnyRunnerJobReport,
  type ReportOf,
} from '@assay/contracts';
import { Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { ServiceUnavailableError } from '../../lib/errors.js';
import {
  RUNNER_FAILED_MESSAGE,
  RUNNER_LOST_MESSAGE,
  runnerTimeout,
  type ExecutionTransport,
  type RunnerPresence,
} from './transport.js';

const STALLED = new Error('stalled');

/**
 * Jobs through a BullMQ queue in Redis, served by `npm run runner` processes on any number of hosts; this API
 * forks none. Runners renew a lock while they work: a runner that dies loses it, and BullMQ hands the job to
 * another runner once (the runner's maxStalledCount); a second loss fails the job. A job whose caller retries it
 * fails at its first stall instead, and is taken off the queue.
 */
export function createQueueTransport({
  redisUrl,
  queueName,
}: {
  redisUrl: string;
  queueName: string;
}): ExecutionTransport {
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const registry = new Redis(redisUrl);
  const queue = new Queue<AnyRunnerJob, AnyRunnerJobReport>(queueName, { connection });
  const events = new QueueEvents(queueName, { connection: new Redis(redisUrl, { maxRetriesPerRequest: null }) });
  const eventsReady = events.waitUntilReady();

  // One listener for every job a caller retries (one per job would pile up on the emitter).
  const stallWatchers = new Map<string, (error: Error) => void>();
  events.on('stalled', ({ jobId }) => stallWatchers.get(jobId)?.(STALLED));

  /** Rejects with STALLED when the job is first found stalled (its runner died), which BullMQ would run again. */
  function firstStall(jobId: string): { seen: Promise<never>; stop: () => void } {
    const seen = new Promise<never>((_, reject) => stallWatchers.set(jobId, reject));
    return { seen, stop: () => stallWatchers.delete(jobId) };
  }

  return {
    kind: 'bullmq',
    async dispatch<Job extends AnyRunnerJob>(
      job: Job,
      timeoutMs: number,
      { retryLostRunner = true } = {},
    ): Promise<ReportOf<Job>> {
      await eventsReady;
      const added = await queue.add('run', job, {
        jobId: job.id,
        attempts: 1,
        removeOnComplete: { age: 300 },
        removeOnFail: { age: 3600 },
      });
      // The runner answers a job in its own kind (runner.ts), so the report is the job's ReportOf.
      const finished = added.waitUntilFinished(events, timeoutMs) as Promise<ReportOf<Job>>;
      const stall = retryLostRunner ? null : firstStall(job.id);
      try {
        if (!stall) return await finished;
        finished.catch(() => undefined);
        return await Promise.race([finished, stall.seen]);
      } catch (error) {
        const message = (error as Error).message ?? '';
        if (/timed out|Job wait/i.test(message)) {
          await added.remove().catch(() => undefined);
          throw runnerTimeout();
        }
        if (error === STALLED) {
          // Back in the queue by now; its caller retries it, so no other runner should take it.
          await added.remove().catch(() => undefined);
          throw new ServiceUnavailableError(RUNNER_LOST_MESSAGE, EXECUTION_ERROR_CODES.runnerFailed);
        }
        throw new ServiceUnavailableError(
          /stalled/i.test(message) ? RUNNER_FAILED_MESSAGE : `The code runner failed: ${message}`,
          EXECUTION_ERROR_CODES.runnerFailed,
        );
      } finally {
        stall?.stop();
      }
    },
    async depth() {
      const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
      return Object.values(counts).reduce((sum, count) => sum + count, 0);
    },
    async runners() {
      const keys: string[] = [];
      let cursor = '0';
      do {
        const [next, found] = await registry.scan(cursor, 'MATCH', runnerRegistryPattern(queueName), 'COUNT', 100);
        cursor = next;
        keys.push(...found);
      } while (cursor !== '0');
      if (keys.length === 0) return [];
      const values = await registry.mget(...keys);
      return values.flatMap((value) => (value ? [JSON.parse(value) as RunnerPresence] : []));
    },
    async close() {
      await events.close();
      await queue.close();
      registry.disconnect();
      connection.disconnect();
    },
  };
}
