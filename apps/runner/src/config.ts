import { hostname } from 'node:os';
import { RUNNER_QUEUE_DEFAULT } from '@assay/contracts';
import { z } from 'zod';
import { MAX_WARM_BOXES } from './sandbox/run-sandboxed.js';

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** The runner's settings, from its environment (it is given no database credentials and reads none). */
export const runnerConfigSchema = z.object({
  RUNNER_ID: z.string().min(1).optional(),
  /** Jobs one runner process runs at once. */
  RUNNER_SLOTS: z.coerce.number().int().min(1).max(64).default(1),
  /** First uid of the slots (as root each slot runs as RUNNER_UID_BASE + slot); pick a range no host user owns. */
  RUNNER_UID_BASE: z.coerce.number().int().min(1000).max(4_000_000_000).default(1_900_000),
  RUNNER_ALLOW_SHARED_UID: flag.default(false),
  /** Processes and threads one box may hold. */
  RUNNER_MAX_PROCESSES: z.coerce.number().int().min(4).max(4096).default(64),
  /** Size of each box's writable work directory and /tmp, in MB. */
  RUNNER_WORKDIR_MB: z.coerce.number().int().min(8).max(4096).default(64),
  /**
   * Wall time a compile step may take, in ms. Its CPU limit (10 s) is what stops a runaway compiler; the wall limit only
   * a stuck one, so a runner that shares a busy machine at a low priority (the library check in CI) raises it.
   */
  RUNNER_COMPILE_WALL_MS: z.coerce.number().int().min(5_000).max(600_000).default(20_000),
  /** Boxes each slot keeps made ahead of need, as many as its last job used (0: make each on demand). */
  RUNNER_WARM_BOXES: z.coerce.number().int().min(0).max(MAX_WARM_BOXES).default(12),
  /**
   * What makes the boxes: `auto` runs them in slot hosts (each slot's namespaces and read-only root made once, a
   * run enters them) where the runner is root with a cgroup, bubblewrap elsewhere; `bubblewrap` always a bubblewrap
   * per box (slower: ~5 ms of CPU more per run).
   */
  RUNNER_SANDBOX: z.enum(['auto', 'bubblewrap']).default('auto'),
  /** The bubblewrap binary (tests point it at a missing path to prove the runner fails closed). */
  RUNNER_BWRAP: z.string().min(1).default('/usr/bin/bwrap'),
  REDIS_URL: z.string().url().optional(),
  RUNNER_QUEUE: z.string().min(1).default(RUNNER_QUEUE_DEFAULT),
});

export type RunnerConfig = z.infer<typeof runnerConfigSchema> & { runnerId: string; host: string };

export function loadRunnerConfig(env: Record<string, string | undefined> = process.env): RunnerConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const config = runnerConfigSchema.parse(present);
  const host = hostname();
  return { ...config, host, runnerId: config.RUNNER_ID ?? `${host}-${process.pid}` };
}
