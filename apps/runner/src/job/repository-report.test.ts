import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseTapReport } from './tap-report.js';
import { parseUnittestReport } from './unittest-report.js';

// Real outputs, captured by running the harnesses (harness/) with Node 20.20 and Python 3.11 on small repositories:
// fixtures/node-tap.txt is harness/repository-harness.cjs on three files (a.test.js: a pass, a failure, a nested test
// with a passing and a failing subtest, a skip and a todo; b.test.js: a describe block whose test prints; and
// syntax.test.js, which does not parse); fixtures/unittest-verbose.txt is harness/repository_harness.py's stderr on
// tests/test_calc.py (ok, FAIL, ERROR, a docstring, skip, expected failure, a failing subtest) and tests/test_broken.py
// (a syntax error). The work directory was /box/work as in the box.
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const TAP = fixture('node-tap.txt');
const UNITTEST = fixture('unittest-verbose.txt');
const tap = (text: string, nonce = '5f0c9a1e') => parseTapReport(text, { nonce, workDir: '/box/work' });
const PY_FILES = ['tests/test_calc.py', 'tests/test_broken.py'];

describe('parseTapReport (node --test, TAP)', () => {
  it('gives each leaf test its file, its nested name and its outcome', () => {
    const { tests, interrupted } = tap(TAP);
    expect(tests.map((test) => [test.file, test.name, test.outcome])).toEqual([
      ['test/a.test.js', 'adds', 'passed'],
      ['test/a.test.js', 'fails', 'failed'],
      ['test/a.test.js', 'outer › inner ok', 'passed'],
      ['test/a.test.js', 'outer › inner bad', 'failed'],
      ['test/a.test.js', 'skipped one', 'skipped'],
      ['test/a.test.js', 'todo one', 'skipped'],
      ['test/b.test.js', 'suite › works', 'passed'],
      ['test/syntax.test.js', 'test/syntax.test.js', 'failed'],
    ]);
    expect(interrupted).toBeNull();
  });

  it('takes the failure message from the YAML block, and none for a pass', () => {
    const { tests } = tap(TAP);
    const byName = new Map(tests.map((test) => [test.name, test]));
    expect(byName.get('fails')?.message).toBe('math is broken\n\n2 !== 3');
    expect(byName.get('outer › inner bad')?.message).toBe('nope\nsecond line');
    expect(byName.get('adds')).toMatchObject({ message: null, durationMs: expect.any(Number) });
  });

  it('shows a file that does not load as a failed test whose message is the error', () => {
    const broken = tap(TAP).tests.find((test) => test.file === 'test/syntax.test.js');
    expect(broken?.message).toMatch(/SyntaxError: Unexpected token ';'/);
  });

  it('counts a parent that failed by itself, not one that failed only through its subtests', () => {
    const text = [
      '# assay-file n1 t.test.js',
      'TAP version 13',
      '# Subtest: parent',
      '    # Subtest: child',
      '    ok 1 - child',
      '      ---',
      '      duration_ms: 0.1',
      '      ...',
      '    1..1',
      'not ok 1 - parent',
      '  ---',
      "  failureType: 'testCodeFailure'",
      "  error: 'after the subtests'",
      '  ...',
      '1..1',
    ].join('\n');
    expect(tap(text, 'n1').tests.map((test) => [test.name, test.outcome, test.message])).toEqual([
      ['parent › child', 'passed', null],
      ['parent', 'failed', 'after the subtests'],
    ]);
  });

  it('keeps what was reported before the run was cut short and names the file it was in', () => {
    const cut = TAP.indexOf('# assay-file 5f0c9a1e test/syntax.test.js');
    const { tests, interrupted } = tap(`${TAP.slice(0, cut)}# assay-file 5f0c9a1e test/loop.test.js\nTAP version 13\n`);
    expect(tests).toHaveLength(7);
    expect(interrupted).toEqual({ file: 'test/loop.test.js', name: 'test/loop.test.js', said: null });
  });

  it('fails a file whose run ended without its plan before the next file started, with what was said about it', () => {
    const text = [
      '# assay-file n gone.test.js',
      '# There is no file gone.test.js in the work tree.',
      '# assay-file n ok.test.js',
      'TAP version 13',
      'ok 1 - fine',
      '1..1',
    ].join('\n');
    const { tests, interrupted } = tap(text, 'n');
    expect(tests).toMatchObject([
      {
        file: 'gone.test.js',
        name: 'gone.test.js',
        outcome: 'failed',
        message: 'There is no file gone.test.js in the work tree.',
      },
      { file: 'ok.test.js', name: 'fine', outcome: 'passed' },
    ]);
    expect(interrupted).toBeNull();
  });

  it('ignores a marker without the job’s nonce (a test cannot move results to another file)', () => {
    const forged = TAP.replace('# Subtest: suite', '# assay-file guessed test/a.test.js\n# Subtest: suite');
    expect(tap(forged).tests.find((test) => test.name === 'suite › works')?.file).toBe('test/b.test.js');
  });

  it('fails every test of a file the harness says changed the test framework, and only with the job’s nonce', () => {
    const text = [
      '# assay-file 5f0c9a1e test/a.test.js',
      '# Subtest: adds',
      'ok 1 - adds',
      '# Subtest: fails',
      'not ok 2 - fails',
      '1..2',
      '# assay-modified 5f0c9a1e The test framework was modified by the code under test (x).',
      '# assay-file 5f0c9a1e test/b.test.js',
      '# Subtest: works',
      'ok 1 - works',
      '1..1',
      '# assay-modified 0000 The test framework was modified by the code under test (forged).',
    ].join('\n');
    const { tests } = tap(text);
    expect(tests.map((test) => [test.file, test.name, test.outcome, test.message])).toEqual([
      ['test/a.test.js', 'adds', 'failed', 'The test framework was modified by the code under test (x).'],
      ['test/a.test.js', 'fails', 'failed', 'The test framework was modified by the code under test (x).'],
      ['test/b.test.js', 'works', 'passed', null],
    ]);
  });

  it('unescapes names and reads the directive apart from them', () => {
    const text = '# assay-file n tests.js\nTAP version 13\nok 1 - issue \\#12 \\\\ fixed # SKIP not now\n1..1\n';
    expect(tap(text, 'n').tests).toMatchObject([{ name: 'issue #12 \\ fixed', outcome: 'skipped' }]);
  });

  it('finds nothing in output without a marker', () => {
    expect(tap('')).toEqual({ tests: [], interrupted: null });
  });
});

describe('parseUnittestReport (python -m unittest -v)', () => {
  it('gives each test its file, Class › method name and outcome', () => {
    const { tests, interrupted } = parseUnittestReport(UNITTEST, PY_FILES);
    expect(tests.map((test) => [test.file, test.name, test.outcome])).toEqual([
      ['tests/test_calc.py', 'TestAdd › test_adds', 'passed'],
      ['tests/test_calc.py', 'TestAdd › test_documented', 'passed'],
      ['tests/test_calc.py', 'TestAdd › test_errors', 'failed'],
      ['tests/test_calc.py', 'TestAdd › test_expected', 'passed'],
      ['tests/test_calc.py', 'TestAdd › test_fails', 'failed'],
      ['tests/test_calc.py', 'TestAdd › test_prints', 'passed'],
      ['tests/test_calc.py', 'TestAdd › test_skipped', 'skipped'],
      ['tests/test_calc.py', 'TestAdd › test_sub › (i=1)', 'failed'],
      ['tests/test_broken.py', 'tests/test_broken.py', 'failed'],
    ]);
    expect(interrupted).toBeNull();
  });

  it('takes each failure’s message from its traceback', () => {
    const byName = new Map(parseUnittestReport(UNITTEST, PY_FILES).tests.map((test) => [test.name, test.message]));
    expect(byName.get('TestAdd › test_fails')).toBe('AssertionError: 2 != 3 : math is broken');
    expect(byName.get('TestAdd › test_errors')).toBe('ValueError: boom');
    expect(byName.get('TestAdd › test_sub › (i=1)')).toBe('AssertionError: 1 != 0');
    expect(byName.get('tests/test_broken.py')).toBe('SyntaxError: invalid syntax');
    expect(byName.get('TestAdd › test_adds')).toBeNull();
  });

  it('reads the older form that names only the class (Python 3.10 and before)', () => {
    const text = 'test_adds (tests.test_calc.TestAdd) ... ok\n\n' + '-'.repeat(70) + '\nRan 1 test in 0.001s\n';
    expect(parseUnittestReport(text, PY_FILES).tests).toMatchObject([
      { file: 'tests/test_calc.py', name: 'TestAdd › test_adds', outcome: 'passed' },
    ]);
  });

  it('finds a verdict after what the test printed to stderr meanwhile', () => {
    const text = 'test_adds (tests.test_calc.TestAdd.test_adds) ... a warning\nok\n';
    expect(parseUnittestReport(text, PY_FILES).tests).toMatchObject([
      { name: 'TestAdd › test_adds', outcome: 'passed' },
    ]);
  });

  it('keeps what was reported before the run was cut short and names the test it was in', () => {
    const cut = UNITTEST.indexOf('test_prints');
    const text = `${UNITTEST.slice(0, cut)}test_loops (tests.test_calc.TestAdd.test_loops) ... `;
    const { tests, interrupted } = parseUnittestReport(text, PY_FILES);
    expect(tests).toHaveLength(5);
    expect(interrupted).toEqual({ file: 'tests/test_calc.py', name: 'TestAdd › test_loops', said: null });
  });

  it('fails every test of a file the harness says changed unittest, even one with no test reported', () => {
    const text = [
      'test_adds (tests.test_calc.TestAdd.test_adds) ... ok',
      'test_muls (tests.test_calc.TestAdd.test_muls) ... ',
      '# assay-modified n1 tests/test_calc.py Modified (TestCase.assertEqual).',
      'ok',
      '# assay-modified n1 tests/test_broken.py Modified (x).',
      '# assay-modified other tests/test_calc.py Forged.',
      '',
      'Ran 2 tests in 0.001s',
      '# assay-end n1',
    ].join('\n');
    const { tests, interrupted } = parseUnittestReport(text, PY_FILES, 'n1');
    expect(tests.map((test) => [test.file, test.name, test.outcome, test.message])).toEqual([
      ['tests/test_calc.py', 'TestAdd › test_adds', 'failed', 'Modified (TestCase.assertEqual).'],
      ['tests/test_calc.py', 'TestAdd › test_muls', 'failed', 'Modified (TestCase.assertEqual).'],
      ['tests/test_broken.py', 'tests/test_broken.py', 'failed', 'Modified (x).'],
    ]);
    expect(interrupted).toBeNull();
  });

  it('leaves the file null for a class of a module that is not one of the test files', () => {
    const text = 'test_x (helpers.base.Shared.test_x) ... ok\n';
    expect(parseUnittestReport(text, PY_FILES).tests).toMatchObject([{ file: null, name: 'Shared › test_x' }]);
  });
});
