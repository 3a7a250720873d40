import { configDefaults, defineProject } from 'vitest/config';
import { runnerResolve } from './vitest.shared.js';

// The runner's own tests; its hostile sandbox suite (test/hostile) is the `hostile` project (vitest.hostile.config.ts),
// in `npm run test:full`.
export default defineProject({
  resolve: runnerResolve,
  test: {
    name: 'runner',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, 'test/hostile/**'],
    setupFiles: ['../../scripts/test-report/cpu-meter.ts'],
    // Real sandboxes: one file at a time, so the limits a test measures are not skewed by another file's bombs.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
