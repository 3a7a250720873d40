import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

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

/**
 * Until the app's forked runners have said they are ready with every language (and, with `processes`, that many
 * runner processes live); an error after 30 s, rather than tests that fail later for a reason they cannot name.
 */
export async function untilRunnersReady(app: FastifyInstance, { processes = 0 } = {}): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (
    (await app.services.execution.languages()).some((language) => !language.available) ||
    runnerChildren().length < processes
  ) {
    if (Date.now() > deadline) throw new Error('The runners did not start within 30 s.');
    await delay(50);
  }
}
