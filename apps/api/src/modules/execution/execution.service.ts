import { randomUUID } from 'node:crypto';
import {
  EXECUTION_ERROR_CODES,
  HELLO_WORLD_OUTPUTS,
  HELLO_WORLD_PROGRAMS,
  LANGUAGE_IDS,
  LANGUAGE_NAMES,
  MAX_SOURCE_BYTES,
  MAX_STDIN_BYTES,
  RUN_LIMITS,
  processVerdict,
  type ExecutionStatus,
  type LanguageId,
  type LanguageInfo,
  type RepositoryJob,
  type RepositoryJobReport,
  type RepositoryToolchain,
  type RunCodeInput,
  type RunCodeResult,
  type RunnerJob,
  type RunnerJobReport,
} from '@assay/contracts';
import {
  PayloadTooLargeError,
  ServiceUnavailableError,
  TooManyRequestsError,
  ValidationError,
} from '../../lib/errors.js';
import type { HealthService } from '../health/health.service.js';
import type { UserRow } from '../users/users.service.js';
import { compileVerdict, jobFor, judgeReport, type JudgeOutcome, type JudgeRequest } from './judge-job.js';
import type { DispatchOptions, ExecutionTransport, RunnerPresence } from './transport.js';
import type { WindowCounter } from './window-counter.js';

export interface ExecutionLimitsConfig {
  queueCapacity: number;
  runsPerUserPerMinute: number;
  runsPerOrganizationPerMinute: number;
}

const MINUTE_MS = 60_000;
/** How long a job retried after its runner was lost waits for a runner offering its language (the replacement). */
const AWAIT_RUNNER_MS = 30_000;
const AWAIT_RUNNER_POLL_MS = 250;
/** How long /api-status reuses its live measurement, so reloading the page does not queue runs. */
const STATUS_CACHE_MS = 10_000;

/** Waiting on a job: its tests' wall limits at the slowest language multiplier, the compile step, and queueing. */
const timeoutFor = (job: RunnerJob) => 30_000 + 20_000 + job.tests.length * job.limits.wallMs * 2;

/**
 * Waiting on a repository job: its one wall limit (the runner cuts the run there), then queueing and the box's set-up,
 * which copies the tree into the box before the tests start.
 */
const repositoryTimeoutFor = (job: RepositoryJob) => 30_000 + 20_000 + job.limits.wallMs;
/** The language whose toolchain a repository's tests need on a runner (its availability is that language's). */
const TOOLCHAIN_LANGUAGES: Record<RepositoryToolchain, LanguageId> = { node: 'javascript', python: 'python' };

const isLanguage = (id: string): id is LanguageId => (LANGUAGE_IDS as readonly string[]).includes(id);

/** Runs code in the sandbox through whichever transport is configured; knows nothing of HTTP. */
export function createExecutionService({
  transport,
  counter,
  limits,
  health,
  database,
  meter,
}: {
  transport: ExecutionTransport;
  counter: WindowCounter;
  limits: ExecutionLimitsConfig;
  health: Pick<HealthService, 'check'>;
  database: { kind: 'pglite' | 'postgres'; ping: () => Promise<boolean> };
  /** The plan's monthly code runs of the caller's organization (billing); none: unmetered. */
  meter?: { countRun(organizationId: string): Promise<void> };
}) {
  let cachedStatus: { at: number; value: Promise<ExecutionStatus> } | null = null;
  /** Told of every job dispatched, by language: the metrics count runs per language from it. */
  const runListeners = new Set<(language: LanguageId) => void>();

  /** Each language, available when a runner that can run code offers it. */
  function languagesOf(runners: RunnerPresence[]): LanguageInfo[] {
    const working = runners.filter((runner) => runner.info.isolation !== 'unavailable');
    return LANGUAGE_IDS.map((id) => {
      const offered = working.flatMap((runner) =>
        runner.languages.filter((language) => language.id === id && language.available),
      );
      const known = runners.flatMap((runner) => runner.languages.filter((language) => language.id === id))[0];
      return {
        id,
        name: LANGUAGE_NAMES[id],
        version: offered[0]?.version ?? known?.version ?? 'unknown',
        available: offered.length > 0,
      };
    });
  }

  async function admitCounted(checks: [key: string, limit: number, whose: string][]): Promise<void> {
    for (const [key, limit, whose] of checks) {
      const hit = await counter.hit(key, limit, MINUTE_MS);
      if (!hit.allowed) {
        throw new TooManyRequestsError(
          `${whose} run code ${limit} times in the last minute. Please wait a moment.`,
          EXECUTION_ERROR_CODES.rateLimited,
          hit.retryAfterMs / 1000,
        );
      }
    }
    if ((await transport.depth()) >= limits.queueCapacity) {
      throw new TooManyRequestsError(
        'Many programs are waiting to run right now. Please try again in a few seconds.',
        EXECUTION_ERROR_CODES.queueFull,
        5,
      );
    }
  }

  /** A signed-in caller's run: their own and their organization's per-minute limits, then room in the queue. */
  const admit = async (caller: UserRow) => {
    await admitCounted([
      [`user:${caller.id}`, limits.runsPerUserPerMinute, 'You have'],
      ...(caller.organizationId
        ? [
            [`org:${caller.organizationId}`, limits.runsPerOrganizationPerMinute, 'Your organization has'] as [
              string,
              number,
              string,
            ],
          ]
        : []),
    ]);
    // Last, so a run refused for another reason is not counted against the month.
    if (caller.organizationId && meter) await meter.countRun(caller.organizationId);
  };

  /** Fails fast, with what is missing, when no runner could take the job. */
  async function requireAvailable(language: LanguageId): Promise<void> {
    const runners = await transport.runners();
    const info = languagesOf(runners).find((entry) => entry.id === language)!;
    if (info.available) return;
    const problem = runners.map((runner) => runner.info.problem).find(Boolean);
    if (runners.length === 0)
      throw new ServiceUnavailableError(
        'No code runner is online right now, so code cannot run. Please try again shortly.',
        EXECUTION_ERROR_CODES.sandboxUnavailable,
      );
    if (problem)
      throw new ServiceUnavailableError(
        `Code cannot run on this server: ${problem}`,
        EXECUTION_ERROR_CODES.sandboxUnavailable,
      );
    throw new ServiceUnavailableError(
      `${LANGUAGE_NAMES[language]} is not installed on any code runner.`,
      EXECUTION_ERROR_CODES.languageUnavailable,
    );
  }

  /** requireAvailable, after waiting up to `withinMs` for a runner that can take the job (one starting in a lost one's place). */
  async function awaitAvailable(language: LanguageId, withinMs: number): Promise<void> {
    const deadline = Date.now() + withinMs;
    for (;;) {
      try {
        return await requireAvailable(language);
      } catch (error) {
        if (Date.now() >= deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, AWAIT_RUNNER_POLL_MS));
      }
    }
  }

  async function execute(job: RunnerJob, options?: DispatchOptions): Promise<RunnerJobReport> {
    for (const listener of runListeners) listener(job.language);
    return transport.dispatch(job, timeoutFor(job), options);
  }

  function toRunResult(report: RunnerJobReport): RunCodeResult {
    const compileOutput = report.compile ? report.compile.stderr : undefined;
    if (report.error)
      throw new ServiceUnavailableError(
        `Code could not be run: ${report.error}`,
        EXECUTION_ERROR_CODES.sandboxUnavailable,
      );
    if (report.compile && (report.compile.outcome !== 'exited' || report.compile.exitCode !== 0)) {
      return {
        status: compileVerdict(report.compile),
        stdout: '',
        stderr: '',
        exitCode: report.compile.exitCode,
        timeMs: report.compile.cpuMs,
        memoryKb: report.compile.memoryKb,
        compileOutput,
      };
    }
    const test = report.tests[0]!;
    return {
      status: processVerdict(test),
      stdout: test.stdout,
      stderr: test.stderr,
      exitCode: test.exitCode,
      timeMs: test.cpuMs,
      memoryKb: test.memoryKb,
      ...(compileOutput === undefined ? {} : { compileOutput }),
    };
  }

  async function measureStatus(): Promise<ExecutionStatus> {
    const [api, runners, depth, databaseOk] = await Promise.all([
      health.check(),
      transport.runners(),
      transport.depth(),
      database.ping().catch(() => false),
    ]);
    const languages = await Promise.all(
      languagesOf(runners).map(async (language) => {
        if (!language.available) return { ...language, helloWorldMs: null, helloWorldStatus: null };
        const started = performance.now();
        try {
          const report = await execute({
            id: randomUUID(),
            language: language.id,
            source: HELLO_WORLD_PROGRAMS[language.id],
            limits: RUN_LIMITS,
            tests: [{ id: 'hello', kind: 'stdio', stdin: '' }],
          });
          const result = toRunResult(report);
          const ok = result.status === 'accepted' && result.stdout === HELLO_WORLD_OUTPUTS[language.id];
          return {
            ...language,
            helloWorldMs: Math.round(performance.now() - started),
            helloWorldStatus: ok
              ? ('accepted' as const)
              : result.status === 'accepted'
                ? ('wrong_answer' as const)
                : result.status,
          };
        } catch {
          return { ...language, helloWorldMs: null, helloWorldStatus: 'internal_error' as const };
        }
      }),
    );
    return {
      api: { status: api.status, version: api.version, uptimeSeconds: api.uptimeSeconds },
      database: { kind: database.kind, ok: databaseOk },
      queue: { kind: transport.kind, depth, capacity: limits.queueCapacity },
      runners: runners.map((runner) => runner.info),
      languages,
      checkedAt: new Date().toISOString(),
    };
  }

  return {
    async languages(): Promise<LanguageInfo[]> {
      return languagesOf(await transport.runners());
    },

    /** POST /code-execution/run: one program, one stdin, the default limits; `accepted` when it exits 0. */
    async run(caller: UserRow, input: RunCodeInput): Promise<RunCodeResult> {
      if (!isLanguage(input.language)) {
        throw new ValidationError(
          `Unknown language "${input.language}". Choose one of: ${LANGUAGE_IDS.join(', ')}.`,
          [{ field: 'language', message: 'is not a supported language' }],
          EXECUTION_ERROR_CODES.unknownLanguage,
        );
      }
      if (Buffer.byteLength(input.code, 'utf8') > MAX_SOURCE_BYTES) {
        throw new PayloadTooLargeError(
          `The code is larger than ${MAX_SOURCE_BYTES / 1024} KB.`,
          EXECUTION_ERROR_CODES.sourceTooLarge,
        );
      }
      if (Buffer.byteLength(input.stdin ?? '', 'utf8') > MAX_STDIN_BYTES) {
        throw new PayloadTooLargeError(
          `The input is larger than ${MAX_STDIN_BYTES / 1024} KB.`,
          EXECUTION_ERROR_CODES.inputTooLarge,
        );
      }
      await admit(caller);
      await requireAvailable(input.language);
      const report = await execute({
        id: randomUUID(),
        language: input.language,
        source: input.code,
        limits: RUN_LIMITS,
        tests: [{ id: 'run', kind: 'stdio', stdin: input.stdin ?? '' }],
      });
      return toRunResult(report);
    },

    /** Health of everything code execution needs, with a live hello-world per language (reused for a few seconds). */
    status(): Promise<ExecutionStatus> {
      if (!cachedStatus || Date.now() - cachedStatus.at > STATUS_CACHE_MS) {
        cachedStatus = { at: Date.now(), value: measureStatus() };
        cachedStatus.value.catch(() => (cachedStatus = null));
      }
      return cachedStatus.value;
    },

    /** Runs a prepared job (submissions and task tests build theirs); the caller turns reports into verdicts. */
    execute,

    /**
     * Runs a repository's own tests (pull-request challenges, issue 28) in one box on a runner, with the same lost-
     * runner and time-out rules as `execute`: a job lost with its runner goes to another once (unless
     * `retryLostRunner: false`), no answer within its wall limit plus a margin is a 503. The report is the runner's
     * as it is (each test's outcome, the run as one process, or `error` when the job could not run); the tree and
     * dependencies it names are host paths every runner must read (packages/contracts/src/repository-run.ts).
     */
    async runRepository(job: RepositoryJob, options?: DispatchOptions): Promise<RepositoryJobReport> {
      await requireAvailable(TOOLCHAIN_LANGUAGES[job.toolchain]);
      return transport.dispatch(job, repositoryTimeoutFor(job), options);
    },

    /** Counts a run against the caller's limits now, for work judged later (a submission), or answers 429. */
    admitRun: admit,
    /** A run by a visitor who is not signed in (a public pull-request challenge): counted per address, as a user's. */
    admitGuest: (address: string) =>
      admitCounted([[`address:${address}`, limits.runsPerUserPerMinute, 'This address has']]),

    /**
     * Runs `request.source` against tests and compares each result with its expected output here, outside the
     * sandbox. `caller` counts against the run limits (null: the platform's own checks, such as a publish).
     * `retriedByCaller`: the caller keeps a row to retry from (a judged submission), so a runner lost mid-job is not
     * tried again here. `awaitRunner`: wait for a runner (one replacing a lost one) rather than failing at once.
     */
    async judge(
      caller: UserRow | null,
      request: JudgeRequest,
      { retriedByCaller = false, awaitRunner = false }: { retriedByCaller?: boolean; awaitRunner?: boolean } = {},
    ): Promise<JudgeOutcome> {
      if (caller) await admit(caller);
      if (awaitRunner) await awaitAvailable(request.language, AWAIT_RUNNER_MS);
      else await requireAvailable(request.language);
      return judgeReport(request, await execute(jobFor(request), { retryLostRunner: !retriedByCaller }));
    },

    /** Jobs waiting or running now, and the queue's capacity. */
    async queue(): Promise<{ depth: number; capacity: number }> {
      return { depth: await transport.depth(), capacity: limits.queueCapacity };
    },

    /** Runner slots, and how many are running a job now, over every runner that answers. */
    async runnerSlots(): Promise<{ slots: number; busy: number }> {
      const runners = await transport.runners();
      return runners.reduce(
        (sum, runner) => ({ slots: sum.slots + runner.info.slots, busy: sum.busy + runner.info.busy }),
        { slots: 0, busy: 0 },
      );
    },

    /** Calls `listener` with the language of every job dispatched from now on; returns the way to stop. */
    onRun(listener: (language: LanguageId) => void): () => void {
      runListeners.add(listener);
      return () => runListeners.delete(listener);
    },

    async close(): Promise<void> {
      counter.close();
      await transport.close();
    },
  };
}
export type ExecutionService = ReturnType<typeof createExecutionService>;
