import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import type { RepositoryJob, RepositoryTestResult } from '@assay/contracts';

/**
 * Small real repositories on disk for repository jobs. The box is made as the slot's uid, which must read them along
 * their whole path (as the API's cache is kept: world-readable), so the directories are opened up from mkdtemp's 0700.
 */
export function repositoryDir(): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'assay-repository-'));
  chmodSync(root, 0o755);
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** Writes `files` (path → content) under `dir`, every directory 0755 and every file 0644. */
export function writeTree(dir: string, files: Record<string, string>): string {
  for (const [path, content] of Object.entries(files)) {
    const target = join(dir, path);
    mkdirSync(dirname(target), { recursive: true, mode: 0o755 });
    writeFileSync(target, content, { mode: 0o644 });
  }
  return dir;
}

/** Every file under `dir` with its content and mode: what a run must leave exactly as it was. */
export function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else files[relative(dir, path)] = `${statSync(path).mode.toString(8)} ${readFileSync(path, 'utf8')}`;
    }
  };
  walk(dir);
  return files;
}

/** A calculator whose `mul` is wrong, with node:test tests: a pass, a failure, a nested test, and one using a dependency. */
export const NODE_REPOSITORY: Record<string, string> = {
  'package.json': '{ "name": "calc", "version": "1.0.0", "type": "commonjs" }\n',
  'src/calc.js': 'exports.add = (a, b) => a + b;\nexports.mul = (a, b) => a + b; // the bug the candidate fixes\n',
  'test/calc.test.js': `const test = require('node:test');
const assert = require('node:assert');
const { add, mul } = require('../src/calc.js');

test('adds', () => assert.strictEqual(add(2, 3), 5));
test('multiplies', () => assert.strictEqual(mul(2, 3), 6));
test('arithmetic', async (t) => {
  await t.test('adds zero', () => assert.strictEqual(add(4, 0), 4));
  await t.test('multiplies by one', () => assert.strictEqual(mul(4, 1), 4));
});
`,
  'test/deps.test.js': `const test = require('node:test');
const assert = require('node:assert');
const pad = require('tiny-pad');

test('pads with the dependency', () => assert.strictEqual(pad('7', 3), '007'));
`,
};

/** The dependencies the API would have installed for NODE_REPOSITORY: a directory holding `node_modules`. */
export const NODE_DEPENDENCIES: Record<string, string> = {
  'node_modules/tiny-pad/package.json': '{ "name": "tiny-pad", "version": "1.0.0", "main": "index.js" }\n',
  'node_modules/tiny-pad/index.js': "module.exports = (text, width) => text.padStart(width, '0');\n",
};

/** The same calculator in Python, with unittest tests and a dependency on PYTHONPATH. */
export const PYTHON_REPOSITORY: Record<string, string> = {
  'calc/__init__.py': 'def add(a, b):\n    return a + b\n\n\ndef mul(a, b):\n    return a + b  # the bug\n',
  'tests/__init__.py': '',
  'tests/test_calc.py': `import unittest

from calc import add, mul
from padding import pad


class TestCalc(unittest.TestCase):
    def test_adds(self):
        self.assertEqual(add(2, 3), 5)

    def test_multiplies(self):
        self.assertEqual(mul(2, 3), 6)

    def test_pads_with_the_dependency(self):
        self.assertEqual(pad("7", 3), "007")

    @unittest.skip("not yet")
    def test_later(self):
        pass
`,
};

export const PYTHON_DEPENDENCIES: Record<string, string> = {
  'padding.py': 'def pad(text, width):\n    return text.rjust(width, "0")\n',
};

let counter = 0;
export function repositoryJob(overrides: Partial<RepositoryJob> & Pick<RepositoryJob, 'tree'>): RepositoryJob {
  counter += 1;
  return {
    id: `repository-job-${counter}`,
    kind: 'repository',
    toolchain: 'node',
    dependencies: null,
    files: [],
    testFiles: ['test/calc.test.js'],
    limits: { wallMs: 20_000, memoryMb: 512, outputBytes: 256 * 1024, workDirMb: 64 },
    ...overrides,
  };
}

/** Results as [name, outcome] pairs, in the order reported. */
export const outcomes = (tests: RepositoryTestResult[]) => tests.map((test) => [test.name, test.outcome]);
