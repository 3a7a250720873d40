import { fileURLToPath } from 'node:url';

/** Where each Vitest run leaves its timings (one JSON file per label); not committed. */
export const REPORT_DIR = fileURLToPath(new URL('../../.test-report/', import.meta.url));

export interface FileTiming {
  project: string;
  /** Relative to the repository root. */
  file: string;
  /** From the worker's start for the file to its last hook: environment, setup files, imports, tests and hooks. */
  wallMs: number;
  /** The worker's own CPU and that of the processes it forked and reaped; null when the file never ran its setup. */
  cpuMs: number | null;
  childrenCpuMs: number | null;
  /** The whole machine's busy CPU while the file ran: includes what files beside it did, when files run in parallel. */
  machineCpuMs: number | null;
  tests: { passed: number; failed: number; skipped: number };
}

export interface SuiteTiming {
  project: string;
  file: string;
  /** The describe block's names from the file down, separated by ` > `. */
  name: string;
  wallMs: number;
}

export interface TimingReport {
  /** TEST_REPORT_LABEL of the run (CI: one per step), default `vitest`. */
  label: string;
  startedAt: string;
  wallMs: number;
  files: FileTiming[];
  suites: SuiteTiming[];
}
