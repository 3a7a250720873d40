import { defineConfig } from 'vitest/config';
import { FAST_PROJECTS, sharedTestOptions } from './vitest.config.ts';

/**
 * `npm run test:full` (CI runs it): `npm test`'s suites, then the slow ones — the runner's hostile sandbox suite in
 * every language and the challenge library check, each solution of the library run in real sandboxes.
 */
export default defineConfig({
  test: {
    ...sharedTestOptions,
    projects: [...FAST_PROJECTS, 'apps/runner/vitest.hostile.config.ts', 'packages/challenges/vitest.check.config.ts'],
  },
});
