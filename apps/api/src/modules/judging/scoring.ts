import type { TemplateContent } from '@assay/contracts';
import type { JudgeOutcome } from '../execution/judge-job.js';
import type { StoredTestResult } from '../submissions/submissions.tables.js';

/** 0–100: the weights of the passed tests over all the weights. */
export function scoreOf(results: StoredTestResult[]): number {
  const total = results.reduce((sum, test) => sum + test.weight, 0);
  const passed = results.filter((test) => test.verdict === 'accepted').reduce((sum, test) => sum + test.weight, 0);
  return total === 0 ? 0 : Math.round((passed / total) * 100);
}

/** Every test's verdict with its weight, as stored; code that did not compile fails every test with the compiler's log. */
export function resultsOf(
  content: TemplateContent,
  outcome: JudgeOutcome,
): { results: StoredTestResult[]; compileOutput: string | null } {
  if (outcome.compile !== null && outcome.compile.verdict !== 'accepted') {
    const results = content.tests.map((test): StoredTestResult => ({
      id: test.id,
      hidden: test.hidden,
      weight: test.weight,
      verdict: 'compile_error',
      report: {
        testId: test.id,
        outcome: 'exited',
        exitCode: null,
        signal: null,
        stdout: '',
        stderr: '',
        returned: null,
        cpuMs: 0,
        wallMs: 0,
        memoryKb: 0,
      },
    }));
    return { results, compileOutput: outcome.compile.output };
  }
  const weights = new Map(content.tests.map((test) => [test.id, test.weight]));
  return {
    results: outcome.tests.map((test) => ({
      id: test.testId,
      hidden: test.hidden,
      weight: weights.get(test.testId) ?? 1,
      verdict: test.verdict,
      report: test.report,
    })),
    compileOutput: null,
  };
}
