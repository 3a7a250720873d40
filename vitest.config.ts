import { defineConfig } from 'vitest/config';

// `npm test`: every workspace's tests that need no browser. Browser journeys live in vitest.e2e.config.ts.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'packages/challenges', 'apps/api', 'apps/runner', 'apps/web'],
  },
});
