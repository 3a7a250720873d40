import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  EXECUTION_ERROR_CODES,
  type AnyRunnerCommand,
  type AnyRunnerJob,
  type AnyRunnerJobReport,
  type AnyRunnerMessage,
  type ReportOf,
} from '@assay/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { ServiceUnavailableError } from '../../lib/errors.js';
import {
  RUNNER_FAILED_MESSAGE,
  RUNNER_LOST_MESSAGE,
  runnerTimeout,
  type ExecutionTransport,
  type RunnerPresence,
} from './transport.js';

export interface IpcTransportOptions {
  processes: number;
  slotsPerProcess: number;
  uidBase: number;
  allowSharedUid: boolean;
  maxProcesses: number;
  workDirMb: number;
  compileWallMs: number;
  warmBoxes: number;
  sandbox: 'auto' | 'bubblewrap';
  log: FastifyBaseLogger;
}

interface Pending {
  job: AnyRunnerJob;
  /** Runs begun by a runner that then died; the loss at `maxAttempts` is final. */
  attempts: number;
  maxAttempts: number;
  /** Whether the runner it was sent to has taken it (a runner that dies first never began it). */
  started: boolean;
  resolve: (report: AnyRunnerJobReport) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

interface RunnerProcess {
  index: number;
  child: ChildProcess;
  presence: RunnerPresence | null;
  inFlight: Map<string, Pending>;
}

/** The runner's entry: its TypeScript source under tsx when the API itself runs from source (dev, tests), else its build. */
function runnerEntry(): { path: string; execArgv: string[] } {
  if (import.meta.url.endsWith('.ts')) {
    return {
      path: fileURLToPath(new URL('../../../../runner/src/main.ts', import.meta.url)),
      execArgv: ['--conditions=source', '--import', 'tsx'],
    };
  }
  return { path: fileURLToPath(new URL('../../../../runner/dist/main.js', import.meta.url)), execArgv: [] };
}

/**
 * Runner processes forked by this API, jobs sent over IPC. A runner gets only what its environment names (no
 * database URL, no secrets). One that exits is replaced, and its jobs go to another runner once (unless their caller
 * retries them).
 */
export function createIpcTransport(options: IpcTransportOptions): ExecutionTransport {
  const entry = runnerEntry();
  const runners: RunnerProcess[] = [];
  const queue: Pending[] = [];
  let closing = false;

  function start(index: number): RunnerProcess {
    const child = fork(entry.path, [], {
      execArgv: entry.execArgv,
      // Only the runner's own settings: the sandbox starts from nothing anyway, but the runner holds no secrets either.
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        RUNNER_ID: `embedded-${index}`,
        RUNNER_SLOTS: String(options.slotsPerProcess),
        RUNNER_UID_BASE: String(options.uidBase + index * options.slotsPerProcess),
        RUNNER_ALLOW_SHARED_UID: String(options.allowSharedUid),
        RUNNER_MAX_PROCESSES: String(options.maxProcesses),
        RUNNER_WORKDIR_MB: String(options.workDirMb),
        RUNNER_COMPILE_WALL_MS: String(options.compileWallMs),
        RUNNER_WARM_BOXES: String(options.warmBoxes),
        RUNNER_SANDBOX: options.sandbox,
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    const runner: RunnerProcess = { index, child, presence: null, inFlight: new Map() };
    child.on('message', (message: AnyRunnerMessage) => {
      if (message.type === 'ready') {
        runner.presence = { info: message.info, languages: message.languages };
        if (message.info.problem)
          options.log.warn({ runner: message.info.id }, `runner cannot run code: ${message.info.problem}`);
      } else if (message.type === 'started') {
        const pending = runner.inFlight.get(message.jobId);
        if (pending) pending.started = true;
      } else if (message.type === 'report') {
        const pending = runner.inFlight.get(message.report.jobId);
        runner.inFlight.delete(message.report.jobId);
        if (pending) settle(pending, () => pending.resolve(message.report));
      }
      pump();
    });
    child.on('exit', (code, signal) => {
      const lost = [...runner.inFlight.values()];
      runner.inFlight.clear();
      if (!closing)
        options.log.warn({ runner: index, code, signal, lostJobs: lost.length }, 'runner exited; starting another');
      for (const pending of lost) {
        if (pending.started && pending.attempts >= pending.maxAttempts) {
          const message = pending.maxAttempts > 1 ? RUNNER_FAILED_MESSAGE : RUNNER_LOST_MESSAGE;
          settle(pending, () =>
            pending.reject(new ServiceUnavailableError(message, EXECUTION_ERROR_CODES.runnerFailed)),
          );
          continue;
        }
        if (pending.started) pending.attempts += 1;
        queue.unshift(pending);
      }
      if (!closing) runners[index] = start(index);
      pump();
    });
    child.on('error', (error) => options.log.error({ err: error, runner: index }, 'runner process error'));
    return runner;
  }

  function settle(pending: Pending, finish: () => void) {
    clearTimeout(pending.timer);
    finish();
  }

  /** Sends waiting jobs to ready runners with a free slot, least busy first. */
  function pump() {
    while (queue.length > 0) {
      const free = runners
        .filter((runner) => runner.presence && runner.child.connected && runner.inFlight.size < options.slotsPerProcess)
        .sort((a, b) => a.inFlight.size - b.inFlight.size)[0];
      if (!free) return;
      const pending = queue.shift()!;
      pending.started = false;
      free.inFlight.set(pending.job.id, pending);
      free.child.send({ type: 'job', job: pending.job } satisfies AnyRunnerCommand);
    }
  }

  for (let index = 0; index < options.processes; index += 1) runners.push(start(index));

  return {
    kind: 'ipc',
    dispatch<Job extends AnyRunnerJob>(job: Job, timeoutMs: number, { retryLostRunner = true } = {}) {
      // The runner answers a job in its own kind (runner.ts), so the report is the job's ReportOf.
      return new Promise<ReportOf<Job>>((resolve, reject) => {
        const pending: Pending = {
          job,
          attempts: 1,
          maxAttempts: retryLostRunner ? 2 : 1,
          started: false,
          resolve: (report) => resolve(report as ReportOf<Job>),
          reject,
          timer: setTimeout(() => {
            const index = queue.indexOf(pending);
            if (index >= 0) queue.splice(index, 1);
            for (const runner of runners) runner.inFlight.delete(job.id);
            reject(runnerTimeout());
          }, timeoutMs),
        };
        queue.push(pending);
        pump();
      });
    },
    async depth() {
      return queue.length + runners.reduce((sum, runner) => sum + runner.inFlight.size, 0);
    },
    async runners() {
      return runners.flatMap((runner) =>
        runner.presence && runner.child.connected
          ? [{ ...runner.presence, info: { ...runner.presence.info, busy: runner.inFlight.size } }]
          : [],
      );
    },
    async close() {
      closing = true;
      for (const pending of queue.splice(0))
        settle(pending, () =>
          pending.reject(
            new ServiceUnavailableError('The server is shutting down.', EXECUTION_ERROR_CODES.runnerFailed),
          ),
        );
      await Promise.all(
        runners.map(
          (runner) =>
            new Promise<void>((resolve) => {
              if (runner.child.exitCode !== null || runner.child.signalCode !== null) return resolve();
              runner.child.once('exit', () => resolve());
              runner.child.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}
