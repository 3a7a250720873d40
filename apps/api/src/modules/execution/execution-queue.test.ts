import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runnerRegistryKey } from '@assay/contracts';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { startQueueRunner } from '../../../test/queue-runner.js';

const redisUrl = process.env.REDIS_URL;
const pool = Number(process.env.VITEST_POOL_ID ?? 0);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The scale-out path: the API forks nothing; `npm run runner` processes serve a BullMQ queue in Redis. */
describe.runIf(redisUrl)('code execution through the Redis queue (BullMQ)', () => {
  const queue = `assay-test-${pool}-${Date.now()}`;
  let t: TestApp;
  let token: string;
  const runners = new Map<string, Awaited<ReturnType<typeof startQueueRunner>>>();
  const registry = new Redis(redisUrl ?? 'redis://127.0.0.1:6379', { lazyConnect: true });

  beforeAll(async () => {
    t = await buildTestApp({ SEED_DEMO: 'true', REDIS_URL: redisUrl!, RUNNER_QUEUE: queue });
    token = (await signIn(t.app, 'candidate@demo.assay.dev', t.config.DEMO_PASSWORD)).token;
    for (const id of ['queue-a', 'queue-b']) {
      runners.set(
        id,
        await startQueueRunner({
          REDIS_URL: redisUrl!,
          RUNNER_QUEUE: queue,
          RUNNER_ID: id,
          RUNNER_SLOTS: '1',
          RUNNER_UID_BASE: String(2_300_000 + pool * 1_000 + (id === 'queue-a' ? 0 : 10)),
        }),
      );
    }
  });
  afterAll(async () => {
    await Promise.all([...runners.values()].map((runner) => runner.stop()));
    registry.disconnect();
    await t.close();
  });

  const run = (code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/code-execution/run',
      headers: bearer(token),
      payload: { language: 'python', code },
    });

  it('runs code on a runner of another process and lists the runners online', async () => {
    expect((await run('print(6 * 7)')).json()).toMatchObject({ status: 'accepted', stdout: '42\n' });
    const status = (
      await t.app.inject({ method: 'GET', url: '/api/v1/code-execution/status', headers: bearer(token) })
    ).json();
    expect(status.queue.kind).toBe('bullmq');
    expect(status.runners.map((runner: { id: string }) => runner.id).sort()).toEqual(['queue-a', 'queue-b']);
    expect(status.languages.find((language: { id: string }) => language.id === 'python')).toMatchObject({
      helloWorldStatus: 'accepted',
    });
  });

  it('runs a repository’s own tests on a runner of another process (the tree on a path both can read)', async () => {
    const tree = mkdtempSync(join(tmpdir(), 'assay-queue-repository-'));
    try {
      chmodSync(tree, 0o755);
      mkdirSync(join(tree, 'tests'), { mode: 0o755 });
      writeFileSync(
        join(tree, 'tests/test_math.py'),
        'import unittest\n\n\nclass TestMath(unittest.TestCase):\n    def test_adds(self):\n        self.assertEqual(1 + 1, 2)\n',
        { mode: 0o644 },
      );
      const report = await t.app.services.execution.runRepository({
        id: `repository-${Date.now()}`,
        kind: 'repository',
        toolchain: 'python',
        tree,
        dependencies: null,
        files: [],
        testFiles: ['tests/test_math.py'],
        limits: { wallMs: 20_000, memoryMb: 256, outputBytes: 64 * 1024, workDirMb: 16 },
      });
      expect(report).toMatchObject({
        error: null,
        tests: [{ file: 'tests/test_math.py', name: 'TestMath › test_adds', outcome: 'passed' }],
      });
    } finally {
      rmSync(tree, { recursive: true, force: true });
    }
  });

  it('gives the job of a runner killed mid-job to the other runner', async () => {
    const pending = run('import time; time.sleep(2); print("finished elsewhere")');
    let busy: string | undefined;
    for (let attempt = 0; attempt < 40 && !busy; attempt += 1) {
      await sleep(100);
      // Each runner publishes its presence (with its busy slots) in Redis as it starts a job.
      const presences = await Promise.all(
        ['queue-a', 'queue-b'].map((id) => registry.get(runnerRegistryKey(queue, id))),
      );
      busy = presences
        .flatMap((value) => (value ? [JSON.parse(value).info] : []))
        .find((info: { busy: number }) => info.busy > 0)?.id;
    }
    expect(busy).toBeDefined();
    await runners.get(busy!)!.stop('SIGKILL');
    runners.delete(busy!);
    const response = await pending;
    expect(response.json()).toMatchObject({ status: 'accepted', stdout: 'finished elsewhere\n' });
  }, 60_000);
});
