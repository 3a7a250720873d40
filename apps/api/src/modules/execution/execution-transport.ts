import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { createIpcTransport } from './ipc-transport.js';
import { createQueueTransport } from './queue-transport.js';
import type { ExecutionTransport } from './transport.js';

/** The settings the transport reads: where the queue is, or how to fork and size the runners. */
export type ExecutionTransportConfig = Pick<
  Config,
  | 'REDIS_URL'
  | 'RUNNER_QUEUE'
  | 'RUNNER_PROCESSES'
  | 'RUNNER_SLOTS'
  | 'RUNNER_UID_BASE'
  | 'RUNNER_ALLOW_SHARED_UID'
  | 'RUNNER_MAX_PROCESSES'
  | 'RUNNER_WORKDIR_MB'
  | 'RUNNER_COMPILE_WALL_MS'
  | 'RUNNER_WARM_BOXES'
  | 'RUNNER_SANDBOX'
>;

/** BullMQ when REDIS_URL is set (runners started apart, on any host); otherwise runner processes forked here. */
export function createExecutionTransport(config: ExecutionTransportConfig, log: FastifyBaseLogger): ExecutionTransport {
  if (config.REDIS_URL) return createQueueTransport({ redisUrl: config.REDIS_URL, queueName: config.RUNNER_QUEUE });
  return createIpcTransport({
    processes: config.RUNNER_PROCESSES,
    slotsPerProcess: config.RUNNER_SLOTS,
    uidBase: config.RUNNER_UID_BASE,
    allowSharedUid: config.RUNNER_ALLOW_SHARED_UID,
    maxProcesses: config.RUNNER_MAX_PROCESSES,
    workDirMb: config.RUNNER_WORKDIR_MB,
    compileWallMs: config.RUNNER_COMPILE_WALL_MS,
    warmBoxes: config.RUNNER_WARM_BOXES,
    sandbox: config.RUNNER_SANDBOX,
    log,
  });
}
