import type { ProcessReport, RunnerJob, RunnerJobReport, RunnerTest, RunnerTestReport } from '@assay/contracts';
import type { LanguageStatus } from '../languages.js';
import type { Isolation } from '../sandbox/isolation.js';
import type { SandboxRequest, SandboxResult } from '../sandbox/run-sandboxed.js';
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
}

/** The compile step's own limits: a compiler may take longer than the program, never forever (Judge0 #114). */
const COMPILE_LIMITS = { cpuMs: 10_000, wallMs: 20_000, memoryMb: 512 };
const MAX_ARTIFACT_BYTES = 8 * 1024 * 1024;

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

/**
 * Runs a job: the compile step (if the language has one) in a box of its own, then each test in a fresh box with
 * the source or artifact bound read-only, so nothing one test writes is seen by the next; then, when asked, the
 * source's quality figures (parsed here, never run). Expected outputs never come here; the API turns these reports
 * into verdicts.
 */
export async function runJob(job: RunnerJob, context: JobContext): Promise<RunnerJobReport> {
  const base = { jobId: job.id, runnerId: context.runnerId };
  const language = context.languages.get(job.language);
  if (!language?.available) return { ...base, compile: null, tests: [], error: `${job.language} is not available on this runner.` };
  if (context.isolation.mode === 'unavailable') return { ...base, compile: null, tests: [], error: context.isolation.problem ?? 'The sandbox is unavailable.' };
  const { spec } = language;
  const multiplier = spec.timeMultiplier;
  const sandbox = (request: Omit<SandboxRequest, 'binds' | 'uid' | 'addressSpaceLimit'>) =>
    context.boxes.run({ ...request, binds: spec.binds, uid: context.uid, addressSpaceLimit: spec.addressSpaceLimitSafe });

  let program = { path: `/box/${spec.sourceFile}`, data: job.source };
  let compile: ProcessReport | null = null;
  if (spec.compile) {
    const result = await sandbox({
      command: spec.compile.command,
      files: [program],
      stdin: '',
      resultChannel: false,
      limits: { ...COMPILE_LIMITS, outputBytes: MAX_ARTIFACT_BYTES, processes: context.processes, workDirBytes: context.workDirBytes },
    });
    compile = { ...toReport(result, job.limits.outputBytes), stdout: '' };
    if (result.outcome !== 'exited' || result.exitCode !== 0) return { ...base, compile, tests: [], error: result.problem };
    program = { path: `/box/${spec.compile.artifactFile}`, data: result.stdout.toString('utf8') };
  }

  const limits = {
    cpuMs: Math.round(job.limits.cpuMs * multiplier),
    wallMs: Math.round(job.limits.wallMs * multiplier),
    memoryMb: job.limits.memoryMb,
    outputBytes: job.limits.outputBytes,
    processes: context.processes,
    workDirBytes: context.workDirBytes,
  };
  const tests: RunnerTestReport[] = [];
  for (const test of job.tests) {
    const result = await sandbox({ ...invocation(test, program.path, spec.memoryFlags(limits.memoryMb), spec), files: [program], limits });
    if (result.problem) return { ...base, compile, tests, error: result.problem };
    tests.push({ ...toReport(result, limits.outputBytes), testId: test.id, returned: result.returned && result.returned.length > 0 ? result.returned.toString('utf8') : null });
  }
  // Read off the source once the tests have run, so the judging is never held up by it; a failure costs only the figures.
  const quality = job.analyze ? await analyzeSource(job.language, job.source).catch(() => null) : undefined;
  return { ...base, compile, tests, error: null, ...(quality === undefined ? {} : { quality }) };
}

function invocation(test: RunnerTest, file: string, memoryFlags: string[], spec: LanguageStatus['spec']) {
  const withFlags = (command: string[]) => [command[0]!, ...memoryFlags, ...command.slice(1)];
  if (test.kind === 'stdio') return { command: withFlags(spec.run(file)), stdin: test.stdin, resultChannel: false };
  return { command: withFlags(spec.callFunction(file, test.entry)), stdin: JSON.stringify(test.args), resultChannel: true };
}
