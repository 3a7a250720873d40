import { z } from 'zod';

/** Code execution (SPEC.md §7: POST /code-execution/run; the /api-status page). */
export const executionPaths = {
  run: '/code-execution/run',
  languages: '/code-execution/languages',
  status: '/code-execution/status',
} as const;

/** Languages the runner knows: eight programming languages and SQL (PostgreSQL's dialect). */
export const LANGUAGE_IDS = ['javascript', 'typescript', 'python', 'c', 'cpp', 'java', 'go', 'rust', 'sql'] as const;
export const languageIdSchema = z.enum(LANGUAGE_IDS);
export type LanguageId = z.infer<typeof languageIdSchema>;
export const LANGUAGE_NAMES: Record<LanguageId, string> = {
  javascript: 'JavaScript (Node.js)',
  typescript: 'TypeScript',
  python: 'Python 3',
  c: 'C (GCC)',
  cpp: 'C++ (G++)',
  java: 'Java (OpenJDK)',
  go: 'Go',
  rust: 'Rust',
  sql: 'SQL (PostgreSQL)',
};

/**
 * Languages whose function tests the runner can call (a harness loads the module and calls the entry function with
 * JSON arguments); compiled languages and SQL are judged on stdio: the program reads stdin and prints its answer.
 */
export const FUNCTION_TEST_LANGUAGES: readonly LanguageId[] = ['javascript', 'typescript', 'python'];

/**
 * SQL runs the candidate's single read query against a fresh database: the run's stdin (a test's input) is the SQL
 * that creates and fills it, and the result set comes back as CSV with a header row (NULL printed as empty).
 */
export const SQL_RESULT_FORMAT = 'csv-with-header' as const;

export const VERDICTS = [
  'accepted',
  'wrong_answer',
  'time_limit',
  'memory_limit',
  'output_limit',
  'runtime_error',
  'compile_error',
  'internal_error',
] as const;
export const verdictSchema = z.enum(VERDICTS);
export type Verdict = z.infer<typeof verdictSchema>;
export const VERDICT_LABELS: Record<Verdict, string> = {
  accepted: 'Accepted',
  wrong_answer: 'Wrong answer',
  time_limit: 'Time limit exceeded',
  memory_limit: 'Memory limit exceeded',
  output_limit: 'Output limit exceeded',
  runtime_error: 'Runtime error',
  compile_error: 'Compile error',
  internal_error: 'Internal error',
};

/** Defaults of a run (SPEC.md §7): 5 s CPU, 10 s wall, 256 MB, 64 KB of output. */
export const RUN_LIMITS = { cpuMs: 5_000, wallMs: 10_000, memoryMb: 256, outputBytes: 64 * 1024 } as const;
/** Largest source accepted (413 above it, before anything is queued). */
export const MAX_SOURCE_BYTES = 64 * 1024;
/** Largest stdin of a run (413 above it). */
export const MAX_STDIN_BYTES = 256 * 1024;

export const EXECUTION_ERROR_CODES = {
  sourceTooLarge: 'SOURCE_TOO_LARGE',
  inputTooLarge: 'INPUT_TOO_LARGE',
  unknownLanguage: 'UNKNOWN_LANGUAGE',
  languageUnavailable: 'LANGUAGE_UNAVAILABLE',
  queueFull: 'EXECUTION_QUEUE_FULL',
  rateLimited: 'EXECUTION_RATE_LIMITED',
  sandboxUnavailable: 'SANDBOX_UNAVAILABLE',
  runnerFailed: 'RUNNER_FAILED',
} as const;

/** The program /api-status runs in each language, and the one its run panel starts from. */
export const HELLO_WORLD_PROGRAMS: Record<LanguageId, string> = {
  javascript: 'console.log("Hello, world!");',
  typescript: 'const greeting: string = "Hello, world!";\nconsole.log(greeting);',
  python: 'print("Hello, world!")',
  c: '#include <stdio.h>\n\nint main(void) {\n  printf("Hello, world!\\n");\n  return 0;\n}\n',
  cpp: '#include <iostream>\n\nint main() {\n  std::cout << "Hello, world!" << std::endl;\n  return 0;\n}\n',
  java: 'public class Main {\n  public static void main(String[] args) {\n    System.out.println("Hello, world!");\n  }\n}\n',
  go: 'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println("Hello, world!")\n}\n',
  rust: 'fn main() {\n    println!("Hello, world!");\n}\n',
  sql: "SELECT 'Hello, world!' AS greeting;",
};

/** What each hello-world prints (SQL: its result as CSV, the comma quoted). */
export const HELLO_WORLD_OUTPUTS: Record<LanguageId, string> = {
  ...(Object.fromEntries(LANGUAGE_IDS.map((id) => [id, 'Hello, world!\n'])) as Record<LanguageId, string>),
  sql: 'greeting\n"Hello, world!"\n',
};

export const runCodeInputSchema = z.object({
  language: z.string().min(1).max(40),
  code: z.string(),
  stdin: z.string().optional(),
});
export type RunCodeInput = z.infer<typeof runCodeInputSchema>;

export const runCodeResultSchema = z.object({
  /** `accepted` when the program ran to a zero exit. */
  status: verdictSchema,
  stdout: z.string(),
  stderr: z.string(),
  exitCode: z.number().int().nullable(),
  timeMs: z.number().int(),
  memoryKb: z.number().int(),
  compileOutput: z.string().optional(),
});
export type RunCodeResult = z.infer<typeof runCodeResultSchema>;

export const languageInfoSchema = z.object({
  id: languageIdSchema,
  name: z.string(),
  version: z.string(),
  available: z.boolean(),
});
export type LanguageInfo = z.infer<typeof languageInfoSchema>;
export const languageListSchema = z.array(languageInfoSchema);

/**
 * How a runner keeps jobs apart: `slot-uids` (root: one unprivileged uid per concurrent slot), `delegated-cgroup`
 * (another user, with a cgroup it may manage), `shared-uid` (another user without one, allowed only by
 * RUNNER_ALLOW_SHARED_UID=true: weaker, and the status page says so), or `unavailable` (runs nothing).
 */
export const ISOLATION_MODES = ['slot-uids', 'delegated-cgroup', 'shared-uid', 'unavailable'] as const;
export const isolationModeSchema = z.enum(ISOLATION_MODES);
export type IsolationMode = z.infer<typeof isolationModeSchema>;

export const runnerInfoSchema = z.object({
  id: z.string(),
  host: z.string(),
  isolation: isolationModeSchema,
  /**
   * What makes its boxes: `slot-hosts` (each slot's namespaces and read-only root made once, entered by every run;
   * root with a cgroup) or `bubblewrap` (one bubblewrap per box).
   */
  sandbox: z.enum(['slot-hosts', 'bubblewrap']),
  /** cgroup v1 or v2 when memory and processes are limited by one; null when only rlimits apply. */
  cgroup: z.enum(['v1', 'v2']).nullable(),
  slots: z.number().int(),
  busy: z.number().int(),
  /** Why the runner cannot run code, when isolation is `unavailable`. */
  problem: z.string().nullable(),
});
export type RunnerInfo = z.infer<typeof runnerInfoSchema>;

export const executionStatusSchema = z.object({
  api: z.object({
    status: z.enum(['ok', 'starting', 'degraded']),
    version: z.string(),
    uptimeSeconds: z.number().int(),
  }),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean() }),
  queue: z.object({ kind: z.enum(['ipc', 'bullmq']), depth: z.number().int(), capacity: z.number().int() }),
  runners: z.array(runnerInfoSchema),
  languages: z.array(
    languageInfoSchema.extend({
      /** Time for a hello-world run through the queue and the sandbox, measured now; null when it could not run. */
      helloWorldMs: z.number().int().nullable(),
      helloWorldStatus: verdictSchema.nullable(),
    }),
  ),
  checkedAt: z.string(),
});
export type ExecutionStatus = z.infer<typeof executionStatusSchema>;

// ---- The API ⇄ runner protocol. A runner receives only the source, the inputs and the limits. ----

export const executionLimitsSchema = z.object({
  cpuMs: z.number().int().min(100).max(60_000),
  wallMs: z.number().int().min(1_000).max(120_000),
  memoryMb: z.number().int().min(16).max(4_096),
  outputBytes: z
    .number()
    .int()
    .min(1_024)
    .max(16 * 1024 * 1024),
});
export type ExecutionLimits = z.infer<typeof executionLimitsSchema>;

/** One execution of the program: stdin for a `stdio` test, or an entry function called with JSON arguments. */
export const runnerTestSchema = z.union([
  z.object({ id: z.string(), kind: z.literal('stdio'), stdin: z.string() }),
  z.object({
    id: z.string(),
    kind: z.literal('function'),
    entry: z.string().regex(/^[A-Za-z_$][\w$]*$/),
    args: z.array(z.unknown()),
  }),
]);
export type RunnerTest = z.infer<typeof runnerTestSchema>;

export const runnerJobSchema = z.object({
  id: z.string(),
  language: languageIdSchema,
  source: z.string(),
  limits: executionLimitsSchema,
  tests: z.array(runnerTestSchema).min(1).max(200),
  /** Also measure the code's quality (reviewed submissions): parsed by the runner, never by the API. */
  analyze: z.boolean().optional(),
});
export type RunnerJob = z.infer<typeof runnerJobSchema>;

/** How one sandboxed process ended, as the runner saw it from outside the box. */
export const PROCESS_OUTCOMES = ['exited', 'time_limit', 'memory_limit', 'output_limit', 'internal_error'] as const;

export const processReportSchema = z.object({
  outcome: z.enum(PROCESS_OUTCOMES),
  exitCode: z.number().int().nullable(),
  signal: z.string().nullable(),
  stdout: z.string(),
  stderr: z.string(),
  cpuMs: z.number().int(),
  wallMs: z.number().int(),
  memoryKb: z.number().int(),
});
export type ProcessReport = z.infer<typeof processReportSchema>;

export const runnerTestReportSchema = processReportSchema.extend({
  testId: z.string(),
  /** The JSON the function harness wrote on its own channel (function tests); null when it wrote none. */
  returned: z.string().nullable(),
});
export type RunnerTestReport = z.infer<typeof runnerTestReportSchema>;

export const lintFindingSchema = z.object({ line: z.number().int(), rule: z.string(), message: z.string() });
export type LintFinding = z.infer<typeof lintFindingSchema>;

/** What the runner reads off the source alone: lines of code, the largest function's complexity, lint (JS and TS). */
export const codeQualitySchema = z.object({
  linesOfCode: z.number().int(),
  maxComplexity: z.number().int(),
  /** null for a language without a linter here. */
  lint: z.array(lintFindingSchema).nullable(),
});
export type CodeQuality = z.infer<typeof codeQualitySchema>;

export const runnerJobReportSchema = z.object({
  jobId: z.string(),
  runnerId: z.string(),
  /** Present when the language has a compile step; when it failed, no test ran. */
  compile: processReportSchema.nullable(),
  tests: z.array(runnerTestReportSchema),
  /** Set when the job could not be run at all (no sandbox, unknown toolchain): it is never run without the sandbox. */
  error: z.string().nullable(),
  /** When the job asked for it and the source parses. */
  quality: codeQualitySchema.nullable().optional(),
});
export type RunnerJobReport = z.infer<typeof runnerJobReportSchema>;

export const runnerLanguageSchema = languageInfoSchema;

/**
 * What a runner tells the API that forked it (over IPC) or publishes in Redis (BullMQ). `Report` widens it to the
 * repository job's report too (repository-run.ts: AnyRunnerJobReport), which this file does not import.
 */
export type RunnerMessage<Report = RunnerJobReport> =
  | { type: 'ready'; info: RunnerInfo; languages: LanguageInfo[] }
  /** Sent as a job arrives: only a job a runner has taken counts as an attempt when that runner dies. */
  | { type: 'started'; jobId: string }
  | { type: 'report'; report: Report };

/** What the API sends a runner it forked (`Job`: repository-run.ts's AnyRunnerJob for either kind). */
export type RunnerCommand<Job = RunnerJob> = { type: 'job'; job: Job };

/** Redis keys and names of the BullMQ transport, shared by the API and `npm run runner`. */
export const RUNNER_QUEUE_DEFAULT = 'assay-execution';
export const runnerRegistryKey = (queue: string, runnerId: string) => `${queue}:runner:${runnerId}`;
export const runnerRegistryPattern = (queue: string) => `${queue}:runner:*`;
