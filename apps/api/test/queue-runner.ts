import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const runnerMain = fileURLToPath(new URL('../../runner/src/main.ts', import.meta.url));

/**
 * A runner as `npm run runner` starts one on another host: its own process, serving the BullMQ queue in Redis.
 * Resolves once it says it is serving; `stop` ends it (SIGKILL to imitate a crash).
 */
export async function startQueueRunner(env: {
  REDIS_URL: string;
  RUNNER_QUEUE: string;
  RUNNER_ID: string;
  RUNNER_UID_BASE: string;
  RUNNER_SLOTS?: string;
}) {
  const child: ChildProcess = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', runnerMain], {
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', RUNNER_SLOTS: '2', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The queue runner did not start within 30 s.')), 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(`Runner ${env.RUNNER_ID}`)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`The queue runner exited with ${code}.`)));
  });
  return {
    child,
    stop: (signal: NodeJS.Signals = 'SIGTERM') =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}
