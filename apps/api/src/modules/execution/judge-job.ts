import { randomUUID } from 'node:crypto';
import {
  testVerdict,
  type CodeQuality,
  type ProcessReport,
  type ComparisonMode,
  type JudgedTest,
  type LanguageId,
  type RunnerJob,
  type RunnerJobReport,
  type RunnerTest,
  type Verdict,
} from '@assay/contracts';

/** A test as the API holds it: the expected output stays here, only the input goes to a runner. */
export interface TestToJudge {
  id: string;
  hidden: boolean;
  /** stdio: the program's stdin. function: the JSON array of the entry function's arguments. */
  input: string;
  /** stdio: the expected stdout. function: the expected result as JSON. */
  expected: string;
}

export interface JudgeRequest {
  language: LanguageId;
  source: string;
  tests: TestToJudge[];
  kind: 'stdio' | 'function';
  entry: string | null;
  comparison: ComparisonMode;
  limits: RunnerJob['limits'];
  /** Also read the code's quality figures (reviewed submissions). */
  analyze?: boolean;
}

export interface JudgeOutcome {
  /** Why no test could run (the sandbox, not the program), else null. */
  error: string | null;
  /** The compile step's verdict and log (compiled languages), else null. */
  compile: { verdict: Verdict; output: string } | null;
  tests: JudgedTest[];
  /** The runner's quality figures, when asked for and the source parsed. */
  quality?: CodeQuality | null;
}

/** The job a runner gets: source, inputs and limits; never the expected outputs. */
export function jobFor(request: JudgeRequest): RunnerJob {
  const tests = request.tests.map((test): RunnerTest =>
    request.kind === 'function'
      ? { id: test.id, kind: 'function', entry: request.entry ?? 'solve', args: JSON.parse(test.input) as unknown[] }
      : { id: test.id, kind: 'stdio', stdin: test.input },
  );
  return {
    id: randomUUID(),
    language: request.language,
    source: request.source,
    limits: request.limits,
    tests,
    ...(request.analyze ? { analyze: true } : {}),
  };
}

/**
 * A compile step that did not succeed is a compile error, whichever limit stopped it (the runner says which in the
 * compiler's messages); only a failure of the sandbox itself is an internal error.
 */
export function compileVerdict(compile: ProcessReport): Verdict {
  if (compile.outcome === 'internal_error') return 'internal_error';
  return compile.outcome === 'exited' && compile.exitCode === 0 ? 'accepted' : 'compile_error';
}

/** Verdicts from a runner's report, compared outside the sandbox with what the API kept. */
export function judgeReport(request: JudgeRequest, report: RunnerJobReport): JudgeOutcome {
  if (report.error) return { error: report.error, compile: null, tests: [] };
  const compile = report.compile ? { verdict: compileVerdict(report.compile), output: report.compile.stderr } : null;
  const byId = new Map(report.tests.map((test) => [test.testId, test]));
  const tests = request.tests.flatMap((test): JudgedTest[] => {
    const ran = byId.get(test.id);
    if (!ran) return [];
    return [
      {
        testId: test.id,
        hidden: test.hidden,
        verdict: testVerdict(ran, request.kind, { expected: test.expected, mode: request.comparison }),
        report: ran,
      },
    ];
  });
  return { error: null, compile, tests, ...(report.quality === undefined ? {} : { quality: report.quality }) };
}
