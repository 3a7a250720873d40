import { readFileSync } from 'node:fs';
import { afterAll } from 'vitest';

/**
 * A setup file of every project: it records on the test file's own task (`meta.cpu`) the CPU its worker process spent
 * on it — its own, and that of the child processes it forked and reaped (runners, servers, compilers) — and the whole
 * machine's CPU while it ran, which also counts what those children's children did (sandboxed runs in a slot host
 * are reaped by the host, not by the file's process) but, when files run side by side, theirs too. reporter.ts writes
 * them beside the file's wall time. Each test file runs in a fresh worker process (Vitest's `isolate`), so the
 * process's whole CPU since it started is the file's.
 */

declare module 'vitest' {
  interface TaskMeta {
    cpu?: { ownMs: number; childrenMs: number; machineMs: number | null };
  }
}

/** The kernel's clock ticks per second for /proc's CPU figures (USER_HZ), 100 on every Linux that Node supports. */
const TICKS_PER_SECOND = 100;
const ticksToMs = (ticks: number) => (ticks * 1000) / TICKS_PER_SECOND;

/** CPU of the child processes this process has waited for (cutime + cstime of /proc/self/stat), or 0 off Linux. */
function reapedChildrenMs(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name, which may hold spaces: field 3 is index 0, so cutime (16) and cstime (17) are 13, 14.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ticksToMs(Number(fields[13]) + Number(fields[14]));
  } catch {
    return 0;
  }
}

/** The machine's busy CPU so far (user, nice, system, irq, softirq of /proc/stat: not idle, I/O wait or steal). */
function machineBusyMs(): number | null {
  try {
    const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return ticksToMs(user! + nice! + system! + irq! + softirq!);
  } catch {
    return null;
  }
}

const machineAtStart = machineBusyMs();

// Registered before the file's own hooks, so it runs after them (afterAll hooks run in reverse): what they close counts.
// Vitest reads a hook's first parameter as a fixture pattern, which must destructure; the file comes second.
// eslint-disable-next-line no-empty-pattern
afterAll(({}, file) => {
  const usage = process.cpuUsage();
  const machine = machineBusyMs();
  file.meta.cpu = {
    ownMs: Math.round((usage.user + usage.system) / 1000),
    childrenMs: Math.round(reapedChildrenMs()),
    machineMs: machine === null || machineAtStart === null ? null : Math.round(machine - machineAtStart),
  };
});
