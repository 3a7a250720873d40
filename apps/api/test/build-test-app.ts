import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '../src/app.js';
import { type Config, loadConfig, shouldSeedDemo } from '../src/config.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

/**
 * Configuration for a test app: quiet logs, a private DATA_DIR, no built web app, a rate limit no test
 * reaches by accident, no code runners and no Redis unless the test asks for them.
 */
export function testConfig(databaseUrl: string | undefined, overrides: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(join(tmpdir(), 'assay-test-'));
  // Passable (not readable) by others, as `./data` is by default: a runner's slot uids reach the repository trees in it.
  chmodSync(dataDir, 0o711);
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    RATE_LIMIT_MAX: '100000',
    OUTBOX_POLL_MS: '50',
    OUTBOX_RETRY_BASE_MS: '20',
    // No runner processes unless a test runs code (it asks for RUNNER_PROCESSES).
    RUNNER_PROCESSES: '0',
    // The challenge library is megabytes of tests: loaded only by the tests about it.
    SEED_LIBRARY: 'false',
    // Reference solutions are timed only where a test asks for it: with no runner it would try every sweep.
    REFERENCE_TIMING: 'false',
    // No test reaches GitHub itself: a closed port on loopback, unless a test starts the stand-in and names it.
    GITHUB_API_URL: 'http://127.0.0.1:9',
    GITHUB_RETRY_BASE_MS: '5',
    // Organizations a test makes are on a plan with no limits, unless the test is about plans (billing.test.ts sets
    // 'free'); the demo organization is on Business, as the demo seed assigns it.
    BILLING_DEFAULT_PLAN: 'enterprise',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  testDb: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real app on this file's own database, driven through app.inject(). The database starts as the template with the
 * demo data when the app would seed it (SEED_DEMO, by default on with PGlite), without it otherwise.
 */
export async function buildTestApp(
  overrides: Record<string, string> = {},
  options: BuildAppOptions = {},
): Promise<TestApp> {
  const wantsDemo = shouldSeedDemo(
    loadConfig({ SEED_DEMO: overrides.SEED_DEMO, DATABASE_URL: process.env.DATABASE_URL }),
  );
  const testDb = await createTestDatabase(wantsDemo ? 'demo' : 'migrated');
  const config = testConfig(testDb.url, overrides);
  const app = await buildApp(config, { database: await testDb.open(), ...options });
  return {
    app,
    testDb,
    config,
    close: async () => {
      await app.close();
      await testDb.dispose();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}
