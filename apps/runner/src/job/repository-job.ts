import { randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type {
  LanguageId,
  ProcessReport,
  RepositoryJob,
  RepositoryJobReport,
  RepositoryTestResult,
  RepositoryToolchain,
} from '@assay/contracts';
import type { LanguageStatus } from '../languages/index.js';
import { HARNESS_DIR, HARNESS_IN_BOX } from '../languages/language-spec.js';
import type { Bind, SandboxRequest, SandboxResult } from '../sandbox/box.js';
import { bubblewrapDriver } from '../sandbox/drivers/bubblewrap.js';
import type { Isolation } from '../sandbox/isolation.js';
import type { ParsedReport } from './repository-report.js';
import { sanitizeOutput } from './sanitize-output.js';
import { parseTapReport } from './tap-report.js';
import { parseUnittestReport } from './unittest-report.js';

/**
 * Where the box sees the job's host paths, and where the harness copies the tree to run it. The API documents the
 * host side (packages/contracts/src/repository-run.ts): both must be readable, along their whole path, by the slot's
 * uid, since the box is made as that uid.
 */
export const REPOSITORY_IN_BOX = { tree: '/repo', dependencies: '/deps', work: '/box/work' } as const;
const MB = 1024 * 1024;
/** The harness's exit code when it could not put the work tree in place (its message is on stderr, after a marker). */
const SETUP_FAILED = 3;

export interface RepositoryJobContext {
  runnerId: string;
  isolation: Isolation;
  languages: Map<string, LanguageStatus>;
  /** The slot's own uid (root), or null. */
  uid: number | null;
  /** Processes and threads the box may hold (RUNNER_MAX_PROCESSES): a test runner forks, Node's per file. */
  processes: number;
}

/** Which language's toolchain runs a repository's tests, and the harness (harness/) that runs them in the box. */
const TOOLCHAINS: Record<RepositoryToolchain, { language: LanguageId; command: (binary: string) => string[] }> = {
  node: { language: 'javascript', command: (node) => [node, `${HARNESS_IN_BOX}/repository-harness.cjs`] },
  // -S: no site-packages of the host's; -B: no .pyc written; -u: the report is not held back in a buffer.
  python: {
    language: 'python',
    command: (python) => [python, '-S', '-B', '-u', `${HARNESS_IN_BOX}/repository_harness.py`],
  },
};

/**
 * Runs a repository's own tests in one fresh box: the tree (read-only at /repo) and the dependencies (read-only at
 * /deps) bound in, no network, the job's limits. The harness copies the tree into the box's writable /box/work, lays
 * the job's files over it, links the dependencies and runs the test files with the toolchain's runner; the runner
 * reads each test's outcome off the reporter's output. Whatever the tests write stays in the box's tmpfs.
 *
 * The box is a bubblewrap of its own even where the slot's runs enter slot hosts: a slot host is made once per
 * layout of binds and kept, and every tree (a commit) would be a layout, so each would leave a host behind.
 */
export async function runRepositoryJob(
  job: RepositoryJob,
  context: RepositoryJobContext,
): Promise<RepositoryJobReport> {
  const fail = (error: string): RepositoryJobReport => ({
    jobId: job.id,
    runnerId: context.runnerId,
    process: null,
    tests: [],
    error,
  });
  if (context.isolation.mode === 'unavailable') return fail(context.isolation.problem ?? 'The sandbox is unavailable.');
  const toolchain = TOOLCHAINS[job.toolchain];
  const language = context.languages.get(toolchain.language);
  if (!language?.available) return fail(`The ${job.toolchain} toolchain is not available on this runner.`);
  if (!isDirectory(job.tree)) return fail(`The work tree ${job.tree} is not a directory on this runner.`);
  if (job.dependencies !== null && !isDirectory(job.dependencies))
    return fail(`The dependencies ${job.dependencies} are not a directory on this runner.`);

  const nonce = randomUUID();
  const binds: Bind[] = [
    { host: HARNESS_DIR, box: HARNESS_IN_BOX },
    { host: job.tree, box: REPOSITORY_IN_BOX.tree },
    ...(job.dependencies === null ? [] : [{ host: job.dependencies, box: REPOSITORY_IN_BOX.dependencies }]),
  ];
  const request: SandboxRequest = {
    command: toolchain.command(language.spec.binary),
    binds,
    files: [],
    stdin: JSON.stringify({
      files: job.files,
      testFiles: job.testFiles,
      nonce,
      // Each Node process's heap (the harness, the test runner, a file's own process); the cgroup bounds them together.
      heapMb: Math.max(16, Math.floor(job.limits.memoryMb * 0.75)),
    }),
    // The reporter's channel: what the tests print to stdout and stderr is never read as a result.
    resultChannel: true,
    limits: {
      // The wall clock is the run's limit; a runner's processes may together use more CPU than wall time on several cores.
      cpuMs: job.limits.wallMs * availableParallelism(),
      wallMs: job.limits.wallMs,
      memoryMb: job.limits.memoryMb,
      outputBytes: job.limits.outputBytes,
      processes: context.processes,
      workDirBytes: job.limits.workDirMb * MB,
    },
    uid: context.uid,
    addressSpaceLimit: false,
  };
  const result = await runInOwnBox(request, context.isolation);
  if (result.problem) return fail(result.problem);

  const stdout = sanitizeOutput(result.stdout, job.limits.outputBytes);
  const stderr = sanitizeOutput(result.stderr, job.limits.outputBytes);
  const setupFailure = new RegExp(`^# assay-setup-failed ${nonce} (.*)$`, 'm').exec(stderr);
  // The harness's own word: Node's tests never see the nonce; a Python test could, but it would only make its own run
  // an error.
  if (result.exitCode === SETUP_FAILED && setupFailure)
    return fail(`The work tree could not be prepared in the box: ${setupFailure[1]}`);

  const reported = sanitizeOutput(result.returned ?? Buffer.alloc(0), job.limits.outputBytes);
  const parsed: ParsedReport =
    job.toolchain === 'node'
      ? parseTapReport(reported, { nonce, workDir: REPOSITORY_IN_BOX.work })
      : parseUnittestReport(reported, job.testFiles, nonce);
  const run: ProcessReport = {
    outcome: result.outcome,
    exitCode: result.exitCode,
    signal: result.signal,
    stdout,
    stderr,
    cpuMs: result.cpuMs,
    wallMs: result.wallMs,
    memoryKb: result.memoryKb,
  };
  return {
    jobId: job.id,
    runnerId: context.runnerId,
    process: run,
    tests: [...parsed.tests, ...unfinishedTest(parsed, result, job)],
    error: null,
  };
}

/**
 * The test (node: the file) the run was in when its output ended: stopped by a limit (saying which), or ended with
 * it (a test that killed its own process, a file Node could not run), which is a failure too, never a silent pass.
 */
function unfinishedTest(parsed: ParsedReport, result: SandboxResult, job: RepositoryJob): RepositoryTestResult[] {
  if (!parsed.interrupted) return [];
  const { said, ...test } = parsed.interrupted;
  const stopped: Record<SandboxResult['outcome'], string> = {
    time_limit: `The run was stopped here: it passed its time limit of ${job.limits.wallMs / 1000} s.`,
    memory_limit: `The run was stopped here: it passed its memory limit of ${job.limits.memoryMb} MB.`,
    output_limit: `The run was stopped here: it printed more than its limit of ${Math.round(job.limits.outputBytes / 1024)} KB.`,
    internal_error: 'The run was stopped here by a failure of the sandbox.',
    exited: said ?? `The run ended here${result.signal ? ` (${result.signal})` : ` (exit code ${result.exitCode})`}.`,
  };
  return [{ ...test, outcome: 'failed', message: stopped[result.outcome], durationMs: null }];
}

function runInOwnBox(request: SandboxRequest, isolation: Isolation): Promise<SandboxResult> {
  const { stdin, files, ...shape } = request;
  const box = bubblewrapDriver(isolation.bwrap, isolation.cgroup).prepare({
    ...shape,
    files: files.map(({ path, executable }) => ({ path, executable })),
  });
  return box.start({ files, stdin });
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
