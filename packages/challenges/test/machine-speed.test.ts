import type { RunnerJobReport } from '@assay/contracts';
import { describe, expect, it } from 'vitest';
import { BASELINE_CPU_MS, MAX_FACTOR, SpeedWindow, calibrationJob, speedFactor } from './machine-speed.js';

function report(
  samples: { cpuMs: number; outcome?: 'exited' | 'time_limit'; exitCode?: number }[],
  error: string | null = null,
): RunnerJobReport {
  return {
    jobId: 'calibration',
    runnerId: 'runner',
    compile: null,
    error,
    tests: samples.map((sample, index) => ({
      testId: `sample-${index + 1}`,
      outcome: sample.outcome ?? 'exited',
      exitCode: sample.exitCode ?? 0,
      signal: null,
      stdout: '256782 4096\n',
      stderr: '',
      cpuMs: sample.cpuMs,
      wallMs: sample.cpuMs,
      memoryKb: 9000,
      returned: null,
    })),
  };
}

describe('the machine speed factor', () => {
  it('is the median sample against the baseline, so one disturbed sample does not move it', () => {
    expect(
      speedFactor(
        report([{ cpuMs: BASELINE_CPU_MS * 2 }, { cpuMs: BASELINE_CPU_MS * 2.5 }, { cpuMs: BASELINE_CPU_MS * 3.9 }]),
      ),
    ).toBe(2.5);
  });

  it('is never below 1 (a faster machine is judged by the raw figures) nor above the cap', () => {
    expect(speedFactor(report([{ cpuMs: 40 }, { cpuMs: 50 }, { cpuMs: 60 }]))).toBe(1);
    expect(speedFactor(report([{ cpuMs: 5000 }, { cpuMs: 5000 }, { cpuMs: 5000 }]))).toBe(MAX_FACTOR);
  });

  it('refuses to guess when the loop did not run to the end', () => {
    expect(() => speedFactor(report([{ cpuMs: 100 }, { cpuMs: 100 }, { cpuMs: 900, outcome: 'time_limit' }]))).toThrow(
      /did not run: .*sample-3 time_limit/,
    );
    expect(() => speedFactor(report([], 'python is not available on this runner.'))).toThrow(/not available/);
  });

  it('asks for three samples of the same loop, with room for a machine at the cap', () => {
    const job = calibrationJob('calibration');
    expect(job.tests).toHaveLength(3);
    expect(job.limits.cpuMs).toBeGreaterThan(BASELINE_CPU_MS * MAX_FACTOR);
  });

  it('from a window of the latest three samples: three at first, then one a case, and the median of the last three', () => {
    const window = new SpeedWindow();
    expect(window.samplesWanted()).toBe(3);
    expect(
      window.add(
        report([{ cpuMs: BASELINE_CPU_MS * 2 }, { cpuMs: BASELINE_CPU_MS * 2 }, { cpuMs: BASELINE_CPU_MS * 2 }]),
        3,
      ),
    ).toBe(2);
    expect(window.samplesWanted()).toBe(1);
    // One disturbed sample moves nothing; two in a row do.
    expect(window.add(report([{ cpuMs: BASELINE_CPU_MS * 3.5 }]), 1)).toBe(2);
    expect(window.add(report([{ cpuMs: BASELINE_CPU_MS * 3 }]), 1)).toBe(3);
    expect(window.add(report([{ cpuMs: BASELINE_CPU_MS * 1.5 }]), 1)).toBe(3);
    expect(() => window.add(report([{ cpuMs: 100, outcome: 'time_limit' }]), 1)).toThrow(/did not run/);
  });
});
