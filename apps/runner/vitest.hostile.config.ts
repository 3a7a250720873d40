import { defineProject } from 'vitest/config';
import { runnerResolve } from './vitest.shared.js';

// The hostile suite (test/hostile): every attack on the sandbox, in every language (HOSTILE_LANGUAGES narrows it).
export default defineProject({
  resolve: runnerResolve,
  test: {
    name: 'hostile',
    environment: 'node',
    include: ['test/hostile/**/*.test.ts'],
    setupFiles: ['../../scripts/test-report/cpu-meter.ts'],
    // Real sandboxes under attack: one file at a time, so the limits a test measures are not skewed by another's bombs.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
