import { createHash } from 'node:crypto';
import {
  candidateView,
  SUBMISSION_ERROR_CODES,
  type AssessmentSubmissions,
  type CandidateSubmission,
  type CodeInput,
  type OwnSubmissionList,
  type OwnSubmissionsQuery,
  type ReviewerSubmission,
  type TemplateContent,
} from '@assay/contracts';
import type { Database } from '../../db/client.js';
import { ConflictError, NotFoundError, TooManyRequestsError } from '../../lib/errors.js';
import type { ExecutionService } from '../execution/execution.service.js';
import type { JudgingService } from '../judging/judging.service.js';
import type { TaskTemplatesService } from '../task-templates/task-templates.service.js';
import type { AssessmentsService } from '../tasks/assessments.service.js';
import type { CandidateTasksService } from '../tasks/candidate-tasks.service.js';
import type { UserRow } from '../users/users.service.js';
import type { SubmissionRow, SubmissionsRepository } from './submissions.repository.js';

export type { SubmissionRow };

const HOUR_MS = 3_600_000;

/**
 * A submission as its candidate sees it, practice or assigned alike: visible tests in full; hidden ones only as a whole
 * (how many passed, the worst verdict, time and memory within the limits or over), never one by one or as figures.
 */
export function candidateSubmission(row: SubmissionRow, content: TemplateContent): CandidateSubmission {
  const byId = new Map(content.tests.map((test) => [test.id, test]));
  const view = candidateView(
    row.results.map((result) => ({
      testId: result.id,
      hidden: result.hidden,
      verdict: result.verdict,
      report: result.report,
    })),
  );
  const tests = view.tests.map((test): CandidateSubmission['tests'][number] => {
    const spec = byId.get(test.testId);
    const actual = content.test_kind === 'function' ? (test.returned ?? '') : test.stdout;
    return {
      id: test.testId,
      name: spec?.name ?? test.testId,
      hidden: false,
      verdict: test.verdict,
      input: spec?.input ?? '',
      expected_output: spec?.expected_output ?? '',
      actual_output: actual,
      stderr: test.stderr,
      time_ms: test.timeMs,
      memory_kb: test.memoryKb,
    };
  });
  const scored = row.status === 'scored';
  return {
    id: row.id,
    task_id: row.taskId,
    kind: row.kind,
    submitted_by: row.submittedBy,
    language: row.language,
    code: row.code,
    code_sha256: createHash('sha256').update(row.code).digest('hex'),
    status: row.status,
    score: row.score,
    passed: scored ? row.results.filter((result) => result.verdict === 'accepted').length : null,
    total: content.tests.length,
    compile_error: row.compileOutput,
    error: row.error,
    tests,
    hidden: view.hidden,
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
    tests: row.results.map((result) => ({
      id: result.id,
      name: names.get(result.id) ?? result.id,
      hidden: result.hidden,
      weight: result.weight,
      verdict: result.verdict,
      time_ms: result.report.cpuMs,
      memory_kb: result.report.memoryKb,
      exit_code: result.report.exitCode,
      stdout: result.report.stdout,
      stderr: result.report.stderr,
    })),
    created_at: row.createdAt.toISOString(),
    scored_at: row.scoredAt?.toISOString() ?? null,
  };
}

/**
 * A candidate's attempts and final submissions: recorded at once (queued) and handed to judging, which scores them in
 * the background; read back by their candidate (and by reviewers, every test in full).
 */
export function createSubmissionsService({
  db,
  repository,
  tasks,
  assessments,
  execution,
  judging,
  templates,
  newId,
  attemptsPerHour,
}: {
  db: Database;
  repository: SubmissionsRepository;
  tasks: Pick<CandidateTasksService, 'openForWork' | 'markSubmitted' | 'ownTask' | 'forJudging' | 'overdueTimedTasks'>;
  assessments: Pick<AssessmentsService, 'assessmentTasks'>;
  execution: Pick<ExecutionService, 'admitRun'>;
  judging: Pick<JudgingService, 'start'>;
  templates: Pick<TaskTemplatesService, 'versionsByIds'>;
  newId: () => string;
  attemptsPerHour: number;
}) {
  async function create(
    caller: UserRow,
    taskId: string,
    input: CodeInput,
    kind: 'attempt' | 'final',
  ): Promise<CandidateSubmission> {
    const { task, content } = await tasks.openForWork(caller, taskId, input);
    // Limited per candidate and template version, not per task: practice of a public template hands out fresh tasks
    // of the version organizations assign, so a per-task count would be no limit at all. A practice final counts too,
    // since a fresh practice task follows it; an assigned task's one final never is refused.
    const limited = kind === 'attempt' || task.organizationId === null;
    if (
      limited &&
      (await repository.limitedSince(caller.id, task.templateVersionId, new Date(Date.now() - HOUR_MS))) >=
        attemptsPerHour
    ) {
      throw new TooManyRequestsError(
        `You have made ${attemptsPerHour} attempts at this task in the last hour. Each attempt tells a little about the hidden tests, so they are limited: run the visible tests meanwhile.`,
        SUBMISSION_ERROR_CODES.attemptsExhausted,
        600,
      );
    }
    await execution.admitRun(caller);
    const row = await db.transaction(async (tx) => {
      if (kind === 'final' && !(await tasks.markSubmitted(task.id, tx)))
        throw new ConflictError('This task has been submitted; it takes no more work.');
      return repository.insert(
        { id: newId(), taskId: task.id, candidateId: caller.id, kind, language: input.language, code: input.code },
        tx,
      );
    });
    judging.start(row.id);
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

    /** GET /candidate/submissions: the caller's own submissions across all their tasks ("My submissions"). */
    async listOwn(caller: UserRow, query: OwnSubmissionsQuery): Promise<OwnSubmissionList> {
      const { rows, total } = await repository.pageOfCandidate(caller.id, query);
      const versions = await templates.versionsByIds(rows.map((row) => row.templateVersionId));
      return {
        submissions: rows.map((row) => ({
          id: row.id,
          task_id: row.taskId,
          title: versions.get(row.templateVersionId)?.content.title ?? '',
          practice: row.organizationId === null,
          kind: row.kind,
          submitted_by: row.submittedBy,
          language: row.language,
          status: row.status,
          score: row.score,
          created_at: row.createdAt.toISOString(),
        })),
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    async get(caller: UserRow, taskId: string, id: string): Promise<CandidateSubmission> {
      const task = await tasks.ownTask(caller, taskId);
      const row = await repository.oneOfTask(task.id, id);
      if (!row) throw new NotFoundError('Submission not found.');
      return candidateSubmission(row, (await tasks.forJudging(task.id))!.version.content);
    },

    /** GET /interviewer/tasks/{id}/submissions: each candidate's task and everything its submissions did. */
    async forAssessment(caller: UserRow, assessmentId: string): Promise<AssessmentSubmissions> {
      const { content, tasks: rows } = await assessments.assessmentTasks(caller, assessmentId);
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

    /** A task's attempts and final submission as stored, oldest first (reviewers' reads; the caller has checked). */
    attemptHistory: (taskId: string) => repository.attemptHistory(taskId),

    /** A submission as stored (reviewers' reads; the caller has checked it is theirs to see). */
    byId: (id: string) => repository.byId(id),

    /** Submits, for their candidates, the latest drafts of timed tasks whose time is up. */
    async submitOverdueDrafts(): Promise<number> {
      let submitted = 0;
      for (const { task, draft, content } of await tasks.overdueTimedTasks()) {
        const row = await db.transaction(async (tx) => {
          if (!(await tasks.markSubmitted(task.id, tx))) return null;
          // No draft saved: an empty program in the task's first language, which scores 0 and says so.
          return repository.insert(
            {
              id: newId(),
              taskId: task.id,
              candidateId: task.candidateId,
              kind: 'final',
              submittedBy: 'time_up',
              language: draft?.language ?? content.languages[0]!.language,
              code: draft?.code ?? '',
            },
            tx,
          );
        });
        if (row) {
          submitted += 1;
          judging.start(row.id);
        }
      }
      return submitted;
    },
  };
}
export type SubmissionsService = ReturnType<typeof createSubmissionsService>;
