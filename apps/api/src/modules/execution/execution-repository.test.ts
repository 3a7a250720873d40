import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { RepositoryJob } from '@assay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { untilRunnersReady } from '../../../test/runner-processes.js';

const pool = Number(process.env.VITEST_POOL_ID ?? 0);

/** A repository on disk as the API's cache would hold it: readable by the runners' slot uids along its whole path. */
function writeRepository(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'assay-api-repository-'));
  chmodSync(root, 0o755);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true, mode: 0o755 });
    writeFileSync(join(root, path), content, { mode: 0o644 });
  }
  return root;
}

describe('repository jobs through a forked runner (IPC)', () => {
  let t: TestApp;
  const tree = writeRepository({
    'package.json': '{ "name": "greeter", "version": "1.0.0" }\n',
    'greet.js': 'exports.greet = (name) => `Hello, ${name}`;\n',
    'test/greet.test.js': `const test = require('node:test');
const assert = require('node:assert');
const { greet } = require('../greet.js');

test('greets by name', () => assert.strictEqual(greet('Ada'), 'Hello, Ada'));
test('shouts', () => assert.strictEqual(greet('Ada'), 'HELLO, ADA'));
`,
  });
  const job = (overrides: Partial<RepositoryJob> = {}): RepositoryJob => ({
    id: `repository-${Math.random().toString(36).slice(2)}`,
    kind: 'repository',
    toolchain: 'node',
    tree,
    dependencies: null,
    files: [],
    testFiles: ['test/greet.test.js'],
    limits: { wallMs: 20_000, memoryMb: 512, outputBytes: 64 * 1024, workDirMb: 32 },
    ...overrides,
  });

  beforeAll(async () => {
    t = await buildTestApp({
      RUNNER_PROCESSES: '1',
      RUNNER_SLOTS: '1',
      RUNNER_UID_BASE: String(2_400_000 + pool * 1_000),
    });
    await untilRunnersReady(t.app, { processes: 1 });
  });
  afterAll(async () => {
    await t.close();
    rmSync(tree, { recursive: true, force: true });
  });

  it('runs the repository’s own tests and returns each test’s outcome', async () => {
    const report = await t.app.services.execution.runRepository(job());
    expect(report.error).toBeNull();
    expect(report.process).toMatchObject({ outcome: 'exited', exitCode: 1 });
    expect(report.tests).toMatchObject([
      { file: 'test/greet.test.js', name: 'greets by name', outcome: 'passed', message: null },
      { file: 'test/greet.test.js', name: 'shouts', outcome: 'failed', message: expect.stringMatching(/HELLO, ADA/) },
    ]);
  });

  it('runs them with the candidate’s files laid over the tree', async () => {
    const report = await t.app.services.execution.runRepository(
      job({ files: [{ path: 'greet.js', content: 'exports.greet = (name) => `Hello, ${name}`.toUpperCase();\n' }] }),
    );
    expect(report.tests.map((test) => [test.name, test.outcome])).toEqual([
      ['greets by name', 'failed'],
      ['shouts', 'passed'],
    ]);
  });

  it('answers a malformed job with an error report in the repository shape, not a hang', async () => {
    const report = await t.app.services.execution.runRepository(job({ testFiles: ['../outside.test.js'] }));
    expect(report).toMatchObject({ process: null, tests: [], error: 'The job was malformed.' });
  });

  it('answers a job whose tree is missing with an error', async () => {
    const report = await t.app.services.execution.runRepository(job({ tree: join(tree, 'missing') }));
    expect(report).toMatchObject({ process: null, tests: [], error: expect.stringMatching(/not a directory/) });
  });
});
