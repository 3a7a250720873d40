import { anyRunnerJobSchema, type AnyRunnerCommand, type AnyRunnerMessage } from '@assay/contracts';
import { failedReport, type Runner } from '../runner.js';

/** Jobs from the API process that forked this runner, over its IPC channel; the runner exits when the API does. */
export function serveOverIpc(runner: Runner): void {
  const send = (message: AnyRunnerMessage) => process.send?.(message);
  process.on('message', (message: AnyRunnerCommand) => {
    if (message?.type !== 'job') return;
    const jobId = String(message.job?.id ?? '');
    send({ type: 'started', jobId });
    const parsed = anyRunnerJobSchema.safeParse(message.job);
    if (!parsed.success) {
      // Answered in the shape the job claims, so the API's waiting call gets the kind of report it expects.
      const kind = (message.job as { kind?: unknown } | undefined)?.kind;
      send({ type: 'report', report: failedReport({ id: jobId, kind }, runner.info().id, 'The job was malformed.') });
      return;
    }
    void runner.run(parsed.data).then((report) => send({ type: 'report', report }));
  });
  process.on('disconnect', () => void runner.close().finally(() => process.exit(0)));
  send({ type: 'ready', info: runner.info(), languages: runner.languages() });
}
