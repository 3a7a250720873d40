import type { FastifyBaseLogger } from 'fastify';
import type { SubmissionsService } from './submissions.service.js';

/**
 * The background side of submissions: at start it judges what a crash left unjudged, then every `sweepMs` submits
 * the drafts of timed tasks whose time is up. Stopping waits for the judging in flight.
 */
export function createJudgingLoop({ submissions, log, sweepMs }: { submissions: SubmissionsService; log: FastifyBaseLogger; sweepMs: number }) {
  let timer: NodeJS.Timeout | null = null;
  let sweeping: Promise<void> = Promise.resolve();

  const sweep = () => {
    sweeping = submissions.submitOverdueDrafts().then(
      (count) => {
        if (count > 0) log.info({ count }, 'submitted the drafts of timed tasks whose time is up');
      },
      (error: unknown) => log.error({ err: error }, 'the timed-task sweep failed'),
    );
  };

  return {
    start(): void {
      void submissions.resumeUnfinished().then(
        (count) => {
          if (count > 0) log.info({ count }, 'judging again the submissions a stop left unjudged');
        },
        (error: unknown) => log.error({ err: error }, 'could not resume unjudged submissions'),
      );
      sweep();
      timer = setInterval(sweep, sweepMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await sweeping;
      await submissions.settle();
    },
  };
}
