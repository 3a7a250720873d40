import { z } from 'zod';
import {
  processReportSchema,
  runnerJobSchema,
  type RunnerCommand,
  type RunnerJob,
  type RunnerJobReport,
  type RunnerMessage,
} from './execution.js';

/**
 * The API ⇄ runner protocol for a repository's own tests (issue 28, pull-request challenges): the runner copies a work
 * tree the API prepared outside the sandbox (the repository at a commit, in a content-addressed cache under DATA_DIR)
 * into the box's writable work directory, lays the given files over it (the candidate's edits, and at submission the
 * hidden tests), links the dependencies the API installed (read-only), and runs the named test files with the
 * toolchain's own runner — no network, nothing written outside the copy. The runner reports each test's outcome as
 * the toolchain's reporter printed it.
 *
 * The tree and the dependencies are host paths: a runner that serves repository jobs shares DATA_DIR with the API
 * (the forked runners always do; a queue runner on another host mounts it at the same path). The box is made as the
 * runner slot's unprivileged uid, so both must be readable by any user along their whole path (directories 0755,
 * files 0644, as a cache written with umask 022 is); they may be read-only. In the box (apps/runner/src/job/
 * repository-job.ts) the tree is at /repo, the dependencies at /deps, and the tests run in a copy at /box/work, which
 * with whatever the tests write must fit in `workDirMb`. Python test files are imported as modules (`tests/test_x.py`
 * as `tests.test_x`), so their directories must be importable names. A Node run holds three Node processes at once
 * (the harness, the test runner and the file's own): give it 256 MB or more.
 */

/** Which test runner a repository's tests use: Node's `node --test` (TAP reporter), or Python's unittest (verbose). */
export const REPOSITORY_TOOLCHAINS = ['node', 'python'] as const;
export const repositoryToolchainSchema = z.enum(REPOSITORY_TOOLCHAINS);
export type RepositoryToolchain = z.infer<typeof repositoryToolchainSchema>;

/**
 * A path inside a work tree: relative, `/`-separated, no `..`, no leading `/`, nothing git keeps to itself, and no
 * control characters (a newline in a name would split the line-based reports the runner reads).
 */
export const workTreePathSchema = z
  .string()
  .min(1)
  .max(400)
  .refine(
    (path) =>
      !path.startsWith('/') &&
      !path.includes('\\') &&
      // eslint-disable-next-line no-control-regex -- exactly the characters refused
      !/[\u0000-\u001f\u007f]/.test(path) &&
      path.split('/').every((part) => part !== '' && part !== '.' && part !== '..' && part !== '.git'),
    'A file path is relative to the repository, with no "..", "." or ".git" parts and no control characters.',
  );

export const workTreeFileSchema = z.object({
  path: workTreePathSchema,
  /** The whole file, UTF-8. */
  content: z.string().max(1024 * 1024),
});
export type WorkTreeFile = z.infer<typeof workTreeFileSchema>;

export const repositoryLimitsSchema = z.object({
  /** The whole test run's wall time. */
  wallMs: z.number().int().min(1_000).max(300_000),
  memoryMb: z.number().int().min(64).max(4_096),
  /** Cap of the run's stdout and of its stderr. */
  outputBytes: z
    .number()
    .int()
    .min(1_024)
    .max(16 * 1024 * 1024),
  /** The box's writable work directory (the tree's copy, the overlay, what the tests write). */
  workDirMb: z.number().int().min(16).max(2_048),
});
export type RepositoryLimits = z.infer<typeof repositoryLimitsSchema>;

export const repositoryJobSchema = z.object({
  id: z.string(),
  kind: z.literal('repository'),
  toolchain: repositoryToolchainSchema,
  /** Absolute host path of the work tree at the commit (bound read-only). */
  tree: z.string().startsWith('/'),
  /**
   * Absolute host path of the installed dependencies, bound read-only: for node a directory holding `node_modules`,
   * for python a directory put on PYTHONPATH. Null when the repository has none.
   */
  dependencies: z.string().startsWith('/').nullable(),
  /** Files laid over the tree's copy, replacing or adding (the candidate's edits; at submission the hidden tests). */
  files: z.array(workTreeFileSchema).max(200),
  /** The test files to run, relative to the tree's root. */
  testFiles: z.array(workTreePathSchema).min(1).max(100),
  limits: repositoryLimitsSchema,
});
export type RepositoryJob = z.infer<typeof repositoryJobSchema>;

export const REPOSITORY_TEST_OUTCOMES = ['passed', 'failed', 'skipped'] as const;
export const repositoryTestOutcomeSchema = z.enum(REPOSITORY_TEST_OUTCOMES);
export type RepositoryTestOutcome = z.infer<typeof repositoryTestOutcomeSchema>;

/** One test as the toolchain's reporter named it. */
export const repositoryTestResultSchema = z.object({
  /** The test file it was found in (as given in `testFiles`); null when the reporter did not say. */
  file: z.string().nullable(),
  /** The test's name; a nested test's is its parents' names and its own joined by " › ". */
  name: z.string(),
  outcome: repositoryTestOutcomeSchema,
  /** The failure's message, trimmed (null for a pass). */
  message: z.string().nullable(),
  durationMs: z.number().nullable(),
});
export type RepositoryTestResult = z.infer<typeof repositoryTestResultSchema>;

export const repositoryJobReportSchema = z.object({
  jobId: z.string(),
  runnerId: z.string(),
  /** The test run as one process (its output is the reporter's); null when it could not start. */
  process: processReportSchema.nullable(),
  tests: z.array(repositoryTestResultSchema),
  /** Why the job could not run at all (a missing tree, no toolchain on this runner). */
  error: z.string().nullable(),
});
export type RepositoryJobReport = z.infer<typeof repositoryJobReportSchema>;

// ---- Either job a runner takes, on the same channels (IPC, the BullMQ queue). ----

/** A code job (execution.ts) or a repository job; a repository job says so with `kind`, a code job has none. */
export type AnyRunnerJob = RunnerJob | RepositoryJob;
export type AnyRunnerJobReport = RunnerJobReport | RepositoryJobReport;
/** The report a job of this kind comes back as. */
export type ReportOf<Job extends AnyRunnerJob> = Job extends RepositoryJob ? RepositoryJobReport : RunnerJobReport;
export const anyRunnerJobSchema = z.union([repositoryJobSchema, runnerJobSchema]);
export const isRepositoryJob = (job: AnyRunnerJob): job is RepositoryJob => 'kind' in job && job.kind === 'repository';
/** The protocol's messages with either job and either report. */
export type AnyRunnerMessage = RunnerMessage<AnyRunnerJobReport>;
export type AnyRunnerCommand = RunnerCommand<AnyRunnerJob>;
