import type { FastifyBaseLogger } from 'fastify';
import type { SubmissionsService } from '../submissions/submissions.service.js';
import type { CandidateTasksService } from '../tasks/candidate-tasks.service.js';
import type { JudgingService } from './judging.service.js';
import type { ReferenceTimer } from './reference-timer.js';

/**
 * The background side of tasks and submissions: at start and every `sweepMs` it judges what nobody holds (a crash's
 * leftovers once their lease runs out, retries that are due), submits the drafts of timed tasks whose time is up, and
 * reminds candidates of tasks due soon, and starts timing the reference solutions no validation timed (seeded versions)
 * unless that is still going. Stopping waits for the judging and the reference run in flight.
 */
export function createJudgingLoop({
  judging,
  submissions,
  tasks,
  referenceTimer,
  log,
  sweepMs,
}: {
  judging: Pick<JudgingService, 'resumeUnfinished' | 'settle'>;
  submissions: Pick<SubmissionsService, 'submitOverdueDrafts'>;
  tasks: Pick<CandidateTasksService, 'remindDueSoon'>;
  /** Null when REFERENCE_TIMING is off. */
  referenceTimer: ReferenceTimer | null;
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
    // Not part of `sweeping`: a drain outlasts sweeps (a first start times the whole library), and drain() joins it.
    void referenceTimer?.drain();
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
      await Promise.all([sweeping, referenceTimer?.stop()]);
      await judging.settle();
    },

    /**
     * Resolves when a drain begun after the one running (if any) ends: the running one may have begun before what the
     * caller seeded, or before the runners offered every language. Tests wait for it.
     */
    async referencesTimed(): Promise<void> {
      await referenceTimer?.drain();
      await referenceTimer?.drain();
    },
  };
}
