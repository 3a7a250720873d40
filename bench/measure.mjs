// What the benches measure with, in one place.
import { readFileSync } from 'node:fs';

/** The value below which p % of `values` fall (nearest rank). */
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU time in ms the whole machine has spent (every core, kernel threads included) since it booted. */
export function machineCpuMs() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const busy = fields.reduce((total, value) => total + value, 0) - fields[3] - fields[4]; // all but idle and iowait
  return (busy * 1000) / 100;
}
