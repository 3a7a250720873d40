import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  NODE_REPOSITORY,
  outcomes,
  PYTHON_REPOSITORY,
  repositoryDir,
  repositoryJob,
  writeTree,
} from '../../test/repository-fixtures.js';
import { testRunner } from '../../test/runner-fixture.js';

// The candidate's code runs in the same process as the hidden tests. A candidate who cannot fix `mul` tries instead
// to make its failing test pass: by changing the test framework, or by printing a reporter's pass for it. Each way
// must leave the test failed. (The trees' `mul` adds, so `multiplies` fails honestly.)
const pool = Number(process.env.VITEST_POOL_ID ?? 0);
const runner = testRunner({ RUNNER_UID_BASE: String(1_985_000 + pool * 100) });
const dir = repositoryDir();
const nodeTree = writeTree(join(dir.root, 'node'), NODE_REPOSITORY);
const pythonTree = writeTree(join(dir.root, 'python'), PYTHON_REPOSITORY);

afterAll(async () => {
  await runner.close();
  dir.remove();
});

const MODIFIED = /^The test framework was modified by the code under test/;
/** calc.js keeping the bug, after `cheat`. */
const calcAfter = (cheat: string) => `${cheat}\nexports.add = (a, b) => a + b;\nexports.mul = (a, b) => a + b;\n`;
const HONEST_NODE = [
  ['adds', 'passed'],
  ['multiplies', 'failed'],
  ['arithmetic › adds zero', 'passed'],
  ['arithmetic › multiplies by one', 'failed'],
];

describe('node: the code under test cannot change the test framework', () => {
  it('an assignment to node:assert’s functions (sloppy code) does nothing: the tests fail as they should', async () => {
    const report = await runner.run(
      repositoryJob({
        tree: nodeTree,
        files: [
          {
            path: 'src/calc.js',
            content: calcAfter(
              [
                "const assert = require('node:assert');",
                'assert.strictEqual = () => {};',
                'assert.equal = () => {};',
                "require('node:assert/strict').equal = () => {};",
                "const test = require('node:test');",
                'test.it = () => {};',
                'try { Object.assign(assert, { deepStrictEqual: () => {} }); } catch {}',
                'try { delete assert.ok; } catch {}',
              ].join('\n'),
            ),
          },
        ],
      }),
    );
    expect(report.error).toBeNull();
    expect(outcomes(report.tests)).toEqual(HONEST_NODE);
    expect(report.tests[1]?.message).toMatch(/5 !== 6/);
  });

  it('in an ES module (strict) the assignment throws as it loads, failing the file', async () => {
    const report = await runner.run(
      repositoryJob({
        tree: nodeTree,
        files: [
          {
            path: 'src/slug.mjs',
            content:
              "import assert from 'node:assert/strict';\nassert.equal = () => {};\nexport const slug = (text) => text;\n",
          },
          {
            path: 'test/slug.test.mjs',
            content:
              "import assert from 'node:assert/strict';\nimport test from 'node:test';\nimport { slug } from '../src/slug.mjs';\n\ntest('slugs', () => assert.equal(slug('A B'), 'a-b'));\n",
          },
        ],
        testFiles: ['test/slug.test.mjs'],
      }),
    );
    expect(report.error).toBeNull();
    expect(outcomes(report.tests)).toEqual([['test/slug.test.mjs', 'failed']]);
    expect(report.tests[0]?.message).toMatch(/Cannot assign to read only property 'equal'/);
  });

  it('a hook on the module loader that hands the tests a fake node:assert is found at the end', async () => {
    const report = await runner.run(
      repositoryJob({
        tree: nodeTree,
        files: [
          {
            path: 'src/calc.js',
            content: calcAfter(
              [
                "const Module = require('node:module');",
                'const load = Module._load;',
                'const fake = new Proxy({}, { get: () => () => {} });',
                'Module._load = function (request, ...rest) { return /^(node:)?assert/.test(request) ? fake : load.call(this, request, ...rest); };',
              ].join('\n'),
            ),
          },
          {
            // The hidden test loads the code under test before node:assert.
            path: 'test/calc.test.js',
            content:
              "const { add, mul } = require('../src/calc.js');\nconst test = require('node:test');\nconst assert = require('node:assert');\n\ntest('adds', () => assert.strictEqual(add(2, 3), 5));\ntest('multiplies', () => assert.strictEqual(mul(2, 3), 6));\n",
          },
        ],
      }),
    );
    expect(report.error).toBeNull();
    expect(outcomes(report.tests)).toEqual([
      ['adds', 'failed'],
      ['multiplies', 'failed'],
    ]);
    expect(report.tests[1]?.message).toMatch(MODIFIED);
    expect(report.tests[1]?.message).toMatch(/require\('node:assert'\)/);
  });

  it('removing the harness’s check at exit fails the file rather than passing it unchecked', async () => {
    const report = await runner.run(
      repositoryJob({
        tree: nodeTree,
        files: [
          {
            path: 'src/calc.js',
            content:
              "process.removeAllListeners('exit');\nexports.add = (a, b) => a + b;\nexports.mul = (a, b) => a * b;\n",
          },
        ],
      }),
    );
    expect(report.tests.map((test) => test.outcome)).toEqual(['failed', 'failed', 'failed', 'failed']);
    expect(report.tests[0]?.message).toMatch(MODIFIED);
    expect(report.tests[0]?.message).toMatch(/never reported/);
  });

  it('a fake TAP pass printed to stdout and stderr is not counted: the test still fails', async () => {
    const fake = [
      '# Subtest: multiplies',
      'ok 2 - multiplies',
      '  ---',
      '  duration_ms: 0.1',
      '  ...',
      '# Subtest: arithmetic',
      '    # Subtest: multiplies by one',
      '    ok 2 - multiplies by one',
      '    1..2',
      'ok 3 - arithmetic',
      '1..3',
    ].join('\n');
    const report = await runner.run(
      repositoryJob({
        tree: nodeTree,
        files: [
          {
            path: 'src/calc.js',
            content: calcAfter(
              `const fake = ${JSON.stringify(`${fake}\n`)};\nprocess.stdout.write(fake);\nprocess.stderr.write(fake);\nrequire('node:fs').writeSync(1, fake);\nrequire('node:fs').writeSync(2, fake);`,
            ),
          },
        ],
      }),
    );
    expect(report.error).toBeNull();
    expect(report.process?.stdout).toContain('ok 2 - multiplies');
    expect(outcomes(report.tests)).toEqual(HONEST_NODE);
  });

  it('a report forged in the reporter’s file (named in the process’s arguments) fails the file', async () => {
    const fakeReport = [
      '# Subtest: adds',
      'ok 1 - adds',
      '# Subtest: multiplies',
      'ok 2 - multiplies',
      '1..2',
      '',
    ].join('\n');
    const forge = (when: 'exit' | 'load') =>
      calcAfter(
        [
          "const fs = require('node:fs');",
          "const destination = process.execArgv.find((arg) => arg.startsWith('--test-reporter-destination=')).split('=')[1];",
          `const forge = () => fs.writeFileSync(destination, ${JSON.stringify(fakeReport)});`,
          when === 'exit' ? "process.on('exit', forge);" : 'forge();\nprocess.exit(0);',
        ].join('\n'),
      );
    for (const when of ['exit', 'load'] as const) {
      const report = await runner.run(
        repositoryJob({ tree: nodeTree, files: [{ path: 'src/calc.js', content: forge(when) }] }),
      );
      expect(report.error).toBeNull();
      expect(outcomes(report.tests)).toEqual([['test/calc.test.js', 'failed']]);
      expect(report.tests[0]?.message).toMatch(/^This file's test report was not the reporter's own/);
    }
  });

  it('still runs ordinary tests: t.mock, mock.fn and spies on the repository’s own modules pass', async () => {
    const report = await runner.run(
      repositoryJob({
        tree: nodeTree,
        files: [
          {
            path: 'test/mocks.test.js',
            content: `const test = require('node:test');
const { mock } = require('node:test');
const assert = require('node:assert/strict');
const calc = require('../src/calc.js');

test('spies with t.mock', (t) => {
  t.mock.method(calc, 'add', () => 42);
  assert.equal(calc.add(1, 1), 42);
  const fn = t.mock.fn();
  fn(1);
  assert.equal(fn.mock.callCount(), 1);
});
test('spies with the global mock', () => {
  mock.method(calc, 'mul', () => 7);
  assert.equal(calc.mul(1, 1), 7);
  mock.restoreAll();
  assert.equal(calc.add(2, 2), 4);
});
test.describe('a suite', () => {
  test.it('runs', () => assert.deepEqual({ a: [1] }, { a: [1] }));
  test.it.skip('skips');
});
`,
          },
        ],
        testFiles: ['test/mocks.test.js'],
      }),
    );
    expect(report.error).toBeNull();
    expect(outcomes(report.tests)).toEqual([
      ['spies with t.mock', 'passed'],
      ['spies with the global mock', 'passed'],
      ['a suite › runs', 'passed'],
      ['a suite › skips', 'skipped'],
    ]);
    expect(report.process).toMatchObject({ exitCode: 0 });
  });
});

const OTHER_TEST = `import unittest


class TestOther(unittest.TestCase):
    def test_equal(self):
        self.assertEqual(1 + 1, 2)

    def test_unequal(self):
        self.assertEqual(1 + 1, 3)
`;
/** calc/__init__.py keeping the bug, after `cheat`. */
const pythonCalcAfter = (cheat: string) =>
  `${cheat}\n\n\ndef add(a, b):\n    return a + b\n\n\ndef mul(a, b):\n    return a + b\n`;

describe('python: the code under test cannot change unittest', () => {
  it('patching TestCase.assertEqual as it is imported fails that file’s tests; the next file runs on unittest as it was', async () => {
    const report = await runner.run(
      repositoryJob({
        toolchain: 'python',
        tree: pythonTree,
        dependencies: null,
        files: [
          {
            path: 'calc/__init__.py',
            content: pythonCalcAfter(
              'import unittest\n\nunittest.TestCase.assertEqual = lambda *a, **k: None\nunittest.TestCase.assertTrue = lambda *a, **k: None',
            ),
          },
          { path: 'tests/test_other.py', content: OTHER_TEST },
          { path: 'tests/test_calc.py', content: PYTHON_TEST_WITHOUT_DEPENDENCY },
        ],
        testFiles: ['tests/test_calc.py', 'tests/test_other.py'],
      }),
    );
    expect(report.error).toBeNull();
    expect(report.tests.map((test) => [test.file, test.name, test.outcome])).toEqual([
      ['tests/test_calc.py', 'TestCalc › test_adds', 'failed'],
      ['tests/test_calc.py', 'TestCalc › test_multiplies', 'failed'],
      ['tests/test_other.py', 'TestOther › test_equal', 'passed'],
      ['tests/test_other.py', 'TestOther › test_unequal', 'failed'],
    ]);
    expect(report.tests[0]?.message).toMatch(MODIFIED);
    expect(report.tests[0]?.message).toMatch(/TestCase\.assertEqual/);
    expect(report.tests[3]?.message).toBe('AssertionError: 2 != 3');
  });

  it('a patch made while the tests run (unittest’s internals, a module function) is found after the file ran', async () => {
    const report = await runner.run(
      repositoryJob({
        toolchain: 'python',
        tree: pythonTree,
        files: [
          {
            path: 'calc/__init__.py',
            content: `import contextlib
import unittest.case


def add(a, b):
    return a + b


def mul(a, b):
    @contextlib.contextmanager
    def swallow(self, test_case, subTest=False):
        try:
            yield
        except Exception:
            pass

    unittest.case._Outcome.testPartExecutor = swallow
    unittest.case._addSkip = lambda *a: None
    return a + b
`,
          },
          { path: 'tests/test_calc.py', content: PYTHON_TEST_WITHOUT_DEPENDENCY },
        ],
        testFiles: ['tests/test_calc.py'],
      }),
    );
    expect(report.error).toBeNull();
    expect(outcomes(report.tests)).toEqual([
      ['TestCalc › test_adds', 'failed'],
      ['TestCalc › test_multiplies', 'failed'],
    ]);
    expect(report.tests[1]?.message).toMatch(MODIFIED);
    expect(report.tests[1]?.message).toMatch(/_Outcome\.testPartExecutor/);
  });

  it('a patch on the run’s own result object (found through the garbage collector) is found too', async () => {
    const report = await runner.run(
      repositoryJob({
        toolchain: 'python',
        tree: pythonTree,
        files: [
          {
            path: 'calc/__init__.py',
            content: `import gc
import unittest


def add(a, b):
    return a + b


def mul(a, b):
    for found in gc.get_objects():
        if isinstance(found, unittest.TestResult):
            found.addFailure = lambda test, error, passed=found.addSuccess: passed(test)
    return a + b
`,
          },
          { path: 'tests/test_calc.py', content: PYTHON_TEST_WITHOUT_DEPENDENCY },
        ],
        testFiles: ['tests/test_calc.py'],
      }),
    );
    expect(report.error).toBeNull();
    expect(report.tests.map((test) => test.outcome)).toEqual(['failed', 'failed']);
    expect(report.tests[1]?.message).toMatch(MODIFIED);
    expect(report.tests[1]?.message).toMatch(/the result's addFailure/);
    expect(report.process?.stderr).toBe('');
  });

  it('a fake verbose line printed to stdout and stderr is not counted: the test still fails', async () => {
    const fake = [
      'test_multiplies (tests.test_calc.TestCalc.test_multiplies) ... ok',
      'test_multiplies (tests.test_calc.TestCalc) ... ok',
      '',
      '----------------------------------------------------------------------',
      'Ran 2 tests in 0.001s',
      '',
      'OK',
    ].join('\n');
    const report = await runner.run(
      repositoryJob({
        toolchain: 'python',
        tree: pythonTree,
        files: [
          {
            path: 'calc/__init__.py',
            content: pythonCalcAfter(
              `import os\nimport sys\n\nFAKE = ${JSON.stringify(`${fake}\n`)}\nsys.stdout.write(FAKE)\nsys.stderr.write(FAKE)\nos.write(1, FAKE.encode())\nos.write(2, FAKE.encode())`,
            ),
          },
          { path: 'tests/test_calc.py', content: PYTHON_TEST_WITHOUT_DEPENDENCY },
        ],
        testFiles: ['tests/test_calc.py'],
      }),
    );
    expect(report.error).toBeNull();
    expect(report.process?.stderr).toContain('test_multiplies (tests.test_calc.TestCalc.test_multiplies) ... ok');
    expect(outcomes(report.tests)).toEqual([
      ['TestCalc › test_adds', 'passed'],
      ['TestCalc › test_multiplies', 'failed'],
    ]);
    expect(report.tests[1]?.message).toBe('AssertionError: 5 != 6');
  });

  it('a report written to the harness’s fd 3 is not counted: a test reported twice fails, a forged end fails all', async () => {
    const fakeLines =
      'test_adds (tests.test_calc.TestCalc.test_adds) ... ok\ntest_multiplies (tests.test_calc.TestCalc.test_multiplies) ... ok\n';
    const forge = (then: string) =>
      pythonCalcAfter(`import os\n\nos.write(3, ${JSON.stringify(fakeLines)}.encode())\n${then}`);
    const run = (content: string) =>
      runner.run(
        repositoryJob({
          toolchain: 'python',
          tree: pythonTree,
          files: [
            { path: 'calc/__init__.py', content },
            { path: 'tests/test_calc.py', content: PYTHON_TEST_WITHOUT_DEPENDENCY },
          ],
          testFiles: ['tests/test_calc.py'],
        }),
      );

    const prepended = await run(forge(''));
    expect(prepended.error).toBeNull();
    expect(prepended.tests.filter((test) => test.outcome === 'passed')).toEqual([]);
    expect(prepended.tests.find((test) => test.name === 'TestCalc › test_multiplies')?.message).toMatch(
      /reported more than once/,
    );

    const ended = await run(
      forge(`os.write(3, b"\\n${'-'.repeat(70)}\\nRan 2 tests in 0.001s\\n\\nOK\\n# assay-end 0000\\n")\nos._exit(0)`),
    );
    expect(ended.error).toBeNull();
    expect(outcomes(ended.tests)).toEqual([
      ['TestCalc › test_adds', 'failed'],
      ['TestCalc › test_multiplies', 'failed'],
    ]);
    expect(ended.tests[0]?.message).toMatch(/not the runner's own/);
  });

  it('still runs ordinary tests that set class attributes, use subtests, mocks and class fixtures', async () => {
    const report = await runner.run(
      repositoryJob({
        toolchain: 'python',
        tree: pythonTree,
        dependencies: null,
        files: [
          {
            path: 'tests/test_ordinary.py',
            content: `import unittest
from unittest import mock

import calc


class TestOrdinary(unittest.TestCase):
    maxDiff = None

    @classmethod
    def setUpClass(cls):
        cls.base = 2

    def test_mock(self):
        with mock.patch.object(calc, "mul", return_value=9):
            self.assertEqual(calc.mul(1, 1), 9)

    def test_subtests(self):
        for value in (1, 2):
            with self.subTest(value=value):
                self.assertEqual(calc.add(value, 0), value)

    def test_async_case_loads(self):
        self.assertTrue(unittest.IsolatedAsyncioTestCase)
`,
          },
        ],
        testFiles: ['tests/test_ordinary.py'],
      }),
    );
    expect(report.error).toBeNull();
    expect(outcomes(report.tests)).toEqual([
      ['TestOrdinary › test_async_case_loads', 'passed'],
      ['TestOrdinary › test_mock', 'passed'],
      ['TestOrdinary › test_subtests', 'passed'],
    ]);
  });
});

/** PYTHON_REPOSITORY's test without the dependency (`padding`) and the skip. */
const PYTHON_TEST_WITHOUT_DEPENDENCY = `import unittest

from calc import add, mul


class TestCalc(unittest.TestCase):
    def test_adds(self):
        self.assertEqual(add(2, 3), 5)

    def test_multiplies(self):
        self.assertEqual(mul(2, 3), 6)
`;
