import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    alias: {
      '@assay/contracts': fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)),
      '@assay/runner': fileURLToPath(new URL('../../apps/runner/src/index.ts', import.meta.url)),
    },
  },
  test: {
    name: 'library',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The check runs every solution in real sandboxes, spread over the runner's slots by the file itself, after every
    // other project's tests (group 0): beside the runner's hostile suite it would skew the limits that suite measures.
    fileParallelism: false,
    sequence: { groupOrder: 1 },
    testTimeout: 20 * 60_000,
    hookTimeout: 20 * 60_000,
  },
});
