import { testStdin, type CustomRunInput, type CustomRunResult, type TemplateContent } from '@assay/contracts';
import type { JudgeOutcome, JudgeRequest } from '../execution/judge-job.js';
import { templateLimits } from '../judging/judge-request.js';

/** The one test of a custom run: nothing is expected of it, so its verdict only says whether the program finished. */
const CUSTOM_TEST_ID = 'custom-input';

/** Whether a function task's custom input is what the runner calls the entry function with: a JSON array. */
export function isJsonArray(text: string): boolean {
  try {
    return Array.isArray(JSON.parse(text));
  } catch {
    return false;
  }
}

/**
 * The candidate's code on their own input, judged like a test (the task's limits, its SQL setup, its entry function)
 * so the console behaves exactly as the tests will.
 */
export function customRunRequest(content: TemplateContent, input: CustomRunInput): JudgeRequest {
  return {
    language: input.language,
    source: input.code,
    tests: [{ id: CUSTOM_TEST_ID, hidden: false, input: testStdin(content, { input: input.input }), expected: '' }],
    kind: content.test_kind,
    entry: content.entry_function,
    comparison: content.comparison,
    limits: templateLimits(content),
  };
}

export function customRunResult(content: TemplateContent, outcome: JudgeOutcome): CustomRunResult {
  const compileError =
    outcome.compile && outcome.compile.verdict !== 'accepted' ? outcome.compile.output || 'It did not compile.' : null;
  const judged = outcome.tests.find((test) => test.testId === CUSTOM_TEST_ID);
  if (compileError !== null || !judged)
    return { outcome: 'compile_error', output: '', stderr: '', compile_error: compileError, time_ms: 0, memory_kb: 0 };
  const { verdict, report } = judged;
  return {
    // Compared with an empty expectation, any output reads as a wrong answer: both mean the program ran to its end.
    outcome: verdict === 'accepted' || verdict === 'wrong_answer' ? 'finished' : verdict,
    output: content.test_kind === 'function' ? (report.returned ?? '') : report.stdout,
    stderr: report.stderr,
    compile_error: null,
    time_ms: report.cpuMs,
    memory_kb: report.memoryKb,
  };
}
