// The runner process: `npm run runner` (BullMQ, REDIS_URL) or forked by the API (IPC). It never touches the database.
import { loadRunnerConfig } from './config.js';
import { closeInheritedDescriptors } from './inherited-descriptors.js';
import { serveFromQueue } from './intake/bullmq.js';
import { serveOverIpc } from './intake/ipc.js';
import { createRunner } from './runner.js';

// Before any box exists: nothing this process was handed by whatever started it may reach one.
const channel = (process.channel as { fd?: number } | undefined)?.fd;
closeInheritedDescriptors(channel === undefined ? [] : [channel]);

const config = loadRunnerConfig();
const runner = createRunner(config);
const info = runner.info();

if (process.send) {
  serveOverIpc(runner);
} else if (config.REDIS_URL) {
  if (info.isolation === 'unavailable') {
    // A standalone runner that cannot isolate jobs refuses to start rather than take jobs it would only fail.
    console.error(`Runner ${info.id} cannot run code: ${info.problem}`);
    process.exit(1);
  }
  const close = await serveFromQueue(runner, { ...config, REDIS_URL: config.REDIS_URL });
  console.log(
    `Runner ${info.id}: ${info.slots} slot(s), isolation ${info.isolation}${info.cgroup ? ` (cgroup ${info.cgroup})` : ''}, queue ${config.RUNNER_QUEUE}.`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(
      signal,
      () =>
        void close()
          .then(() => runner.close())
          .then(() => process.exit(0)),
    );
  }
} else {
  console.error(
    'The runner needs REDIS_URL (a shared queue) unless the API forks it. Set REDIS_URL and start it again.',
  );
  process.exit(1);
}
