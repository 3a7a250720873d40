// What the benches measure with, in one place.
import { readFileSync } from 'node:fs';

/** The value below which p % of `values` fall (nearest rank). */
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * CPU time in ms the whole machine has spent (every core, kernel threads included) since it booted: user, nice,
 * system, irq and softirq. Not idle or iowait, and not steal — time the hypervisor gave this VM's vCPUs to someone
 * else, which on a shared host reached twice a bare Python run's own CPU (20 ms a run against 10) for minutes on end.
 */
export function machineCpuMs() {
  const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return ((user + nice + system + irq + softirq) * 1000) / 100;
}

/** CPU time in ms the hypervisor took from this machine's vCPUs (steal) since it booted: reported beside a measurement, so a run on a crowded host shows it. */
export function stolenCpuMs() {
  return (Number(readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/)[8]) * 1000) / 100;
}
