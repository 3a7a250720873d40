import { challengeCategoryOf, EXECUTION_ERROR_CODES } from '@assay/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { OutboxService } from '../../platform/outbox/outbox.service.js';
import type { ExecutionService } from '../execution/execution.service.js';
import type { CandidateTasksService } from '../tasks/candidate-tasks.service.js';
import type { UsersService } from '../users/users.service.js';
import { judgeRequestFor } from './judge-request.js';
import type { JudgingRepository } from './judging.repository.js';
import { resultsOf, scoreOf } from './scoring.js';
import type { SubmissionScoredPayload } from './submission-scored.js';

/**
 * Judgings the service may fail (a runner lost, say) before a submission is recorded as not scorable. The row is the
 * only retry of a judged submission: the transport does not retry its job. A job lost with its runner is tried again
 * at once, on the runner that replaces it; any other failure after `retryMs`.
 */
const MAX_FAILED_JUDGINGS = 3;

/**
 * Judges submissions against their task's template version, in the background: claimed under a lease, scored from
 * the tests' weights, retried from the row when the service fails. Resumable: anything left queued or running is
 * judged again by the judging loop.
 */
export function createJudgingService({
  db,
  repository,
  tasks,
  users,
  execution,
  outbox,
  log,
  newId,
  leaseMs = 60_000,
  retryMs = 30_000,
  now = () => new Date(),
}: {
  db: Database;
  repository: JudgingRepository;
  tasks: Pick<CandidateTasksService, 'forJudging' | 'recordScore'>;
  users: Pick<UsersService, 'findRow'>;
  execution: Pick<ExecutionService, 'judge'>;
  outbox: OutboxService;
  log: FastifyBaseLogger;
  newId: () => string;
  /** How long a claim on a submission holds without renewal (renewed every third of it while judging). */
  leaseMs?: number;
  /** How long a submission waits after the service failed to judge it. */
  retryMs?: number;
  now?: () => Date;
}) {
  const inFlight = new Set<Promise<void>>();
  const later = (ms: number) => new Date(now().getTime() + ms);

  /**
   * Judges one submission to the end, if this node can claim it; the score is recorded only under the claim, so a
   * submission two nodes reach is scored once. A failure of the service puts it back in the queue (an error after
   * MAX_FAILED_JUDGINGS), never loses it.
   */
  async function judge(id: string, { afterLostRunner = false } = {}): Promise<void> {
    const token = newId();
    const row = await repository.claim(id, token, now(), later(leaseMs));
    if (!row) return;
    const found = await tasks.forJudging(row.taskId);
    if (!found) {
      await repository.finishLeased(id, token, { status: 'error', error: 'Its task no longer exists.' });
      return;
    }
    const content = found.version.content;
    const trigger = row.scoredAt ? 're_evaluation' : 'submitted';
    const renewal = setInterval(
      () => void repository.renewLease(id, token, later(leaseMs)).catch(() => undefined),
      Math.max(10, Math.floor(leaseMs / 3)),
    );
    renewal.unref();
    try {
      // A final submission is reviewed: the runner also reads its quality figures off the code.
      const analyze = row.kind === 'final';
      const outcome = await execution.judge(
        null,
        judgeRequestFor(content, { language: row.language, source: row.code }, { analyze }),
        { retriedByCaller: true, awaitRunner: afterLostRunner },
      );
      if (outcome.error) throw new Error(outcome.error);
      const { results, compileOutput } = resultsOf(content, outcome);
      const score = scoreOf(results);
      const candidate = await users.findRow(row.candidateId);
      const scored: SubmissionScoredPayload = {
        submissionId: id,
        taskId: row.taskId,
        candidateId: row.candidateId,
        kind: row.kind,
        score,
        trigger,
        title: content.title,
        assignedBy: found.task.assignedBy,
        candidateName: candidate ? candidate.name || candidate.email : null,
        practice:
          found.task.organizationId === null
            ? {
                challengeId: found.version.templateId,
                difficulty: content.difficulty,
                category: challengeCategoryOf(content.tags),
                language: row.language,
                submittedAt: row.createdAt.toISOString(),
              }
            : null,
      };
      await db.transaction(async (tx) => {
        if (
          !(await repository.finishLeased(
            id,
            token,
            {
              status: 'scored',
              score,
              results,
              compileOutput,
              error: null,
              scoredAt: now(),
              quality: outcome.quality ?? null,
            },
            tx,
          ))
        )
          return;
        await repository.insertScore({ id: newId(), submissionId: id, trigger, score, results, compileOutput }, tx);
        if (row.kind === 'final') await tasks.recordScore(row.taskId, score, tx);
        await outbox.record(tx, {
          type: 'submission.scored',
          payload: scored,
          organizationId: found.task.organizationId,
          actorId: row.candidateId,
        });
      });
    } catch (error) {
      const message = (error as Error).message;
      if (row.failedJudgings + 1 >= MAX_FAILED_JUDGINGS) {
        log.warn({ submission: id, err: error }, 'a submission could not be judged');
        await repository.finishLeased(id, token, { status: 'error', error: `It could not be scored: ${message}` });
      } else {
        log.warn({ submission: id, err: error }, 'judging failed; the submission goes back in the queue');
        const lostRunner = error instanceof AppError && error.code === EXECUTION_ERROR_CODES.runnerFailed;
        if ((await repository.requeueLeased(id, token, lostRunner ? null : later(retryMs))) && lostRunner)
          start(id, { afterLostRunner: true });
      }
    } finally {
      clearInterval(renewal);
    }
  }

  /** Background work `settle` waits for (tests, and a graceful stop). */
  function track(work: Promise<void>): void {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  }

  function start(id: string, options?: { afterLostRunner: boolean }): void {
    track(judge(id, options).catch((error: unknown) => log.error({ submission: id, err: error }, 'judging failed')));
  }

  return {
    /** Judges a submission just stored (queued) in the background. */
    start: (id: string) => start(id),

    /**
     * At start and on every sweep: judges what nobody holds: retries that are due and what a crash left queued or
     * running (its lease ran out). Those another node is judging are left to it.
     */
    async resumeUnfinished(): Promise<number> {
      const ids = await repository.claimableIds(now());
      for (const id of ids) start(id);
      return ids.length;
    },

    /**
     * POST /tasks/{id}/evaluate: judges every judged submission of a task again against its template version (after
     * a runner upgrade, say). Idempotent: those already waiting or being judged are left alone; each ends with one
     * current score, and every score is kept in its history.
     */
    async reevaluate(taskId: string): Promise<{ queued: number }> {
      const ids = await repository.requeueJudgedOfTask(taskId);
      for (const id of ids) start(id);
      return { queued: ids.length };
    },

    /** Every score the submissions were given, oldest first. */
    scoreHistory: (submissionIds: string[]) => repository.scoresOf(submissionIds),

    /** Waits for the judging in flight (tests, and a graceful stop). */
    async settle(): Promise<void> {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
export type JudgingService = ReturnType<typeof createJudgingService>;
