import { readdirSync, readFileSync } from 'node:fs';

/** The runner processes this test process forked (IPC transport), to kill one mid-job as a crash would. */
export function runnerChildren(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return ppid === process.pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('runner/src/main.ts');
      } catch {
        return false; // gone meanwhile
      }
    });
}
