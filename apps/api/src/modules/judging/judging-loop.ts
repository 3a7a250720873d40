import type { FastifyBaseLogger } from 'fastify';
import type { SubmissionsService } from '../submissions/submissions.service.js';
import type { CandidateTasksService } from '../tasks/candidate-tasks.service.js';
import type { JudgingService } from './judging.service.js';

/**
 * The background side of tasks and submissions: at start and every `sweepMs` it judges what nobody holds (a crash's
 * leftovers once their lease runs out, retries that are due), submits the drafts of timed tasks whose time is up, and
 * reminds candidates of tasks due soon. Stopping waits for the judging in flight.
 */
export function createJudgingLoop({
  judging,
  submissions,
  tasks,
  log,
  sweepMs,
}: {
  judging: Pick<JudgingService, 'resumeUnfinished' | 'settle'>;
  submissions: Pick<SubmissionsService, 'submitOverdueDrafts'>;
  tasks: Pick<CandidateTasksService, 'remindDueSoon'>;
  log: FastifyBaseLogger;
  sweepMs: number;
}) {
  let timer: NodeJS.Timeout | null = null;
  let sweeping: Promise<void> = Promise.resolve();

  const resume = () =>
    judging.resumeUnfinished().then(
      (count) => {
        if (count > 0) log.info({ count }, 'judging the submissions nobody holds');
      },
      (error: unknown) => log.error({ err: error }, 'could not resume unjudged submissions'),
    );
  const sweep = () => {
    sweeping = Promise.all([
      resume(),
      submissions.submitOverdueDrafts().then(
        (count) => {
          if (count > 0) log.info({ count }, 'submitted the drafts of timed tasks whose time is up');
        },
        (error: unknown) => log.error({ err: error }, 'the timed-task sweep failed'),
      ),
      tasks.remindDueSoon().then(
        (count) => {
          if (count > 0) log.info({ count }, 'reminded candidates of tasks due soon');
        },
        (error: unknown) => log.error({ err: error }, 'the due-date reminders failed'),
      ),
    ]).then(() => undefined);
  };

  return {
    start(): void {
      sweep();
      timer = setInterval(sweep, sweepMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await sweeping;
      await judging.settle();
    },
  };
}
