import { describe, expect, it } from 'vitest';
import { PROCESS_OUTCOMES, type ProcessReport, type RunnerTestReport, type Verdict } from './execution.js';
import {
  candidateView,
  outputMatches,
  processVerdict,
  returnedMatches,
  testVerdict,
  type ComparisonMode,
  type JudgedTest,
} from './judge.js';

const report = (overrides: Partial<RunnerTestReport> = {}): RunnerTestReport => ({
  testId: 't1',
  outcome: 'exited',
  exitCode: 0,
  signal: null,
  stdout: '',
  stderr: '',
  cpuMs: 10,
  wallMs: 20,
  memoryKb: 1024,
  returned: null,
  ...overrides,
});

describe('processVerdict', () => {
  it.each<[string, Partial<ProcessReport>, Verdict]>([
    ['a zero exit', { outcome: 'exited', exitCode: 0 }, 'accepted'],
    ['a non-zero exit', { outcome: 'exited', exitCode: 1 }, 'runtime_error'],
    ['exit code 255', { outcome: 'exited', exitCode: 255 }, 'runtime_error'],
    ['death by a signal (no exit code)', { outcome: 'exited', exitCode: null, signal: 'SIGSEGV' }, 'runtime_error'],
    ['the time limit', { outcome: 'time_limit', exitCode: null, signal: 'SIGKILL' }, 'time_limit'],
    ['the time limit even with a zero exit code', { outcome: 'time_limit', exitCode: 0 }, 'time_limit'],
    ['the memory limit', { outcome: 'memory_limit', exitCode: null }, 'memory_limit'],
    ['the memory limit even with a zero exit code', { outcome: 'memory_limit', exitCode: 0 }, 'memory_limit'],
    ['the output limit', { outcome: 'output_limit', exitCode: 0 }, 'output_limit'],
    ['an internal error', { outcome: 'internal_error', exitCode: 0 }, 'internal_error'],
  ])('maps %s', (_name, overrides, verdict) => {
    expect(processVerdict(report(overrides))).toBe(verdict);
  });

  it('gives a verdict for every process outcome', () => {
    for (const outcome of PROCESS_OUTCOMES) {
      expect(processVerdict(report({ outcome }))).toEqual(expect.any(String));
    }
  });
});

describe('outputMatches', () => {
  const cases: [ComparisonMode, string, string, boolean, string][] = [
    // exact: byte for byte, nothing forgiven.
    ['exact', '42\n', '42\n', true, 'identical output'],
    ['exact', '', '', true, 'two empty outputs'],
    ['exact', '42', '42\n', false, 'a missing trailing newline'],
    ['exact', '42\n', '42', false, 'an extra trailing newline'],
    ['exact', '42\r\n', '42\n', false, 'CRLF line ends'],
    ['exact', '1  2\n', '1 2\n', false, 'an extra space'],
    ['exact', '42 \n', '42\n', false, 'a trailing space'],
    ['exact', '', '42', false, 'an empty output against a non-empty one'],
    ['exact', 'Hello', 'hello', false, 'a different case'],

    // whitespace: the same tokens, however spaced.
    ['whitespace', '1 2 3\n', '1 2 3\n', true, 'identical output'],
    ['whitespace', '1 2 3', '1 2 3\n', true, 'a missing trailing newline'],
    ['whitespace', '1 2 3\n\n\n', '1 2 3', true, 'extra trailing newlines'],
    ['whitespace', '1 2\r\n3\r\n', '1 2\n3\n', true, 'CRLF line ends'],
    ['whitespace', '  1   2\t3  ', '1 2 3', true, 'extra spaces and tabs'],
    ['whitespace', '', '', true, 'two empty outputs'],
    ['whitespace', '\n \n', '', true, 'blank output against an empty one'],
    ['whitespace', '12 3', '1 2 3', false, 'tokens run together'],
    ['whitespace', '1 2', '1 2 3', false, 'a missing token'],
    ['whitespace', '1 2 3 4', '1 2 3', false, 'an extra token'],
    ['whitespace', '3 2 1', '1 2 3', false, 'tokens in another order'],
    ['whitespace', '', '0', false, 'an empty output against a non-empty one'],
    ['whitespace', 'Yes', 'YES', false, 'a different case'],

    // numeric: numbers within the default tolerance (1e-6, absolute below 1, relative above), other tokens exactly.
    ['numeric', '3.14159\n', '3.14159\n', true, 'identical output'],
    ['numeric', '1.0000005', '1', true, 'a difference within 1e-6'],
    ['numeric', '1.000002', '1', false, 'a difference beyond 1e-6'],
    ['numeric', '0.0000005', '0', true, 'a difference within the absolute floor near zero'],
    ['numeric', '0.000002', '0', false, 'a difference beyond the absolute floor near zero'],
    ['numeric', '1000000.5', '1000000', true, 'a difference within the relative tolerance of a large number'],
    ['numeric', '1000002', '1000000', false, 'a difference beyond the relative tolerance of a large number'],
    ['numeric', '1.50', '1.5', true, 'trailing zeros'],
    ['numeric', '1e3', '1000', true, 'scientific notation'],
    ['numeric', '-2', '2', false, 'the wrong sign'],
    ['numeric', '1 2\r\n3\n', '1\n2 3', true, 'any whitespace between numbers'],
    ['numeric', '1 2', '1 2 3', false, 'a missing number'],
    ['numeric', '1 2 3 4', '1 2 3', false, 'an extra number'],
    ['numeric', 'YES 2', 'YES 2', true, 'equal non-numeric tokens'],
    ['numeric', 'yes 2', 'YES 2', false, 'non-numeric tokens compared exactly'],
    ['numeric', 'abc', '1', false, 'a word where a number is expected'],
    ['numeric', '1', 'abc', false, 'a number where a word is expected'],
    ['numeric', 'NaN', 'NaN', true, 'NaN against NaN, as text'],
    ['numeric', 'NaN', '0', false, 'NaN against a number'],
    ['numeric', '', '', true, 'two empty outputs'],
    ['numeric', '', '0', false, 'an empty output against a number'],

    // unordered-lines: the same lines as a multiset, each line's trailing whitespace and trailing blank lines ignored.
    ['unordered-lines', 'a\nb\nc\n', 'a\nb\nc\n', true, 'identical output'],
    ['unordered-lines', 'c\na\nb\n', 'a\nb\nc\n', true, 'lines in another order'],
    ['unordered-lines', 'b\na', 'a\nb\n', true, 'a missing trailing newline'],
    ['unordered-lines', 'b\r\na\r\n', 'a\nb\n', true, 'CRLF line ends'],
    ['unordered-lines', 'a  \nb\t\n', 'a\nb\n', true, 'trailing spaces on a line'],
    ['unordered-lines', 'a\nb\n\n\n', 'a\nb', true, 'extra trailing blank lines'],
    ['unordered-lines', 'a\na\nb\n', 'a\nb\na\n', true, 'the same duplicates in another order'],
    ['unordered-lines', 'a\nb\n', 'a\na\nb\n', false, 'a missing duplicate'],
    ['unordered-lines', 'a\na\nb\n', 'a\nb\n', false, 'an extra duplicate'],
    ['unordered-lines', 'a\na\nb\n', 'a\nb\nb\n', false, 'duplicates of another line'],
    ['unordered-lines', ' a\nb\n', 'a\nb\n', false, 'a leading space on a line'],
    ['unordered-lines', 'a b\n', 'b a\n', false, 'words reordered within a line'],
    ['unordered-lines', 'a\n\nb\n', 'a\nb\n', false, 'a blank line in the middle'],
    ['unordered-lines', '', '', true, 'two empty outputs'],
    ['unordered-lines', '\n\n', '', true, 'blank lines against an empty output'],
    ['unordered-lines', '', 'a\n', false, 'an empty output against a non-empty one'],
  ];

  it.each(cases)('%s: %j against %j → %s (%s)', (mode, actual, expected, result) => {
    expect(outputMatches(actual, { expected, mode })).toBe(result);
  });

  it.each<[string, string, number, boolean]>([
    ['0.25', '0', 0.25, true],
    ['-0.25', '0', 0.25, true],
    ['0.2500001', '0', 0.25, false],
    // Relative above 1: 4 ± 0.25 × 4.
    ['5', '4', 0.25, true],
    ['3', '4', 0.25, true],
    ['5.0001', '4', 0.25, false],
    ['2.9999', '4', 0.25, false],
    ['1.5', '1', 0.5, true],
    ['1.5001', '1', 0.5, false],
    ['1', '1', 0, true],
    ['1.0000001', '1', 0, false],
  ])('numeric with a tolerance: %s against %s within %s → %s', (actual, expected, tolerance, result) => {
    expect(outputMatches(actual, { expected, mode: 'numeric', tolerance })).toBe(result);
  });

  // |Infinity - Infinity| is NaN: identical tokens must match before any tolerance arithmetic.
  it.each([['Infinity'], ['-Infinity'], ['1e400']])('numeric: %s matches itself', (token) => {
    expect(outputMatches(token, { expected: token, mode: 'numeric' })).toBe(true);
  });
});

describe('returnedMatches', () => {
  it.each<[string, string | null, string, boolean]>([
    ['equal numbers', '42', '42', true],
    ['different numbers', '41', '42', false],
    ['float noise within 1e-6', '0.30000000000000004', '0.3', true],
    ['floats apart by more than 1e-6', '0.3001', '0.3', false],
    ['a large float within the relative tolerance', '1000000.5', '1000000', true],
    ['a number against its string', '"42"', '42', false],
    ['true against 1', 'true', '1', false],
    ['equal strings', '"abc"', '"abc"', true],
    ['strings differing in case', '"ABC"', '"abc"', false],
    ['JSON null against null', 'null', 'null', true],
    ['JSON null against 0', 'null', '0', false],
    ['JSON null against {}', 'null', '{}', false],
    ['no returned value against null', null, 'null', false],
    ['no returned value against a number', null, '0', false],
    ['objects with keys in another order', '{"b":2,"a":1}', '{"a":1,"b":2}', true],
    ['whitespace inside the JSON', ' { "a" : [ 1 , 2 ] } ', '{"a":[1,2]}', true],
    ['an object with a missing key', '{"a":1}', '{"a":1,"b":2}', false],
    ['an object with an extra key', '{"a":1,"b":2}', '{"a":1}', false],
    ['an object with another key of the same value', '{"c":1}', '{"a":1}', false],
    ['a null value against a missing key', '{"a":null}', '{"b":null}', false],
    ['an array against an object with index keys', '[1]', '{"0":1}', false],
    ['an object with index keys against an array', '{"0":1}', '[1]', false],
    ['nested arrays', '[[1,2],[3,[4,5]]]', '[[1,2],[3,[4,5]]]', true],
    ['nested arrays in another order', '[[3,[4,5]],[1,2]]', '[[1,2],[3,[4,5]]]', false],
    ['a nested array one element short', '[[1,2],[3,[4]]]', '[[1,2],[3,[4,5]]]', false],
    ['a flattened array', '[1,2,3]', '[[1,2],3]', false],
    [
      'nested objects with keys in another order',
      '{"x":{"d":[1,{"f":2,"e":1}],"c":0}}',
      '{"x":{"c":0,"d":[1,{"e":1,"f":2}]}}',
      true,
    ],
    ['nested floats', '[0.1,[0.30000000000000004]]', '[0.1,[0.3]]', true],
    ['empty arrays', '[]', '[]', true],
    ['an empty array against an empty object', '[]', '{}', false],
    ['invalid returned JSON', '{"a":', '{"a":1}', false],
    ['returned text that is not JSON', 'All tests passed', '"All tests passed"', false],
    ['an empty returned string', '', '""', false],
    ['invalid expected JSON', '1', 'not json', false],
  ])('%s: %j against %j → %s', (_name, returned, expected, result) => {
    expect(returnedMatches(returned, expected)).toBe(result);
  });

  // A returned own "__proto__" key would otherwise read Object.prototype from the expected object, and {} equals it.
  it.each([
    ['{"__proto__":{}}', '{"answer":42}'],
    ['{"__proto__":{},"a":1}', '{"a":1,"b":2}'],
  ])('a returned own "__proto__" key does not stand in for a missing key: %s against %s', (returned, expected) => {
    expect(returnedMatches(returned, expected)).toBe(false);
  });
});

describe('testVerdict', () => {
  const stdio = { expected: '42\n', mode: 'exact' as const };
  const fn = { expected: '[1,2,3]', mode: 'exact' as const };

  it.each<[string, 'stdio' | 'function', Partial<RunnerTestReport>, Verdict]>([
    ['stdio: the right output and a zero exit', 'stdio', { stdout: '42\n' }, 'accepted'],
    ['stdio: a wrong output', 'stdio', { stdout: '41\n' }, 'wrong_answer'],
    ['stdio: a forged "All tests passed"', 'stdio', { stdout: 'All tests passed\n' }, 'wrong_answer'],
    ['stdio: the expected output printed to stderr only', 'stdio', { stdout: '', stderr: '42\n' }, 'wrong_answer'],
    ['stdio: the right output, then a non-zero exit', 'stdio', { stdout: '42\n', exitCode: 1 }, 'runtime_error'],
    [
      'stdio: the right output, then a signal',
      'stdio',
      { stdout: '42\n', exitCode: null, signal: 'SIGABRT' },
      'runtime_error',
    ],
    [
      'stdio: the right output, then the time limit',
      'stdio',
      { stdout: '42\n', outcome: 'time_limit', exitCode: null },
      'time_limit',
    ],
    [
      'stdio: the right output, then the memory limit',
      'stdio',
      { stdout: '42\n', outcome: 'memory_limit', exitCode: null },
      'memory_limit',
    ],
    ['stdio: the output limit', 'stdio', { stdout: '42\n', outcome: 'output_limit' }, 'output_limit'],
    ['stdio: an internal error', 'stdio', { stdout: '42\n', outcome: 'internal_error' }, 'internal_error'],
    ['function: the right returned value', 'function', { returned: '[1, 2, 3]' }, 'accepted'],
    ['function: a wrong returned value', 'function', { returned: '[3,2,1]' }, 'wrong_answer'],
    ['function: no returned value', 'function', { returned: null }, 'wrong_answer'],
    [
      'function: the expected value printed on stdout, nothing returned',
      'function',
      { stdout: '[1,2,3]', returned: null },
      'wrong_answer',
    ],
    [
      'function: a forged "All tests passed" on stdout',
      'function',
      { stdout: 'All tests passed\n', returned: '[0]' },
      'wrong_answer',
    ],
    ['function: a forged "All tests passed" returned', 'function', { returned: '"All tests passed"' }, 'wrong_answer'],
    [
      'function: the right returned value, then a non-zero exit',
      'function',
      { returned: '[1,2,3]', exitCode: 2 },
      'runtime_error',
    ],
    [
      'function: the right returned value, then the time limit',
      'function',
      { returned: '[1,2,3]', outcome: 'time_limit', exitCode: null },
      'time_limit',
    ],
  ])('%s → %s', (_name, kind, overrides, verdict) => {
    expect(testVerdict(report(overrides), kind, kind === 'stdio' ? stdio : fn)).toBe(verdict);
  });

  it("compares stdio output under the test's mode", () => {
    expect(testVerdict(report({ stdout: '42' }), 'stdio', { expected: '42\n', mode: 'exact' })).toBe('wrong_answer');
    expect(testVerdict(report({ stdout: '42' }), 'stdio', { expected: '42\n', mode: 'whitespace' })).toBe('accepted');
    expect(testVerdict(report({ stdout: '42.0000001' }), 'stdio', { expected: '42', mode: 'numeric' })).toBe(
      'accepted',
    );
    expect(testVerdict(report({ stdout: 'b\na\n' }), 'stdio', { expected: 'a\nb\n', mode: 'unordered-lines' })).toBe(
      'accepted',
    );
  });

  it('judges a function test by its returned value, not its stdout', () => {
    expect(testVerdict(report({ stdout: 'noise', returned: '[1,2,3]' }), 'function', fn)).toBe('accepted');
  });
});

describe('candidateView', () => {
  const judged = (
    testId: string,
    hidden: boolean,
    verdict: Verdict,
    overrides: Partial<RunnerTestReport>,
  ): JudgedTest => ({
    testId,
    hidden,
    verdict,
    report: report({ testId, ...overrides }),
  });

  const secret = judged('hidden-1', true, 'wrong_answer', {
    stdout: 'SECRET-STDOUT-7f3a',
    stderr: 'SECRET-STDERR-91bc',
    returned: '"SECRET-RETURNED-c0de"',
    exitCode: 0,
    cpuMs: 4321,
    wallMs: 5432,
    memoryKb: 87_654,
  });
  const otherHidden = judged('hidden-2', true, 'accepted', { stdout: 'OTHER-HIDDEN', cpuMs: 1234, memoryKb: 99_999 });
  const visible = judged('visible-1', false, 'accepted', {
    stdout: 'VISIBLE-STDOUT',
    stderr: 'VISIBLE-STDERR',
    returned: '[1,2]',
    exitCode: 3,
    cpuMs: 5555,
    memoryKb: 111_111,
  });

  it('lists only visible tests; of hidden ones nothing but the whole', () => {
    const view = candidateView([secret]);
    expect(view.tests).toEqual([]);
    expect(view.hidden).toEqual({
      passed: 0,
      total: 1,
      verdict: 'wrong_answer',
      time: 'within_limit',
      memory: 'within_limit',
    });
    const serialized = JSON.stringify(view);
    for (const leak of [
      'hidden-1',
      'SECRET-STDOUT',
      'SECRET-STDERR',
      'SECRET-RETURNED',
      '4321',
      '5432',
      '87654',
      'stdout',
      'stderr',
      'returned',
      'exitCode',
      'timeMs',
      'memoryKb',
    ]) {
      expect(serialized).not.toContain(leak);
    }
  });

  it('leaks nothing of a hidden test anywhere in the view: no id, output, verdict of its own, time or memory', () => {
    const serialized = JSON.stringify(candidateView([secret, otherHidden, visible]));
    for (const leak of [
      'hidden-1',
      'hidden-2',
      'SECRET-STDOUT',
      'SECRET-STDERR',
      'SECRET-RETURNED',
      'OTHER-HIDDEN',
      '1234',
      '4321',
      '87654',
      '99999',
      '5432',
    ]) {
      expect(serialized).not.toContain(leak);
    }
  });

  it('shows everything of a visible test', () => {
    const view = candidateView([visible]);
    expect(view.tests).toEqual([
      {
        testId: 'visible-1',
        verdict: 'accepted',
        stdout: 'VISIBLE-STDOUT',
        stderr: 'VISIBLE-STDERR',
        returned: '[1,2]',
        exitCode: 3,
        timeMs: 5555,
        memoryKb: 111_111,
      },
    ]);
  });

  it('keeps the visible tests in order', () => {
    const later = judged('visible-2', false, 'wrong_answer', {});
    const view = candidateView([visible, secret, later, otherHidden]);
    expect(view.tests.map((test) => [test.testId, test.verdict])).toEqual([
      ['visible-1', 'accepted'],
      ['visible-2', 'wrong_answer'],
    ]);
  });

  it('counts the hidden tests passed and gives their worst verdict, whatever their order', () => {
    const slow = judged('hidden-3', true, 'time_limit', { cpuMs: 2000 });
    const big = judged('hidden-4', true, 'memory_limit', { memoryKb: 300_000 });
    const expected = { passed: 1, total: 4, verdict: 'time_limit', time: 'over', memory: 'over' };
    expect(candidateView([secret, otherHidden, slow, big, visible]).hidden).toEqual(expected);
    expect(candidateView([big, slow, visible, otherHidden, secret]).hidden).toEqual(expected);
    // The visible test's verdict never counts.
    expect(candidateView([otherHidden, judged('visible-3', false, 'runtime_error', {})]).hidden).toEqual({
      passed: 1,
      total: 1,
      verdict: 'accepted',
      time: 'within_limit',
      memory: 'within_limit',
    });
  });

  it('has no hidden summary when no test is hidden', () => {
    expect(candidateView([visible]).hidden).toBeNull();
    expect(candidateView([]).hidden).toBeNull();
    expect(candidateView([]).tests).toEqual([]);
  });
});
