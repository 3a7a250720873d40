import type { RunnerJob, RunnerJobReport } from '@assay/contracts';

/**
 * How much slower than the library's reference machine this one runs at the moment, so that the library check judges
 * a reference solution's CPU time in the units the time limits were set in.
 *
 * CPU time alone does not survive every machine: CI machines differ by three times in speed, and where a machine's
 * two vCPUs share one core, a program's CPU time nearly doubles while the other slot runs beside it. The same check
 * whose tightest reference used 15 % of its budget on one machine measured 61 % on another, and every language
 * slowed alike there (JavaScript, TypeScript, Java and Python references all about three times). So before each case
 * the check times a fixed Python loop in the same sandbox, under whatever else runs then, and divides the reference's
 * CPU time by the loop's slowdown against the baseline below. Never below 1: on a machine faster than the baseline
 * the rule applies to the raw figures, as written.
 */

/** The loop's CPU time in the sandbox on the reference machine (2 vCPUs, both slots busy; 26 Nov 2026: 98–114 ms). */
export const BASELINE_CPU_MS = 105;
/** Beyond this the machine is too slow to say anything about the library's margins; the factor stops here. */
export const MAX_FACTOR = 4;

const SAMPLES = 3;
const LOOP = `import sys
n = int(sys.stdin.readline())
total = 0
seen = {}
for i in range(n):
    total = (total * 31 + i) % 1000003
    seen[total & 4095] = i
print(total, len(seen))
`;

/** A job timing the loop `samples` times (each a test of its own, in a fresh box). */
export function calibrationJob(id: string, samples = SAMPLES): RunnerJob {
  return {
    id,
    language: 'python',
    source: LOOP,
    // Wall time as long as a job may ask: at a low priority beside other work a sample may wait long for a core.
    limits: { cpuMs: BASELINE_CPU_MS * MAX_FACTOR * 2, wallMs: 120_000, memoryMb: 128, outputBytes: 1024 },
    tests: Array.from({ length: samples }, (_, index) => ({
      id: `sample-${index + 1}`,
      kind: 'stdio' as const,
      stdin: '1000000\n',
    })),
  };
}

/** The CPU times of a calibration job's samples; an error when the loop did not run to the end. */
function samplesOf(report: RunnerJobReport, expected: number): number[] {
  const samples = report.tests
    .filter((test) => test.outcome === 'exited' && test.exitCode === 0)
    .map((test) => test.cpuMs);
  if (report.error || samples.length !== expected)
    throw new Error(
      `the calibration loop did not run: ${report.error ?? report.tests.map((test) => `${test.testId} ${test.outcome}`).join(', ')}`,
    );
  return samples;
}

/** The median sample's slowdown against the baseline, between 1 and MAX_FACTOR. */
function factorOf(samples: number[]): number {
  const median = [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
  return Math.min(MAX_FACTOR, Math.max(1, median / BASELINE_CPU_MS));
}

/** The factor from a fresh job of SAMPLES samples; an error when the loop did not run. */
export function speedFactor(report: RunnerJobReport): number {
  return factorOf(samplesOf(report, SAMPLES));
}

/**
 * The factor from the latest SAMPLES samples, taken one per case: each case times the loop once more just before it
 * and is judged by the median of that sample and the two before it (from the cases just before, seconds ago), so the
 * check pays one run of the loop per case instead of three while one disturbed sample still moves nothing.
 */
export class SpeedWindow {
  private latest: number[] = [];

  /** How many samples the next job should take: enough to fill the window, else one. */
  samplesWanted(): number {
    return Math.max(1, SAMPLES - this.latest.length);
  }

  /** Adds the job's samples (it asked for samplesWanted()) and answers the factor of the window. */
  add(report: RunnerJobReport, asked: number): number {
    this.latest = [...this.latest, ...samplesOf(report, asked)].slice(-SAMPLES);
    return factorOf(this.latest);
  }
}
