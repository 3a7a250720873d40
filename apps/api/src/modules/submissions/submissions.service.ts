import { candidateView, SUBMISSION_ERROR_CODES, type AssessmentSubmissions, type CandidateSubmission, type CodeInput, type ReviewerSubmission, type TemplateContent } from '@assay/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { ConflictError, NotFoundError, TooManyRequestsError } from '../../lib/errors.js';
import type { OutboxService } from '../../platform/outbox/outbox.service.js';
import type { ExecutionService } from '../execution/execution.service.js';
import { judgeRequestFor } from '../judging/judge-request.js';
import type { TasksService } from '../tasks/tasks.service.js';
import type { UserRow } from '../users/users.service.js';
import type { SubmissionRow, SubmissionsRepository } from './submissions.repository.js';
import type { StoredTestResult } from './submissions.tables.js';

export type { SubmissionRow };

const HOUR_MS = 3_600_000;
/** Judgings the service may fail (runners lost, say) before a submission is recorded as not scorable. */
const MAX_FAILED_JUDGINGS = 3;

/** 0–100: the weights of the passed tests over all the weights. */
export function scoreOf(results: StoredTestResult[]): number {
  const total = results.reduce((sum, test) => sum + test.weight, 0);
  const passed = results.filter((test) => test.verdict === 'accepted').reduce((sum, test) => sum + test.weight, 0);
  return total === 0 ? 0 : Math.round((passed / total) * 100);
}

/** A submission as its candidate sees it: visible tests in full; of hidden ones the verdict, and maxima as a whole. */
export function candidateSubmission(row: SubmissionRow, content: TemplateContent): CandidateSubmission {
  const byId = new Map(content.tests.map((test) => [test.id, test]));
  const view = candidateView(row.results.map((result) => ({ testId: result.id, hidden: result.hidden, verdict: result.verdict, report: result.report })));
  const tests = view.tests.map((test): CandidateSubmission['tests'][number] => {
    if (test.hidden) return { id: test.testId, hidden: true, verdict: test.verdict };
    const spec = byId.get(test.testId);
    const actual = content.test_kind === 'function' ? test.returned ?? '' : test.stdout;
    return { id: test.testId, name: spec?.name ?? test.testId, hidden: false, verdict: test.verdict, input: spec?.input ?? '', expected_output: spec?.expected_output ?? '', actual_output: actual, stderr: test.stderr, time_ms: test.timeMs, memory_kb: test.memoryKb };
  });
  const scored = row.status === 'scored';
  return {
    id: row.id,
    task_id: row.taskId,
    kind: row.kind,
    submitted_by: row.submittedBy,
    language: row.language,
    code: row.code,
    status: row.status,
    score: row.score,
    passed: scored ? row.results.filter((result) => result.verdict === 'accepted').length : null,
    total: content.tests.length,
    compile_error: row.compileOutput,
    error: row.error,
    tests,
    hidden_summary: view.hiddenSummary ? { max_time_ms: view.hiddenSummary.maxTimeMs, max_memory_kb: view.hiddenSummary.maxMemoryKb } : null,
    created_at: row.createdAt.toISOString(),
    scored_at: row.scoredAt?.toISOString() ?? null,
  };
}

/** A submission as reviewers see it: every test, hidden ones included, with what the program printed. */
export function reviewerSubmission(row: SubmissionRow, content: TemplateContent): ReviewerSubmission {
  const names = new Map(content.tests.map((test) => [test.id, test.name]));
  return {
    id: row.id,
    kind: row.kind,
    submitted_by: row.submittedBy,
    language: row.language,
    code: row.code,
    status: row.status,
    score: row.score,
    compile_error: row.compileOutput,
    error: row.error,
    tests: row.results.map((result) => ({ id: result.id, name: names.get(result.id) ?? result.id, hidden: result.hidden, weight: result.weight, verdict: result.verdict, time_ms: result.report.cpuMs, memory_kb: result.report.memoryKb, exit_code: result.report.exitCode, stdout: result.report.stdout, stderr: result.report.stderr })),
    created_at: row.createdAt.toISOString(),
    scored_at: row.scoredAt?.toISOString() ?? null,
  };
}

/**
 * Attempts and final submissions: recorded at once (queued), judged in the background against every test, scored
 * from the tests' weights. The judging is resumable: anything left queued or running is judged again at start.
 */
export function createSubmissionsService({ db, repository, tasks, execution, outbox, log, newId, attemptsPerHour, leaseMs = 60_000, retryMs = 30_000, now = () => new Date() }: {
  db: Database;
  repository: SubmissionsRepository;
  tasks: TasksService;
  execution: ExecutionService;
  outbox: OutboxService;
  log: FastifyBaseLogger;
  newId: () => string;
  attemptsPerHour: number;
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
  async function judge(id: string): Promise<void> {
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
    const renewal = setInterval(() => void repository.renewLease(id, token, later(leaseMs)).catch(() => undefined), Math.max(10, Math.floor(leaseMs / 3)));
    renewal.unref();
    try {
      // A final submission is reviewed: the runner also reads its quality figures off the code.
      const analyze = row.kind === 'final';
      const outcome = await execution.judge(null, judgeRequestFor(content, { language: row.language, source: row.code }, { analyze }));
      if (outcome.error) throw new Error(outcome.error);
      const weights = new Map(content.tests.map((test) => [test.id, test.weight]));
      const compileFailed = outcome.compile !== null && outcome.compile.verdict !== 'accepted';
      const results: StoredTestResult[] = compileFailed
        ? content.tests.map((test) => ({ id: test.id, hidden: test.hidden, weight: test.weight, verdict: 'compile_error', report: { testId: test.id, outcome: 'exited', exitCode: null, signal: null, stdout: '', stderr: '', returned: null, cpuMs: 0, wallMs: 0, memoryKb: 0 } }))
        : outcome.tests.map((test) => ({ id: test.testId, hidden: test.hidden, weight: weights.get(test.testId) ?? 1, verdict: test.verdict, report: test.report }));
      const score = scoreOf(results);
      const compileOutput = compileFailed ? outcome.compile!.output : null;
      await db.transaction(async (tx) => {
        if (!(await repository.finishLeased(id, token, { status: 'scored', score, results, compileOutput, error: null, scoredAt: now(), quality: outcome.quality ?? null }, tx))) return;
        await repository.insertScore({ id: newId(), submissionId: id, trigger, score, results, compileOutput }, tx);
        if (row.kind === 'final') await tasks.recordScore(row.taskId, score, tx);
        await outbox.record(tx, { type: 'submission.scored', payload: { submissionId: id, taskId: row.taskId, candidateId: row.candidateId, kind: row.kind, score, trigger }, organizationId: found.task.organizationId, actorId: row.candidateId });
      });
      if (analyze) track(measureReference(found.version, row.language));
    } catch (error) {
      const message = (error as Error).message;
      if (row.failedJudgings + 1 >= MAX_FAILED_JUDGINGS) {
        log.warn({ submission: id, err: error }, 'a submission could not be judged');
        await repository.finishLeased(id, token, { status: 'error', error: `It could not be scored: ${message}` });
      } else {
        log.warn({ submission: id, err: error }, 'judging failed; the submission goes back in the queue');
        await repository.requeueLeased(id, token, later(retryMs));
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

  function startJudging(id: string): void {
    track(judge(id).catch((error: unknown) => log.error({ submission: id, err: error }, 'judging failed')));
  }

  /**
   * Runs a version's reference solution once per language, against the same tests and limits, to set submissions'
   * run time against it. Kept only when the reference passes every test (a time of a wrong run says nothing).
   */
  async function measureReference(version: { id: string; content: TemplateContent }, language: SubmissionRow['language']): Promise<void> {
    try {
      if ((await repository.referenceTiming(version.id, language)) !== null) return;
      const reference = version.content.languages.find((entry) => entry.language === language)?.reference_solution;
      if (!reference) return;
      const { content } = version;
      const outcome = await execution.judge(null, judgeRequestFor(content, { language, source: reference }));
      if (outcome.error || outcome.tests.length === 0 || outcome.tests.some((test) => test.verdict !== 'accepted')) return;
      await repository.saveReferenceTiming({ templateVersionId: version.id, language, maxCpuMs: Math.max(...outcome.tests.map((test) => test.report.cpuMs)) });
    } catch (error) {
      log.warn({ version: version.id, language, err: error }, 'the reference solution could not be timed');
    }
  }

  async function create(caller: UserRow, taskId: string, input: CodeInput, kind: 'attempt' | 'final'): Promise<CandidateSubmission> {
    const { task, content } = await tasks.openForWork(caller, taskId, input);
    if (kind === 'attempt' && (await repository.attemptsSince(task.id, new Date(Date.now() - HOUR_MS))) >= attemptsPerHour) {
      throw new TooManyRequestsError(`You have made ${attemptsPerHour} attempts at this task in the last hour. Each attempt tells a little about the hidden tests, so they are limited: run the visible tests meanwhile.`, SUBMISSION_ERROR_CODES.attemptsExhausted, 600);
    }
    await execution.admitRun(caller);
    const row = await db.transaction(async (tx) => {
      if (kind === 'final' && !(await tasks.markSubmitted(task.id, tx))) throw new ConflictError('This task has been submitted; it takes no more work.');
      return repository.insert({ id: newId(), taskId: task.id, candidateId: caller.id, kind, language: input.language, code: input.code }, tx);
    });
    startJudging(row.id);
    return candidateSubmission(row, content);
  }

  return {
    /** POST /candidate/tasks/{id}/submissions: scored, the task stays in progress. */
    attempt: (caller: UserRow, taskId: string, input: CodeInput) => create(caller, taskId, input, 'attempt'),

    /** POST /candidate/tasks/{id}/submit: final; the one reviewed. */
    submit: (caller: UserRow, taskId: string, input: CodeInput) => create(caller, taskId, input, 'final'),

    /** How many submissions the caller has made (the candidate dashboard's figure). */
    countOwn: (caller: UserRow) => repository.countOfCandidate(caller.id),

    async list(caller: UserRow, taskId: string): Promise<{ submissions: CandidateSubmission[] }> {
      const task = await tasks.ownTask(caller, taskId);
      const content = (await tasks.forJudging(task.id))!.version.content;
      return { submissions: (await repository.ofTask(task.id)).map((row) => candidateSubmission(row, content)) };
    },

    async get(caller: UserRow, taskId: string, id: string): Promise<CandidateSubmission> {
      const task = await tasks.ownTask(caller, taskId);
      const row = await repository.oneOfTask(task.id, id);
      if (!row) throw new NotFoundError('Submission not found.');
      return candidateSubmission(row, (await tasks.forJudging(task.id))!.version.content);
    },

    /** GET /interviewer/tasks/{id}/submissions: each candidate's task and everything its submissions did. */
    async forAssessment(caller: UserRow, assessmentId: string): Promise<AssessmentSubmissions> {
      const { content, tasks: rows } = await tasks.assessmentTasks(caller, assessmentId);
      const all = await repository.ofTasks(rows.map(({ task }) => task.id));
      return {
        tasks: rows.map(({ task, candidate, status }) => ({
          task_id: task.id,
          candidate,
          status,
          score: task.score,
          due_at: task.dueAt?.toISOString() ?? null,
          submitted_at: task.submittedAt?.toISOString() ?? null,
          submissions: all.filter((row) => row.taskId === task.id).map((row) => reviewerSubmission(row, content)),
        })),
      };
    },

    /**
     * At start and on every sweep: judges what nobody holds: retries that are due and what a crash left queued or
     * running (its lease ran out). Those another node is judging are left to it.
     */
    async resumeUnfinished(): Promise<number> {
      const ids = await repository.claimableIds(now());
      for (const id of ids) startJudging(id);
      return ids.length;
    },

    /**
     * POST /tasks/{id}/evaluate: judges every judged submission of a task again against its template version (after
     * a runner upgrade, say). Idempotent: those already waiting or being judged are left alone; each ends with one
     * current score, and every score is kept in its history.
     */
    async reevaluate(taskId: string): Promise<{ queued: number }> {
      const ids = await repository.requeueJudgedOfTask(taskId);
      for (const id of ids) startJudging(id);
      return { queued: ids.length };
    },

    /** A submission as stored (reviewers' reads; the caller has checked it is theirs to see). */
    byId: (id: string) => repository.byId(id),

    /** The slowest test's CPU time of a version's reference solution in a language, once measured. */
    referenceTiming: (templateVersionId: string, language: SubmissionRow['language']) => repository.referenceTiming(templateVersionId, language),

    /** Every score the submissions were given, oldest first. */
    scoreHistory: (submissionIds: string[]) => repository.scoresOf(submissionIds),

    /** Submits, for their candidates, the latest drafts of timed tasks whose time is up. */
    async submitOverdueDrafts(): Promise<number> {
      let submitted = 0;
      for (const { task, draft, content } of await tasks.overdueTimedTasks()) {
        const row = await db.transaction(async (tx) => {
          if (!(await tasks.markSubmitted(task.id, tx))) return null;
          // No draft saved: an empty program in the task's first language, which scores 0 and says so.
          return repository.insert({ id: newId(), taskId: task.id, candidateId: task.candidateId, kind: 'final', submittedBy: 'time_up', language: draft?.language ?? content.languages[0]!.language, code: draft?.code ?? '' }, tx);
        });
        if (row) {
          submitted += 1;
          startJudging(row.id);
        }
      }
      return submitted;
    },

    /** Waits for the judging in flight (tests, and a graceful stop). */
    async settle(): Promise<void> {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
export type SubmissionsService = ReturnType<typeof createSubmissionsService>;
