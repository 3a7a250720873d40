import { runnerJobSchema, type RunnerCommand, type RunnerMessage } from '@assay/contracts';
import type { Runner } from '../runner.js';

/** Jobs from the API process that forked this runner, over its IPC channel; the runner exits when the API does. */
export function serveOverIpc(runner: Runner): void {
  const send = (message: RunnerMessage) => process.send?.(message);
  process.on('message', (message: RunnerCommand) => {
    if (message?.type !== 'job') return;
    send({ type: 'started', jobId: String(message.job?.id ?? '') });
    const parsed = runnerJobSchema.safeParse(message.job);
    if (!parsed.success) {
      send({
        type: 'report',
        report: {
          jobId: String(message.job?.id ?? ''),
          runnerId: runner.info().id,
          compile: null,
          tests: [],
          error: 'The job was malformed.',
        },
      });
      return;
    }
    void runner.run(parsed.data).then((report) => send({ type: 'report', report }));
  });
  process.on('disconnect', () => void runner.close().finally(() => process.exit(0)));
  send({ type: 'ready', info: runner.info(), languages: runner.languages() });
}
