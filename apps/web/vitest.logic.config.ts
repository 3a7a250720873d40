import { defineProject } from 'vitest/config';
import { webProject } from './vitest.shared.ts';

// The web app's logic tests (*.test.ts) in Node: no DOM to start for each file. The few that need one (storage,
// timers of the document, toasts) say `// @vitest-environment jsdom` on their first line.
export default webProject(
  defineProject({
    test: {
      name: 'web-logic',
      environment: 'node',
      include: ['src/**/*.test.ts', 'vite-*.test.ts'],
      setupFiles: ['../../scripts/test-report/cpu-meter.ts'],
    },
  }),
);
