import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'contracts',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    setupFiles: ['../../scripts/test-report/cpu-meter.ts'],
  },
});
