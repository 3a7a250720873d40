import type { ProcessReport, RunnerTestReport, Verdict } from './execution.js';

/**
 * Verdicts, computed outside the sandbox from what the runner saw. Expected outputs never reach a runner; a
 * program that prints "all tests passed" or writes a forged result only ever gets compared like any other output.
 */

export const COMPARISON_MODES = ['exact', 'whitespace', 'numeric', 'unordered-lines'] as const;
export type ComparisonMode = (typeof COMPARISON_MODES)[number];

export interface ExpectedOutput {
  /** stdio tests: the expected stdout. Function tests: the expected return value as JSON text. */
  expected: string;
  mode: ComparisonMode;
  /** Absolute or relative tolerance of `numeric` comparison. */
  tolerance?: number;
}

const NUMERIC_TOLERANCE = 1e-6;

/** How a process ended, before any output comparison (a run with no expected output stops here). */
export function processVerdict(report: ProcessReport): Verdict {
  switch (report.outcome) {
    case 'time_limit':
    case 'memory_limit':
    case 'output_limit':
    case 'internal_error':
      return report.outcome;
    case 'exited':
      return report.exitCode === 0 ? 'accepted' : 'runtime_error';
  }
}

const lines = (text: string) =>
  text
    .replace(/\r\n/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd());
const withoutTrailingBlank = (list: string[]) => {
  const copy = [...list];
  while (copy.length > 0 && copy[copy.length - 1] === '') copy.pop();
  return copy;
};
const tokens = (text: string) => text.split(/\s+/).filter(Boolean);

function numbersMatch(actual: string, expected: string, tolerance: number): boolean {
  const a = tokens(actual);
  const e = tokens(expected);
  if (a.length !== e.length) return false;
  return a.every((token, index) => {
    const want = e[index]!;
    if (token === want) return true;
    const x = Number(token);
    const y = Number(want);
    if (Number.isNaN(x) || Number.isNaN(y)) return false;
    if (x === y) return true;
    return Math.abs(x - y) <= tolerance * Math.max(1, Math.abs(y));
  });
}

/** Whether stdout matches the expected output under the test's comparison mode. */
export function outputMatches(
  actual: string,
  { expected, mode, tolerance = NUMERIC_TOLERANCE }: ExpectedOutput,
): boolean {
  switch (mode) {
    case 'exact':
      return actual === expected;
    case 'whitespace':
      return tokens(actual).join(' ') === tokens(expected).join(' ');
    case 'numeric':
      return numbersMatch(actual, expected, tolerance);
    case 'unordered-lines': {
      const sorted = (text: string) => withoutTrailingBlank(lines(text)).sort();
      return JSON.stringify(sorted(actual)) === JSON.stringify(sorted(expected));
    }
  }
}

/** Deep equality of two JSON values (object keys in any order). */
function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === 'number' && typeof b === 'number')
    return Math.abs(a - b) <= NUMERIC_TOLERANCE * Math.max(1, Math.abs(b));
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => jsonEqual(item, b[index]));
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    // Own keys only: a returned "__proto__" key must not be matched through the expected object's prototype.
    return (
      ka.length === kb.length &&
      ka.every(
        (key) =>
          Object.hasOwn(b, key) && jsonEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
      )
    );
  }
  return false;
}

/** Whether a function test's returned JSON equals the expected value. */
export function returnedMatches(returned: string | null, expectedJson: string): boolean {
  if (returned === null) return false;
  try {
    return jsonEqual(JSON.parse(returned), JSON.parse(expectedJson));
  } catch {
    return false;
  }
}

/** A test's verdict: how the process ended, then its output (stdio) or returned value (function) against the expected. */
export function testVerdict(report: RunnerTestReport, kind: 'stdio' | 'function', expected: ExpectedOutput): Verdict {
  const ended = processVerdict(report);
  if (ended !== 'accepted') return ended;
  const matched =
    kind === 'function' ? returnedMatches(report.returned, expected.expected) : outputMatches(report.stdout, expected);
  return matched ? 'accepted' : 'wrong_answer';
}

export interface JudgedTest {
  testId: string;
  hidden: boolean;
  verdict: Verdict;
  report: RunnerTestReport;
}

/** Where a hidden test's time or memory fell against the task's limit: never the figure itself. */
export const LIMIT_BUCKETS = ['within_limit', 'over'] as const;
export type LimitBucket = (typeof LIMIT_BUCKETS)[number];

/** Worst first: hidden tests as a whole take the first of these that any of them has. */
const VERDICTS_WORST_FIRST: readonly Verdict[] = [
  'internal_error',
  'compile_error',
  'runtime_error',
  'time_limit',
  'memory_limit',
  'output_limit',
  'wrong_answer',
  'accepted',
];

/**
 * What a candidate may see of judged tests: everything of visible ones; of hidden ones, as a whole, only how many
 * passed, the worst verdict, and whether time and memory stayed within the limits. A program controls its own
 * verdicts, time and memory, so per-test verdicts and exact figures would let it spell out a hidden input a few bits
 * per test and attempt; this leaves it a pass count and three small classes per attempt.
 */
export function candidateView(tests: JudgedTest[]) {
  const hidden = tests.filter((test) => test.hidden);
  const any = (verdict: Verdict) => hidden.some((test) => test.verdict === verdict);
  const bucket = (verdict: Verdict): LimitBucket => (any(verdict) ? 'over' : 'within_limit');
  return {
    tests: tests
      .filter((test) => !test.hidden)
      .map((test) => ({
        testId: test.testId,
        verdict: test.verdict,
        stdout: test.report.stdout,
        stderr: test.report.stderr,
        returned: test.report.returned,
        exitCode: test.report.exitCode,
        timeMs: test.report.cpuMs,
        memoryKb: test.report.memoryKb,
      })),
    hidden:
      hidden.length === 0
        ? null
        : {
            passed: hidden.filter((test) => test.verdict === 'accepted').length,
            total: hidden.length,
            verdict: VERDICTS_WORST_FIRST.find(any) ?? 'accepted',
            time: bucket('time_limit'),
            memory: bucket('memory_limit'),
          },
  };
}
