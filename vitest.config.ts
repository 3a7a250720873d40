import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * `npm test`: the fast suites of every workspace — everything that needs no browser, but the runner's hostile suite
 * and the challenge library check, which `npm run test:full` (vitest.full.config.ts) adds. Browser journeys live in
 * vitest.e2e.config.ts.
 */
export const FAST_PROJECTS = [
  'packages/contracts',
  'packages/challenges',
  'apps/api',
  'apps/runner',
  'apps/web',
  'apps/web/vitest.logic.config.ts',
];

export const sharedTestOptions = {
  // Vitest's default is one worker fewer than the CPUs, which is one on a two-core machine; the API's and the web
  // app's files run well two at a time there (each waits on its database or its DOM part of the time). Projects that
  // measure real sandboxes set fileParallelism: false and run alone after the rest.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // Where each file's time went (.test-report/, `npm run test:report`).
  reporters: ['default', './scripts/test-report/reporter.ts'],
};

export default defineConfig({
  test: { ...sharedTestOptions, projects: FAST_PROJECTS },
});
