import type { ProcessReport, RunnerJob, RunnerJobReport, RunnerTest, RunnerTestReport } from '@assay/contracts';
import type { LanguageStatus } from '../languages/index.js';
import type { LanguageSpec, RunBox } from '../languages/language-spec.js';
import type { Isolation } from '../sandbox/isolation.js';
import type { BoxFile, SandboxRequest, SandboxResult } from '../sandbox/box.js';
import type { WarmBoxes } from '../sandbox/warm-boxes.js';
import { analyzeSource } from '../quality/analyze.js';
import { sanitizeOutput } from './sanitize-output.js';

export interface JobContext {
  runnerId: string;
  isolation: Isolation;
  /** The slot's boxes, made ahead of need. */
  boxes: WarmBoxes;
  languages: Map<string, LanguageStatus>;
  /** The slot's own uid (root), or null. */
  uid: number | null;
  processes: number;
  workDirBytes: number;
  /** The compile step's wall limit (RUNNER_COMPILE_WALL_MS). */
  compileWallMs: number;
}

/** The compile step's own limits: a compiler may take longer than the program, never forever (Judge0 #114). */
const COMPILE_LIMITS = { cpuMs: 10_000, memoryMb: 512 };
const MAX_ARTIFACT_BYTES = 16 * 1024 * 1024;

const toReport = (result: SandboxResult, outputBytes: number): ProcessReport => ({
  outcome: result.outcome,
  exitCode: result.exitCode,
  signal: result.signal,
  stdout: sanitizeOutput(result.stdout, outputBytes),
  stderr: result.problem ?? sanitizeOutput(result.stderr, outputBytes),
  cpuMs: result.cpuMs,
  wallMs: result.wallMs,
  memoryKb: result.memoryKb,
});

/** Why a compile step that hit one of its limits was stopped, after what the compiler had said by then. */
function compileStopped(result: SandboxResult, messageBytes: number): string {
  switch (result.outcome) {
    case 'time_limit':
      return `Compilation stopped: it took longer than the compiler's limit of ${COMPILE_LIMITS.cpuMs / 1000} s.`;
    case 'memory_limit':
      return `Compilation stopped: the compiler needed more than its ${COMPILE_LIMITS.memoryMb} MB.`;
    case 'output_limit':
      return result.stderr.length >= messageBytes
        ? `Compilation stopped: the compiler's messages passed ${Math.round(messageBytes / 1024)} KB.`
        : `Compilation stopped: the program passed ${MAX_ARTIFACT_BYTES / 1024 / 1024} MB.`;
    default:
      return '';
  }
}

/** A run as the job describes it; the language adds its binds, the slot its uid. */
type JobRun = Omit<SandboxRequest, 'binds' | 'uid' | 'addressSpaceLimit'>;

const sourceProblem = (problem: string): ProcessReport => ({
  outcome: 'exited',
  exitCode: 1,
  signal: null,
  stdout: '',
  stderr: problem,
  cpuMs: 0,
  wallMs: 0,
  memoryKb: 0,
});

/**
 * Runs a job: the source check (SQL), then the compile step (if the language has one) in a box of its own, then each
 * test in a fresh box with the source or artifact bound read-only, so nothing one test writes is seen by the next;
 * then, when asked, the source's quality figures (parsed here, never run). Expected outputs never come here; the
 * API turns these reports into verdicts.
 */
export async function runJob(job: RunnerJob, context: JobContext): Promise<RunnerJobReport> {
  const base = { jobId: job.id, runnerId: context.runnerId };
  const language = context.languages.get(job.language);
  if (!language?.available)
    return { ...base, compile: null, tests: [], error: `${job.language} is not available on this runner.` };
  if (context.isolation.mode === 'unavailable')
    return { ...base, compile: null, tests: [], error: context.isolation.problem ?? 'The sandbox is unavailable.' };
  const { spec } = language;
  const uid = context.uid ?? process.getuid?.() ?? 0;
  let binds = spec.binds;
  const full = (request: JobRun): SandboxRequest => ({
    ...request,
    files: [...request.files, ...(spec.boxFiles?.(uid) ?? [])],
    binds,
    uid: context.uid,
    addressSpaceLimit: spec.addressSpaceLimitSafe,
  });
  /** Runs a request; `then`, when given, is the run that follows, whose box is made meanwhile. */
  const sandbox = (request: JobRun, then?: JobRun | null) => {
    const running = context.boxes.run(full(request));
    if (then) context.boxes.prepare(full(then));
    return running;
  };

  let source = job.source;
  if (spec.check) {
    const checked = spec.check(source);
    if ('problem' in checked) return { ...base, compile: sourceProblem(checked.problem), tests: [], error: null };
    source = checked.source;
  }

  if (spec.prepare) {
    try {
      binds = [...spec.binds, ...(await spec.prepare.binds(ownBox(context), uid))];
    } catch (error) {
      return {
        ...base,
        compile: null,
        tests: [],
        error: `${spec.name} could not be prepared: ${(error as Error).message}`,
      };
    }
  }

  const multiplier = spec.timeMultiplier;
  const limits = {
    cpuMs: Math.round(job.limits.cpuMs * multiplier),
    wallMs: Math.round(job.limits.wallMs * multiplier),
    memoryMb: job.limits.memoryMb,
    outputBytes: job.limits.outputBytes,
    processes: context.processes,
    workDirBytes: context.workDirBytes,
  };
  /** Test `index`'s run of `program`, or null past the last (or for a function test a compiled language cannot call). */
  const testRun = (index: number, program: BoxFile) => {
    const test = job.tests[index];
    const call = test ? invocation(test, program.path, spec.memoryFlags(limits.memoryMb), spec) : null;
    return call ? { ...call, files: [program], limits } : null;
  };

  let program: BoxFile = { path: `/box/${spec.sourceFile}`, data: source };
  let compile: ProcessReport | null = null;
  if (spec.compile) {
    const messageBytes = job.limits.outputBytes;
    const artifact: BoxFile = {
      path: `/box/${spec.compile.artifactFile}`,
      data: '',
      executable: spec.compile.executable,
    };
    const result = await sandbox(
      {
        command: spec.compile.command,
        files: [program],
        stdin: '',
        resultChannel: false,
        limits: {
          ...COMPILE_LIMITS,
          wallMs: context.compileWallMs,
          outputBytes: MAX_ARTIFACT_BYTES,
          errorBytes: messageBytes,
          processes: context.processes,
          workDirBytes: context.workDirBytes,
        },
      },
      testRun(0, artifact),
    );
    const report = toReport(result, messageBytes);
    const stopped = compileStopped(result, messageBytes);
    compile = {
      ...report,
      stdout: '',
      stderr: stopped ? `${report.stderr.trimEnd()}\n${stopped}`.trimStart() : report.stderr,
    };
    if (result.outcome !== 'exited' || result.exitCode !== 0)
      return { ...base, compile, tests: [], error: result.problem };
    program = { ...artifact, data: result.stdout };
  }

  const tests: RunnerTestReport[] = [];
  for (const [index, test] of job.tests.entries()) {
    const run = testRun(index, program);
    if (!run)
      return {
        ...base,
        compile,
        tests,
        error: `Function tests cannot call ${spec.name} code; its tests read stdin and print.`,
      };
    const result = await sandbox(run, testRun(index + 1, program));
    if (result.problem) return { ...base, compile, tests, error: result.problem };
    tests.push({
      ...toReport(result, limits.outputBytes),
      testId: test.id,
      returned: result.returned && result.returned.length > 0 ? result.returned.toString('utf8') : null,
    });
  }
  // Read off the source once the tests have run, so the judging is never held up by it; a failure costs only the figures.
  const quality = job.analyze ? await analyzeSource(job.language, job.source).catch(() => null) : undefined;
  return { ...base, compile, tests, error: null, ...(quality === undefined ? {} : { quality }) };
}

/** A box of its own for a language's preparation, not one of the slot's made ahead; its uid's process limit is the slot's. */
function ownBox(context: JobContext): RunBox {
  return (request) =>
    context.boxes.runOwn({
      ...request,
      limits: { ...request.limits, processes: context.processes },
      uid: context.uid,
      addressSpaceLimit: false,
    });
}

function invocation(test: RunnerTest, file: string, memoryFlags: string[], spec: LanguageSpec) {
  const withFlags = (command: string[]) => [command[0]!, ...memoryFlags, ...command.slice(1)];
  if (test.kind === 'stdio') return { command: withFlags(spec.run(file)), stdin: test.stdin, resultChannel: false };
  if (!spec.callFunction) return null;
  return {
    command: withFlags(spec.callFunction(file, test.entry)),
    stdin: JSON.stringify(test.args),
    resultChannel: true,
  };
}
