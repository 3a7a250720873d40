import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { experimental_getRunnerTask as runnerTask, type Reporter, type TestModule, type TestSuite } from 'vitest/node';
import { REPORT_DIR, type TimingReport } from './timings.ts';

/**
 * Writes where a test run's time went: every test file's wall time (from Vitest's own diagnostic: environment, setup,
 * import and the tests with their hooks) and CPU (cpu-meter.ts), and every describe block's wall time, to
 * `.test-report/<label>.json` (label: TEST_REPORT_LABEL, default `vitest`). `npm run test:report` prints the slowest.
 */
export default class TimingReporter implements Reporter {
  private startedAt = Date.now();

  onTestRunStart(): void {
    this.startedAt = Date.now();
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const label = process.env.TEST_REPORT_LABEL ?? 'vitest';
    const report: TimingReport = {
      label,
      startedAt: new Date(this.startedAt).toISOString(),
      wallMs: Date.now() - this.startedAt,
      files: testModules.map((module) => {
        const diagnostic = module.diagnostic();
        const tests = [...module.children.allTests()];
        const cpu = module.meta().cpu;
        return {
          project: module.project.name,
          file: module.relativeModuleId,
          wallMs: Math.round(
            diagnostic.environmentSetupDuration +
              diagnostic.prepareDuration +
              diagnostic.setupDuration +
              diagnostic.collectDuration +
              diagnostic.duration,
          ),
          cpuMs: cpu ? cpu.ownMs + cpu.childrenMs : null,
          childrenCpuMs: cpu?.childrenMs ?? null,
          machineCpuMs: cpu?.machineMs ?? null,
          tests: {
            passed: tests.filter((test) => test.result().state === 'passed').length,
            failed: tests.filter((test) => test.result().state === 'failed').length,
            skipped: tests.filter((test) => test.result().state === 'skipped').length,
          },
        };
      }),
      suites: testModules.flatMap((module) =>
        [...module.children.allSuites()].map((suite: TestSuite) => ({
          project: module.project.name,
          file: module.relativeModuleId,
          name: suite.fullName,
          wallMs: Math.round(runnerTask(suite).result?.duration ?? 0),
        })),
      ),
    };
    mkdirSync(REPORT_DIR, { recursive: true });
    writeFileSync(join(REPORT_DIR, `${label}.json`), `${JSON.stringify(report, null, 1)}\n`);
  }
}
