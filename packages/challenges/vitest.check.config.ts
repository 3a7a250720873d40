import { defineProject } from 'vitest/config';
import { challengesResolve } from './vitest.shared.js';

export default defineProject({
  resolve: challengesResolve,
  test: {
    name: 'library',
    environment: 'node',
    include: ['test/library-check.test.ts'],
    setupFiles: ['../../scripts/test-report/cpu-meter.ts'],
    // The check runs every solution in real sandboxes, spread over the runner's slots by the file itself, after the
    // parallel projects (group 0) and before the runner's sequential files: beside the runner's hostile suite it would
    // skew the limits that suite measures.
    fileParallelism: false,
    sequence: { groupOrder: 1 },
    testTimeout: 20 * 60_000,
    hookTimeout: 20 * 60_000,
  },
});
