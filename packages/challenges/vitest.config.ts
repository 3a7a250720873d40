import { configDefaults, defineProject } from 'vitest/config';
import { challengesResolve } from './vitest.shared.js';

// The library's loader and rules, and the machine-speed arithmetic; the check of every solution in the sandbox is the
// `library` project (vitest.check.config.ts), in `npm run test:full`.
export default defineProject({
  resolve: challengesResolve,
  test: {
    name: 'challenges',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, 'test/library-check.test.ts'],
    setupFiles: ['../../scripts/test-report/cpu-meter.ts'],
  },
});
