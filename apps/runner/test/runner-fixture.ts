import type { LanguageId, RunnerJob, RunnerTest } from '@assay/contracts';
import { RUN_LIMITS } from '@assay/contracts';
import { loadRunnerConfig } from '../src/config.js';
import { createRunner, type Runner } from '../src/runner.js';

/**
 * A real runner for tests, with slot uids of its own: test files may run beside the API's tests, whose runners use
 * other uids, so one file's fork bomb never eats another's process budget.
 */
export function testRunner(overrides: Record<string, string> = {}): Runner {
  const pool = Number(process.env.VITEST_POOL_ID ?? 0);
  return createRunner(
    loadRunnerConfig({ RUNNER_SLOTS: '3', RUNNER_UID_BASE: String(1_950_000 + pool * 100), ...overrides }),
  );
}

let counter = 0;
export function job(
  language: LanguageId,
  source: string,
  tests: RunnerTest[] = [{ id: 't1', kind: 'stdio', stdin: '' }],
  limits: Partial<RunnerJob['limits']> = {},
): RunnerJob {
  counter += 1;
  return { id: `job-${counter}`, language, source, tests, limits: { ...RUN_LIMITS, ...limits } };
}
