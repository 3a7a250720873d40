import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    alias: {
      '@assay/contracts': fileURLToPath(new URL('../../packages/contracts/src/index.ts', import.meta.url)),
      '@assay/challenges/testing': fileURLToPath(
        new URL('../../packages/challenges/src/testing/fixture-library.ts', import.meta.url),
      ),
      '@assay/challenges': fileURLToPath(new URL('../../packages/challenges/src/index.ts', import.meta.url)),
    },
  },
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['../../scripts/test-report/cpu-meter.ts'],
    // Each file gets its own database (PGlite in memory, or a fresh PostgreSQL database): files never share rows.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
