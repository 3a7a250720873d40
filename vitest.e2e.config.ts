import { defineConfig } from 'vitest/config';

// `npm run test:e2e`: builds the app (unless E2E_SKIP_BUILD=1), starts it on a free port with a fresh DATA_DIR, and
// drives it in Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['apps/web/e2e/**/*.e2e.ts'],
    globalSetup: ['apps/web/e2e/support/global-setup.ts'],
    setupFiles: ['scripts/test-report/cpu-meter.ts'],
    reporters: ['default', './scripts/test-report/reporter.ts'],
    // One browser journey at a time: the machine has two cores and one server under test.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});
