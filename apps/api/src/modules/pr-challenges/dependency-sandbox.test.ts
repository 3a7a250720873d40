import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { type NpmRegistry, packNpmPackage, startNpmRegistry } from '../../../test/package-registries.js';
import { untilRunnersReady } from '../../../test/runner-processes.js';
import { createDependencyCache } from './dependency-cache.js';

const pool = Number(process.env.VITEST_POOL_ID ?? 0);

/**
 * End to end: a repository's npm dependency installed by the cache from a registry on loopback, then the
 * repository's own test, which requires it, run in the real sandbox (the runner forked by the API) with the install
 * bound at /deps.
 */
describe('PR challenges: installed dependencies in the sandbox', () => {
  let t: TestApp;
  let workDir: string;
  let registry: NpmRegistry;
  let tree: string;

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'assay-dependency-sandbox-'));
    chmodSync(workDir, 0o711); // the runner's slot uids pass through to the tree and the install
    const pkg = await packNpmPackage(
      join(workDir, 'packages'),
      { name: 'left-pad-lite', version: '1.0.0', main: 'index.js' },
      { 'index.js': "module.exports = (text, width) => String(text).padStart(width, '*');\n" },
    );
    registry = await startNpmRegistry([pkg]);
    tree = join(workDir, 'tree');
    const files = {
      'package.json': JSON.stringify({ name: 'padder', version: '1.0.0', dependencies: { 'left-pad-lite': '1.0.0' } }),
      'package-lock.json': JSON.stringify(registry.lockFor('padder', [pkg])),
      'test/pad.test.js': `const test = require('node:test');
const assert = require('node:assert');
const pad = require('left-pad-lite');

test('pads with the installed package', () => assert.strictEqual(pad('ab', 4), '**ab'));
`,
    };
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(tree, path)), { recursive: true, mode: 0o755 });
      writeFileSync(join(tree, path), content, { mode: 0o644 });
    }
    chmodSync(tree, 0o755);
    t = await buildTestApp({
      RUNNER_PROCESSES: '1',
      RUNNER_SLOTS: '1',
      RUNNER_UID_BASE: String(2_400_000 + pool * 1_000),
    });
    await untilRunnersReady(t.app, { processes: 1 });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await registry?.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('runs a test that requires a package the cache installed', async () => {
    const dependencies = await createDependencyCache({
      root: join(workDir, 'github'),
      npmRegistry: registry.url,
      retries: 0,
    }).install('node', tree);
    expect(dependencies).not.toBeNull();
    const report = await t.app.services.execution.runRepository({
      id: `repository-${Math.random().toString(36).slice(2)}`,
      kind: 'repository',
      toolchain: 'node',
      tree,
      dependencies,
      files: [],
      testFiles: ['test/pad.test.js'],
      limits: { wallMs: 20_000, memoryMb: 512, outputBytes: 64 * 1024, workDirMb: 32 },
    });
    expect(report.error).toBeNull();
    expect(report.tests).toMatchObject([
      { file: 'test/pad.test.js', name: 'pads with the installed package', outcome: 'passed' },
    ]);
  }, 60_000);
});
