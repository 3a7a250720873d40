import type { AnyRunnerJob, LanguageInfo, ReportOf, RunnerInfo } from '@assay/contracts';
import { ServiceUnavailableError } from '../../lib/errors.js';

export interface RunnerPresence {
  info: RunnerInfo;
  languages: LanguageInfo[];
}

export interface DispatchOptions {
  /**
   * Whether a job lost with its runner is given to another runner once (the default, for runs nobody else retries).
   * False for work whose caller keeps a row to retry from (a judged submission): the first loss is an error at once.
   */
  retryLostRunner?: boolean;
}

/**
 * How jobs reach runners: runner processes this API forked (IPC, the embedded default) or a BullMQ queue in
 * Redis served by `npm run runner` on any number of hosts. Either way a job lost with its runner is given to
 * another runner once (unless its caller retries it); a second loss, or no answer in time, is a clear error, never
 * a hang.
 */
export interface ExecutionTransport {
  kind: 'ipc' | 'bullmq';
  /** Sends a code job or a repository job to a runner; the report comes back in the job's kind (ReportOf). */
  dispatch<Job extends AnyRunnerJob>(job: Job, timeoutMs: number, options?: DispatchOptions): Promise<ReportOf<Job>>;
  /** Jobs waiting or running. */
  depth(): Promise<number>;
  runners(): Promise<RunnerPresence[]>;
  close(): Promise<void>;
}

export const RUNNER_FAILED_MESSAGE = 'The code runner stopped twice while running this code. Please try again.';
export const RUNNER_LOST_MESSAGE = 'The code runner stopped while running this code.';
export const runnerTimeout = () =>
  new ServiceUnavailableError('The code runner did not answer in time. Please try again.', 'RUNNER_TIMEOUT');
