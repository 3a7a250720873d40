import {
  ORGANIZATION_REQUIRED_MESSAGE,
  TASK_ERROR_CODES,
  type CandidateTask,
  type CandidateTaskList,
  type CodeInput,
  type CustomRunInput,
  type CustomRunResult,
  type TaskDraft,
  type TaskSummary,
  type TemplateContent,
  type TestRunResult,
} from '@assay/contracts';
import type { Database, DbExecutor } from '../../db/client.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.js';
import type { EventSubscriber } from '../../platform/outbox/outbox.dispatcher.js';
import type { OutboxService } from '../../platform/outbox/outbox.service.js';
import type { ExecutionService } from '../execution/execution.service.js';
import { runVisibleTests } from '../judging/visible-test-run.js';
import type { OrganizationSuspension } from '../organizations/organization-suspension.js';
import type { TaskTemplatesService } from '../task-templates/task-templates.service.js';
import type { UserRow } from '../users/users.service.js';
import { assertLanguageOffered, assertOpenForWork, pastTimedGrace } from './task-rules.js';
import { customRunRequest, customRunResult, isJsonArray } from './custom-run.js';
import { candidateView, draftView, kindOf, statusOf, summaryOf } from './task-views.js';
import type { TaskRow, TasksRepository } from './tasks.repository.js';
import { withVersions, type TaskWithVersion } from './task-versions.js';

/** How long before its due date a candidate is reminded of an open task. */
const DUE_REMINDER_HOURS = 24;
const NOT_FOUND = 'Task not found.';

/**
 * A candidate's tasks — listing, opening, running the visible tests, saving drafts — and the task's lifecycle the
 * other modules drive (submitted, scored, a timed task's end, the due-date reminder).
 */
export function createCandidateTasksService({
  db,
  repository,
  templates,
  execution,
  outbox,
  suspension,
  now = () => new Date(),
}: {
  db: Database;
  repository: TasksRepository;
  templates: Pick<TaskTemplatesService, 'versionsByIds'>;
  execution: Pick<ExecutionService, 'judge'>;
  outbox: OutboxService;
  /** A suspended organization's tasks take no work: no start, run, draft or submission. */
  suspension: Pick<OrganizationSuspension, 'assertActive'>;
  now?: () => Date;
}) {
  /** The caller's own task, or 404 (never whether someone else's exists); `cached` for reads that change nothing. */
  async function ownTask(caller: UserRow, id: string, { cached = false } = {}) {
    const found = cached
      ? await repository.cachedCandidateTask(caller.id, id)
      : await repository.candidateTask(caller.id, id);
    if (!found) throw new NotFoundError(NOT_FOUND);
    const [{ version }] = (await withVersions(templates, [found.task])) as [TaskWithVersion];
    return { ...found, version };
  }

  /**
   * An assigned task starts when the candidate presses Start on its instructions page, or on their first work on it
   * (a run, a draft, a submission), and a timed task's clock with it: reading the instructions costs no time, and the
   * clock binds all work however the candidate came to it (the statement may be read elsewhere, e.g. in practice).
   */
  async function started(task: TaskRow, at: Date): Promise<TaskRow> {
    if (task.status !== 'assigned' || statusOf(task, at) !== 'assigned') return task;
    const row = await repository.startTask(task.id, at);
    // Another request started it first: its start is the one that counts.
    return row ?? (await repository.candidateTask(task.candidateId, task.id))?.task ?? task;
  }

  /**
   * The caller's task for work (starting it, running, saving, submitting): the one place such work is refused while
   * the task's organization is suspended.
   */
  async function ownTaskForWork(caller: UserRow, id: string) {
    const found = await ownTask(caller, id);
    await suspension.assertActive(found.task.organizationId);
    return found;
  }

  /** The caller's task (started, if it was not yet) and its version's content, if it takes work now in this language. */
  async function openForWork(caller: UserRow, id: string, input: CodeInput) {
    const found = await ownTaskForWork(caller, id);
    const { version } = found;
    const at = now();
    const task = await started(found.task, at);
    assertOpenForWork(task, at);
    assertLanguageOffered(version.content, input);
    return { task, content: version.content };
  }

  return {
    /** GET /candidate/tasks: the candidate's tasks in the organization they act in. */
    async candidateTasks(
      caller: UserRow,
      query: { difficulty?: string | undefined; tags: string[]; page: number; limit: number },
    ): Promise<CandidateTaskList> {
      if (!caller.organizationId)
        throw new ForbiddenError(ORGANIZATION_REQUIRED_MESSAGE, TASK_ERROR_CODES.organizationRequired);
      const { rows, total } = await repository.cachedCandidateTasks({
        candidateId: caller.id,
        organizationId: caller.organizationId,
        ...query,
      });
      const at = now();
      return {
        tasks: (await withVersions(templates, rows)).map(({ task, version }) => summaryOf(task, version.content, at)),
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    /** Every task of the caller, in any organization and practice, newest first (search reads it). */
    async allOwn(caller: UserRow): Promise<TaskSummary[]> {
      const at = now();
      return (await withVersions(templates, await repository.allOfCandidate(caller.id))).map(({ task, version }) =>
        summaryOf(task, version.content, at),
      );
    },

    /** GET /candidate/tasks/{id}: an assigned task as it stands, started by nothing but Start or the first work on it. */
    async candidateTask(caller: UserRow, id: string): Promise<CandidateTask> {
      const found = await ownTask(caller, id, { cached: true });
      const at = now();
      // Practice has no instructions page and no clock: opening it is starting it.
      const task = kindOf(found.task) === 'practice' ? await started(found.task, at) : found.task;
      return candidateView(task, found.version, found.drafts, at);
    },

    /** POST /candidate/tasks/{id}/start: the candidate starts the task (and a timed task's clock); again changes nothing. */
    async start(caller: UserRow, id: string): Promise<CandidateTask> {
      const found = await ownTaskForWork(caller, id);
      const at = now();
      const task = await started(found.task, at);
      return candidateView(task, found.version, found.drafts, at);
    },

    /** POST /candidate/tasks/{id}/test: the code against the visible tests only, with everything of each. */
    async runVisibleTests(caller: UserRow, id: string, input: CodeInput): Promise<TestRunResult> {
      const { content } = await openForWork(caller, id, input);
      return runVisibleTests(content, input, (request) => execution.judge(caller, request));
    },

    /** POST /candidate/tasks/{id}/run: the code on the candidate's own input, with the task's limits; nothing compared. */
    async runCustomInput(caller: UserRow, id: string, input: CustomRunInput): Promise<CustomRunResult> {
      const { content } = await openForWork(caller, id, input);
      if (content.test_kind === 'function' && !isJsonArray(input.input))
        throw new ValidationError(
          `The input of this task is the arguments of ${content.entry_function ?? 'the function'} as a JSON array, e.g. [1, 2].`,
        );
      const outcome = await execution.judge(caller, customRunRequest(content, input));
      if (outcome.error) throw new ValidationError(`Your code could not be run: ${outcome.error}`);
      return customRunResult(content, outcome);
    },

    /** PUT /candidate/tasks/{id}/draft: keeps the latest code (a timed task's is submitted for the candidate at the end). */
    async saveDraft(caller: UserRow, id: string, input: CodeInput): Promise<TaskDraft> {
      const { task } = await openForWork(caller, id, input);
      return draftView(await repository.saveDraft(task, input.code, input.language));
    },

    /**
     * A candidate removed from an organization: what this node and the others keep of their tasks is forgotten, so the
     * organization's tasks leave their pages too (reads and work already need the membership).
     */
    removedMemberSubscriber: {
      name: 'tasks.member-removed',
      types: ['membership.removed'],
      async handle(event) {
        repository.forgetCandidate((event.payload as { userId: string }).userId);
      },
    } satisfies EventSubscriber,

    /** Submissions check a task takes work before storing any. */
    openForWork,

    /**
     * Whether the caller's own task takes work now (the editor's recording is kept only while it does), read through
     * the candidate's kept reads: the recording posts every few seconds. Not theirs: 404.
     */
    async takesWork(caller: UserRow, id: string): Promise<boolean> {
      const found = await repository.cachedCandidateTask(caller.id, id);
      if (!found) throw new NotFoundError(NOT_FOUND);
      const status = statusOf(found.task, now());
      return (status === 'assigned' || status === 'in_progress') && !pastTimedGrace(found.task, now());
    },

    /** The caller's task whatever its state (its submissions are listed even after it closed). */
    async ownTask(caller: UserRow, id: string): Promise<TaskRow> {
      return (await ownTask(caller, id)).task;
    },

    /** A task and its version, for those acting for no caller (the judge, reviewers' reads). */
    async forJudging(id: string) {
      return repository.taskWithVersion(id);
    },

    /** A task's title, for notices about it. */
    async titleOf(id: string, tx?: DbExecutor): Promise<string | null> {
      return (await repository.taskWithVersion(id, tx))?.version.content.title ?? null;
    },

    /** Marks an open task submitted; null when it was not open any more (another submit won the race). */
    markSubmitted(id: string, tx?: DbExecutor) {
      return repository.markSubmitted(id, now(), tx);
    },

    recordScore(id: string, score: number, tx?: DbExecutor) {
      return repository.updateTask(id, { status: 'scored', score }, tx);
    },

    /** Timed tasks still in progress past their end and grace: the server submits their latest draft. */
    async overdueTimedTasks(): Promise<
      { task: TaskRow; draft: { code: string; language: CodeInput['language'] } | null; content: TemplateContent }[]
    > {
      const at = now();
      const overdue = (await repository.inProgressTimed()).filter((task) => pastTimedGrace(task, at));
      return Promise.all(
        (await withVersions(templates, overdue)).map(async ({ task, version }) => {
          const draft = await repository.latestDraft(task.id);
          return {
            task,
            content: version.content,
            draft: draft ? { code: draft.code, language: draft.language } : null,
          };
        }),
      );
    },

    /** Tells each candidate, once, that a task of theirs is due within DUE_REMINDER_HOURS (an outbox event per task). */
    async remindDueSoon(): Promise<number> {
      const at = now();
      return db.transaction(async (tx) => {
        const due = await repository.claimDueReminders(at, new Date(at.getTime() + DUE_REMINDER_HOURS * 3_600_000), tx);
        for (const task of due) {
          await outbox.record(tx, {
            type: 'task.due_soon',
            payload: { taskId: task.id, candidateId: task.candidateId, dueAt: task.dueAt!.toISOString() },
            organizationId: task.organizationId,
            actorId: null,
          });
        }
        return due.length;
      });
    },
  };
}
export type CandidateTasksService = ReturnType<typeof createCandidateTasksService>;
