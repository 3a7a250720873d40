import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NODE_DEPENDENCIES,
  NODE_REPOSITORY,
  outcomes,
  PYTHON_DEPENDENCIES,
  PYTHON_REPOSITORY,
  repositoryDir,
  repositoryJob,
  snapshot,
  writeTree,
} from '../../test/repository-fixtures.js';
import { testRunner } from '../../test/runner-fixture.js';
import { runRepositoryJob } from './repository-job.js';

// A repository's own tests in a real box: each test's outcome, the candidate's files over the tree, and a box that
// keeps the tests off the network and off everything but their copy of the tree.
const pool = Number(process.env.VITEST_POOL_ID ?? 0);
const runner = testRunner({ RUNNER_UID_BASE: String(1_980_000 + pool * 100) });
const dir = repositoryDir();
const nodeTree = writeTree(join(dir.root, 'node'), NODE_REPOSITORY);
const nodeDependencies = writeTree(join(dir.root, 'node-deps'), NODE_DEPENDENCIES);
const pythonTree = writeTree(join(dir.root, 'python'), PYTHON_REPOSITORY);
const pythonDependencies = writeTree(join(dir.root, 'python-deps'), PYTHON_DEPENDENCIES);
const before = { node: snapshot(nodeTree), python: snapshot(pythonTree) };

afterAll(async () => {
  await runner.close();
  dir.remove();
});

/** A server on the host's loopback, counting the requests that reach it. */
let server: { port: number; requests: number; close: () => void };
beforeAll(async () => {
  let requests = 0;
  const http = createServer((_request, response) => {
    requests += 1;
    response.end('reached');
  });
  http.listen(0, '127.0.0.1');
  await once(http, 'listening');
  server = {
    port: (http.address() as AddressInfo).port,
    get requests() {
      return requests;
    },
    close: () => http.close(),
  };
});
afterAll(() => server.close());

describe('node (node --test, TAP)', () => {
  it('reports each test with its file, nested names and outcome, the dependencies linked', async () => {
    const report = await runner.run(
      repositoryJob({
        tree: nodeTree,
        dependencies: nodeDependencies,
        testFiles: ['test/calc.test.js', 'test/deps.test.js'],
      }),
    );
    expect(report.error).toBeNull();
    expect(report.process).toMatchObject({ outcome: 'exited', exitCode: 1 });
    expect(report.tests.map((test) => [test.file, test.name, test.outcome])).toEqual([
      ['test/calc.test.js', 'adds', 'passed'],
      ['test/calc.test.js', 'multiplies', 'failed'],
      ['test/calc.test.js', 'arithmetic › adds zero', 'passed'],
      ['test/calc.test.js', 'arithmetic › multiplies by one', 'failed'],
      ['test/deps.test.js', 'pads with the dependency', 'passed'],
    ]);
    expect(report.tests[1]?.message).toMatch(/5 !== 6/);
    expect(snapshot(nodeTree)).toEqual(before.node);
  });

  it('lays the candidate’s files over the tree (replacing and adding), and leaves the tree on the host as it was', async () => {
    const report = await runner.run(
      repositoryJob({
        tree: nodeTree,
        files: [
          { path: 'src/calc.js', content: 'exports.add = (a, b) => a + b;\nexports.mul = (a, b) => a * b;\n' },
          {
            path: 'test/new/more.test.js',
            content:
              "require('node:test')('squares', () => require('node:assert').strictEqual(require('../../src/calc.js').mul(3, 3), 9));\n",
          },
        ],
        testFiles: ['test/calc.test.js', 'test/new/more.test.js'],
      }),
    );
    expect(report.error).toBeNull();
    expect(report.process).toMatchObject({ outcome: 'exited', exitCode: 0 });
    expect(outcomes(report.tests)).toEqual([
      ['adds', 'passed'],
      ['multiplies', 'passed'],
      ['arithmetic › adds zero', 'passed'],
      ['arithmetic › multiplies by one', 'passed'],
      ['squares', 'passed'],
    ]);
    expect(snapshot(nodeTree)).toEqual(before.node);
  });

  it('shows a test file that does not parse as a failed test, and still runs the others', async () => {
    const report = await runner.run(
      repositoryJob({
        tree: nodeTree,
        files: [{ path: 'test/broken.test.js', content: "const test = require('node:test');\nconst x = ;\n" }],
        testFiles: ['test/broken.test.js', 'test/calc.test.js'],
      }),
    );
    expect(report.error).toBeNull();
    expect(report.tests[0]).toMatchObject({
      file: 'test/broken.test.js',
      name: 'test/broken.test.js',
      outcome: 'failed',
    });
    expect(report.tests[0]?.message).toMatch(/SyntaxError/);
    expect(report.tests.slice(1).map((test) => test.name)).toContain('adds');
  });

  it('keeps the tests off the network: a request to a server on the host’s loopback fails, and never arrives', async () => {
    const report = await runner.run(
      repositoryJob({
        tree: nodeTree,
        files: [
          {
            path: 'test/network.test.js',
            content: `const test = require('node:test');
test('reaches the host', async () => {
  const response = await fetch('http://127.0.0.1:${server.port}/');
  if ((await response.text()) !== 'reached') throw new Error('unexpected answer');
});
`,
          },
        ],
        testFiles: ['test/network.test.js'],
      }),
    );
    expect(report.error).toBeNull();
    expect(outcomes(report.tests)).toEqual([['reaches the host', 'failed']]);
    expect(report.tests[0]?.message).toMatch(/fetch failed/);
    expect(server.requests).toBe(0);
  });

  it('keeps the tests’ writes in their copy: the tree at /repo, its host path and /usr are not writable', async () => {
    const write = (name: string, target: string) =>
      `test(${JSON.stringify(name)}, () => fs.writeFileSync(${JSON.stringify(target)}, 'written by a test'));`;
    const report = await runner.run(
      repositoryJob({
        tree: nodeTree,
        files: [
          {
            path: 'test/writes.test.js',
            content: [
              "const test = require('node:test');",
              "const fs = require('node:fs');",
              write('writes its own copy', 'src/scratch.txt'),
              write('writes /repo', '/repo/src/calc.js'),
              write('writes a new file in /repo', '/repo/planted.txt'),
              write('writes the tree’s host path', join(nodeTree, 'planted.txt')),
              write('writes /usr', '/usr/planted.txt'),
            ].join('\n'),
          },
        ],
        testFiles: ['test/writes.test.js'],
      }),
    );
    expect(report.error).toBeNull();
    expect(outcomes(report.tests)).toEqual([
      ['writes its own copy', 'passed'],
      ['writes /repo', 'failed'],
      ['writes a new file in /repo', 'failed'],
      ['writes the tree’s host path', 'failed'],
      ['writes /usr', 'failed'],
    ]);
    expect(snapshot(nodeTree)).toEqual(before.node);
    expect(existsSync('/usr/planted.txt')).toBe(false);
  });

  it('stops a run that prints past its output limit, failing the file it was in', async () => {
    const report = await runner.run(
      repositoryJob({
        tree: nodeTree,
        files: [
          {
            path: 'test/noisy.test.js',
            content:
              "require('node:test')('prints', () => { for (let i = 0; i < 20000; i += 1) console.log('x'.repeat(100)); });\n",
          },
        ],
        testFiles: ['test/calc.test.js', 'test/noisy.test.js'],
        limits: { wallMs: 20_000, memoryMb: 512, outputBytes: 16 * 1024, workDirMb: 64 },
      }),
    );
    expect(report.process?.outcome).toBe('output_limit');
    expect(report.tests.at(-1)).toMatchObject({
      file: 'test/noisy.test.js',
      outcome: 'failed',
      message: 'The run was stopped here: it printed more than its limit of 16 KB.',
    });
    expect(report.tests.filter((test) => test.file === 'test/calc.test.js')).toHaveLength(4);
  });

  it('fails a test file that is not in the tree, and one whose process ends before its tests do', async () => {
    const report = await runner.run(
      repositoryJob({
        tree: nodeTree,
        files: [
          {
            path: 'test/exits.test.js',
            content:
              "const test = require('node:test');\ntest('exits', () => process.exit(0));\ntest('after', () => {});\n",
          },
        ],
        testFiles: ['test/missing.test.js', 'test/exits.test.js'],
      }),
    );
    expect(report.error).toBeNull();
    expect(report.tests[0]).toMatchObject({
      file: 'test/missing.test.js',
      outcome: 'failed',
      message: 'There is no file test/missing.test.js in the work tree.',
    });
    // Node itself calls such a file a pass (exit code 0) and loses its tests' results.
    expect(report.tests[1]).toMatchObject({
      file: 'test/exits.test.js',
      name: 'test/exits.test.js',
      outcome: 'failed',
      message: expect.stringMatching(/^No test of this file reported a result/),
    });
    expect(report.tests).toHaveLength(2);
  });

  it('stops a test that never ends at the time limit, keeping what was reported before it', async () => {
    const report = await runner.run(
      repositoryJob({
        tree: nodeTree,
        files: [{ path: 'test/loop.test.js', content: "require('node:test')('loops', () => { for (;;) {} });\n" }],
        testFiles: ['test/calc.test.js', 'test/loop.test.js'],
        limits: { wallMs: 4_000, memoryMb: 512, outputBytes: 256 * 1024, workDirMb: 64 },
      }),
    );
    expect(report.error).toBeNull();
    expect(report.process?.outcome).toBe('time_limit');
    expect(outcomes(report.tests)).toEqual([
      ['adds', 'passed'],
      ['multiplies', 'failed'],
      ['arithmetic › adds zero', 'passed'],
      ['arithmetic › multiplies by one', 'failed'],
      ['test/loop.test.js', 'failed'],
    ]);
    expect(report.tests[4]?.message).toMatch(/time limit of 4 s/);
  });
});

describe('python (unittest, verbose)', () => {
  it('reports each test with its file, Class › method name and outcome, the dependencies on the path', async () => {
    const report = await runner.run(
      repositoryJob({
        toolchain: 'python',
        tree: pythonTree,
        dependencies: pythonDependencies,
        testFiles: ['tests/test_calc.py'],
      }),
    );
    expect(report.error).toBeNull();
    expect(report.tests.map((test) => [test.file, test.name, test.outcome])).toEqual([
      ['tests/test_calc.py', 'TestCalc › test_adds', 'passed'],
      ['tests/test_calc.py', 'TestCalc › test_later', 'skipped'],
      ['tests/test_calc.py', 'TestCalc › test_multiplies', 'failed'],
      ['tests/test_calc.py', 'TestCalc › test_pads_with_the_dependency', 'passed'],
    ]);
    expect(report.tests[2]?.message).toBe('AssertionError: 5 != 6');
  });

  it('lays the candidate’s files over the tree; a file that does not parse is a failed test; no network', async () => {
    const report = await runner.run(
      repositoryJob({
        toolchain: 'python',
        tree: pythonTree,
        dependencies: pythonDependencies,
        files: [
          {
            path: 'calc/__init__.py',
            content: 'def add(a, b):\n    return a + b\n\n\ndef mul(a, b):\n    return a * b\n',
          },
          { path: 'tests/test_broken.py', content: 'def broken(:\n' },
          {
            path: 'tests/extra/test_network.py',
            content: `import socket
import unittest


class TestNetwork(unittest.TestCase):
    def test_reaches_the_host(self):
        socket.create_connection(("127.0.0.1", ${server.port}), timeout=2).close()
`,
          },
        ],
        testFiles: ['tests/test_calc.py', 'tests/test_broken.py', 'tests/extra/test_network.py'],
      }),
    );
    expect(report.error).toBeNull();
    expect(report.tests.map((test) => [test.file, test.name, test.outcome])).toEqual([
      ['tests/test_calc.py', 'TestCalc › test_adds', 'passed'],
      ['tests/test_calc.py', 'TestCalc › test_later', 'skipped'],
      ['tests/test_calc.py', 'TestCalc › test_multiplies', 'passed'],
      ['tests/test_calc.py', 'TestCalc › test_pads_with_the_dependency', 'passed'],
      ['tests/test_broken.py', 'tests/test_broken.py', 'failed'],
      ['tests/extra/test_network.py', 'TestNetwork › test_reaches_the_host', 'failed'],
    ]);
    expect(report.tests[4]?.message).toMatch(/SyntaxError/);
    expect(report.tests[5]?.message).toMatch(/ConnectionRefusedError|OSError/);
    expect(server.requests).toBe(0);
    expect(snapshot(pythonTree)).toEqual(before.python);
  });

  it('fails the test during which the process ended, never counting the tests it skipped as passes', async () => {
    const exits = (when: string) =>
      `import os\nimport unittest\n${when === 'load' ? 'os._exit(0)\n' : ''}\n\nclass TestExits(unittest.TestCase):\n    def test_a_first(self):\n        pass\n\n    def test_b_exits(self):\n        os._exit(0)\n\n    def test_c_after(self):\n        pass\n`;
    const during = await runner.run(
      repositoryJob({
        toolchain: 'python',
        tree: pythonTree,
        files: [{ path: 'tests/test_exits.py', content: exits('test') }],
        testFiles: ['tests/test_exits.py'],
      }),
    );
    expect(during.process).toMatchObject({ outcome: 'exited', exitCode: 0 });
    expect(outcomes(during.tests)).toEqual([
      ['TestExits › test_a_first', 'passed'],
      ['TestExits › test_b_exits', 'failed'],
    ]);
    expect(during.tests[1]?.message).toBe('The run ended here (exit code 0).');

    const atLoad = await runner.run(
      repositoryJob({
        toolchain: 'python',
        tree: pythonTree,
        files: [{ path: 'tests/test_exits.py', content: exits('load') }],
        testFiles: ['tests/test_exits.py'],
      }),
    );
    expect(outcomes(atLoad.tests)).toEqual([['(the test run)', 'failed']]);
  });
});

describe('a job that cannot run', () => {
  it('says so when the tree is missing or is not a directory', async () => {
    for (const tree of [join(dir.root, 'missing'), join(nodeTree, 'package.json')]) {
      const report = await runner.run(repositoryJob({ tree }));
      expect(report).toMatchObject({ process: null, tests: [], error: expect.stringMatching(/not a directory/) });
    }
  });

  it('says so when the dependencies are missing', async () => {
    const report = await runner.run(repositoryJob({ tree: nodeTree, dependencies: join(dir.root, 'missing') }));
    expect(report.error).toMatch(/dependencies .* not a directory/);
  });

  it('says so when the runner lacks the toolchain', async () => {
    const report = await runRepositoryJob(repositoryJob({ tree: nodeTree, toolchain: 'python' }), {
      runnerId: 'test',
      isolation: {
        mode: 'shared-uid',
        bwrap: '/usr/bin/bwrap',
        cgroup: null,
        slotUids: false,
        slotHosts: false,
        problem: null,
      },
      languages: new Map(),
      uid: null,
      processes: 64,
    });
    expect(report).toMatchObject({
      process: null,
      tests: [],
      error: 'The python toolchain is not available on this runner.',
    });
  });

  it('says so when the files cannot be laid over the tree (a directory where the tree has a file)', async () => {
    for (const toolchain of ['node', 'python'] as const) {
      const report = await runner.run(
        repositoryJob({
          toolchain,
          tree: toolchain === 'node' ? nodeTree : pythonTree,
          files: [{ path: toolchain === 'node' ? 'package.json/inner.js' : 'calc/__init__.py/inner.py', content: '' }],
        }),
      );
      expect(report).toMatchObject({ tests: [], error: expect.stringMatching(/^The work tree could not be prepared/) });
    }
  });
});
