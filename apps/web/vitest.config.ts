import { defineProject } from 'vitest/config';
import { webProject } from './vitest.shared.ts';

// Components and pages (*.test.tsx) in jsdom; the logic tests (*.test.ts) are the `web-logic` project
// (vitest.logic.config.ts), in Node, without jsdom's start-up.
export default webProject(
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.tsx'],
      setupFiles: ['./vitest.setup.ts', '../../scripts/test-report/cpu-meter.ts'],
    },
  }),
);
