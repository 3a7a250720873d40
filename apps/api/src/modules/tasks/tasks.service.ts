import {
  LANGUAGE_NAMES,
  ORGANIZATION_REQUIRED_MESSAGE,
  TASK_ERROR_CODES,
  TASK_STATUSES,
  TIMED_TASK_GRACE_SECONDS,
  type Assessment,
  type AssignResult,
  type CandidateTask,
  type CandidateTaskList,
  type CodeInput,
  type TaskDraft,
  type TaskStatus,
  type TaskSummary,
  type TemplateContent,
  type TestRunResult,
  type UpdateAssessmentInput,
} from '@assay/contracts';
import type { Database, DbExecutor } from '../../db/client.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.js';
import type { AuditService } from '../../platform/audit/audit.service.js';
import type { EventSubscriber } from '../../platform/outbox/outbox.dispatcher.js';
import type { OutboxService } from '../../platform/outbox/outbox.service.js';
import type { ExecutionService } from '../execution/execution.service.js';
import { judgeRequestFor } from '../judging/judge-request.js';
import type { InvitationsService } from '../organizations/invitations.service.js';
import type { OrganizationsService } from '../organizations/organizations.service.js';
import { redactContent, type TaskTemplatesService } from '../task-templates/task-templates.service.js';
import type { RequestMeta, UserRow } from '../users/users.service.js';
import { deadlineOf, iso, statusOf, summaryOf } from './task-views.js';
import type { AssessmentRow, TaskRow, TasksRepository } from './tasks.repository.js';
import { withVersions, type TaskWithVersion } from './task-versions.js';

const DAY_MS = 86_400_000;
/** How long before its due date a candidate is reminded of an open task. */
const DUE_REMINDER_HOURS = 24;
const NOT_FOUND = 'Task not found.';

/** What a task is given: the version and settings, copied onto each task (an assessment's, or a forked task's). */
interface TaskSpec {
  organizationId: string;
  assessmentId: string;
  templateVersionId: string;
  title: string;
  instructions: string;
  dueAt: Date | null;
  durationMinutes: number | null;
  originTaskId: string | null;
}

function assessmentOf(
  row: AssessmentRow,
  version: { version: number; content: TemplateContent },
  counts: Partial<Record<TaskStatus, number>>,
): Assessment {
  return {
    id: row.id,
    organization_id: row.organizationId,
    template_id: row.templateId,
    template_version: version.version,
    title: version.content.title,
    difficulty: version.content.difficulty,
    instructions: row.instructions,
    due_in_days: row.dueInDays,
    duration_minutes: row.durationMinutes,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    counts: Object.fromEntries(TASK_STATUSES.map((status) => [status, counts[status] ?? 0])) as Assessment['counts'],
  };
}

/** Assessments, assignment, and a candidate's tasks: opening, running the visible tests, saving drafts. */
export function createTasksService({
  db,
  repository,
  templates,
  organizations,
  invitations,
  execution,
  audit,
  outbox,
  newId,
  now = () => new Date(),
}: {
  db: Database;
  repository: TasksRepository;
  templates: TaskTemplatesService;
  organizations: Pick<OrganizationsService, 'members'>;
  invitations: Pick<InvitationsService, 'inviteCandidate'>;
  execution: ExecutionService;
  audit: AuditService;
  outbox: OutboxService;
  newId: () => string;
  now?: () => Date;
}) {
  function actingOrganization(caller: UserRow): string {
    if (!caller.organizationId)
      throw new ForbiddenError('Create or join an organization first.', TASK_ERROR_CODES.organizationRequired);
    return caller.organizationId;
  }

  /** The caller's own task, or 404 (never whether someone else's exists); `cached` for reads that change nothing. */
  async function ownTask(caller: UserRow, id: string, { cached = false } = {}) {
    const found = cached
      ? await repository.cachedCandidateTask(caller.id, id)
      : await repository.candidateTask(caller.id, id);
    if (!found) throw new NotFoundError(NOT_FOUND);
    const [{ version }] = (await withVersions(templates, [found.task])) as [TaskWithVersion];
    return { ...found, version };
  }

  /** Refuses work on a task that no longer takes any: submitted, expired, or past a timed task's end and grace. */
  function requireOpen(task: TaskRow, at: Date): void {
    const status = statusOf(task, at);
    if (status === 'submitted' || status === 'scored')
      throw new ConflictError('This task has been submitted; it takes no more work.', TASK_ERROR_CODES.taskClosed);
    if (status === 'expired')
      throw new ConflictError(
        `This task expired on ${task.dueAt!.toISOString().slice(0, 10)}; it takes no more work.`,
        TASK_ERROR_CODES.taskClosed,
      );
    const deadline = deadlineOf(task);
    if (deadline && at.getTime() > deadline.getTime() + TIMED_TASK_GRACE_SECONDS * 1000)
      throw new ConflictError('The time for this task is up; it takes no more work.', TASK_ERROR_CODES.taskClosed);
  }

  function offered(content: TemplateContent, input: CodeInput): void {
    if (!content.languages.some((entry) => entry.language === input.language)) {
      const names = content.languages.map((entry) => LANGUAGE_NAMES[entry.language]).join(', ');
      throw new ValidationError(
        `This task is not offered in ${LANGUAGE_NAMES[input.language]}. Choose one of: ${names}.`,
        [{ field: 'language', message: 'is not offered for this task' }],
        TASK_ERROR_CODES.languageNotOffered,
      );
    }
  }

  /**
   * Gives a task to each candidate named, by email or id: candidates of the organization get it now; anyone not in
   * it is invited as a candidate and gets it on joining; the rest are skipped with the reason in words.
   */
  async function give(
    caller: UserRow,
    spec: TaskSpec,
    who: { candidate_emails: string[]; candidate_ids: string[] },
    meta: RequestMeta = {},
  ): Promise<AssignResult> {
    if (spec.dueAt && spec.dueAt <= now())
      throw new ValidationError('The due date must be in the future.', [
        { field: 'due_date', message: 'must be in the future' },
      ]);
    const { members } = await organizations.members(caller, spec.organizationId);
    const skipped: AssignResult['skipped'] = [];
    const chosen = new Map<string, { userId: string; email: string }>();
    const strangers: string[] = [];
    for (const email of who.candidate_emails) {
      const member = members.find((entry) => entry.email.toLowerCase() === email);
      if (member?.role === 'candidate') chosen.set(member.userId, member);
      else if (member)
        skipped.push({ candidate: email, reason: `In your organization as ${member.role}, not as a candidate.` });
      else strangers.push(email);
    }
    for (const id of who.candidate_ids) {
      const member = members.find((entry) => entry.userId === id && entry.role === 'candidate');
      if (member) chosen.set(member.userId, member);
      else skipped.push({ candidate: id, reason: 'Not a candidate of your organization.' });
    }
    for (const userId of await repository.candidatesWithTask(spec.assessmentId, [...chosen.keys()])) {
      skipped.push({ candidate: chosen.get(userId)!.email, reason: 'Already has this task.' });
      chosen.delete(userId);
    }
    const created = await db.transaction(async (tx) => {
      const rows = await repository.insertTasks(
        [...chosen.values()].map((member) => taskRowOf(spec, member.userId, caller.id)),
        tx,
      );
      for (const row of rows) await recordAssigned(caller, row, spec.title, meta, tx);
      return rows;
    });
    const invited: string[] = [];
    for (const email of strangers) {
      const outcome = await invitations.inviteCandidate(
        caller,
        spec.organizationId,
        email,
        meta,
        async (invitationId, tx) => {
          await repository.insertPending(
            {
              id: newId(),
              invitationId,
              organizationId: spec.organizationId,
              assessmentId: spec.assessmentId,
              templateVersionId: spec.templateVersionId,
              originTaskId: spec.originTaskId,
              instructions: spec.instructions,
              dueAt: spec.dueAt,
              durationMinutes: spec.durationMinutes,
              assignedBy: caller.id,
            },
            tx,
          );
        },
      );
      if ('refused' in outcome) skipped.push({ candidate: email, reason: outcome.refused });
      else invited.push(email);
    }
    return {
      assigned: created.map((row) => ({
        task_id: row.id,
        candidate_id: row.candidateId,
        email: chosen.get(row.candidateId)!.email,
      })),
      invited,
      skipped,
    };
  }

  function taskRowOf(spec: Omit<TaskSpec, 'title'>, candidateId: string, assignedBy: string) {
    return {
      id: newId(),
      organizationId: spec.organizationId,
      assessmentId: spec.assessmentId,
      templateVersionId: spec.templateVersionId,
      candidateId,
      assignedBy,
      originTaskId: spec.originTaskId,
      instructions: spec.instructions,
      dueAt: spec.dueAt,
      durationMinutes: spec.durationMinutes,
    };
  }

  async function recordAssigned(
    caller: { id: string },
    row: TaskRow,
    title: string,
    meta: RequestMeta,
    tx: DbExecutor,
  ) {
    await audit.record(
      {
        actorId: caller.id,
        action: 'task.assigned',
        organizationId: row.organizationId,
        targetType: 'task',
        targetId: row.id,
        metadata: { candidateId: row.candidateId, title, originTaskId: row.originTaskId },
        requestId: meta.requestId ?? null,
        ip: meta.ip ?? null,
      },
      tx,
    );
    await outbox.record(tx, {
      type: 'task.assigned',
      payload: { taskId: row.id, candidateId: row.candidateId, title },
      actorId: caller.id,
      organizationId: row.organizationId,
      requestId: meta.requestId ?? null,
    });
  }

  /** Someone invited with tasks waiting joined: their tasks are created now (at least once: a second delivery finds none left). */
  const pendingTasksSubscriber: EventSubscriber = {
    name: 'tasks.pending',
    types: ['invitation.accepted'],
    async handle(event) {
      const { userId, invitationId, role } = event.payload as { userId: string; invitationId: string; role: string };
      const pending = await repository.pendingOfInvitation(invitationId);
      if (pending.length === 0) return;
      await db.transaction(async (tx) => {
        for (const entry of role === 'candidate' ? pending : []) {
          if ((await repository.candidatesWithTask(entry.assessmentId, [userId], tx)).size > 0) continue;
          const [row] = await repository.insertTasks([taskRowOf(entry, userId, entry.assignedBy)], tx);
          const version = await repository.version(entry.templateVersionId, tx);
          await recordAssigned(
            { id: entry.assignedBy },
            row!,
            version?.content.title ?? '',
            event.requestId ? { requestId: event.requestId } : {},
            tx,
          );
        }
        await repository.deletePending(
          pending.map((entry) => entry.id),
          tx,
        );
      });
    },
  };

  return {
    /** POST /interviewer/tasks: an assessment of the template's newest published version. */
    async createAssessment(
      caller: UserRow,
      input: { template_id: string; instructions: string; due_in_days: number | null; duration_minutes: number | null },
      meta: RequestMeta = {},
    ): Promise<Assessment> {
      const organizationId = actingOrganization(caller);
      const version = await templates.publishedVersionFor(caller, input.template_id);
      return db.transaction(async (tx) => {
        const row = await repository.insertAssessment(
          {
            id: newId(),
            organizationId,
            templateId: input.template_id,
            templateVersionId: version.id,
            instructions: input.instructions,
            dueInDays: input.due_in_days,
            durationMinutes: input.duration_minutes,
            createdBy: caller.id,
          },
          tx,
        );
        await audit.record(
          {
            actorId: caller.id,
            action: 'assessment.created',
            organizationId,
            targetType: 'assessment',
            targetId: row.id,
            metadata: { title: version.content.title, version: version.version },
            requestId: meta.requestId ?? null,
            ip: meta.ip ?? null,
          },
          tx,
        );
        return assessmentOf(row, version, {});
      });
    },

    async assessments(caller: UserRow, page: number, limit: number) {
      const organizationId = actingOrganization(caller);
      const { rows, counts, total } = await repository.assessments(organizationId, page, limit);
      return {
        assessments: rows.map(({ assessment, version }) =>
          assessmentOf(
            assessment,
            version,
            Object.fromEntries(
              counts
                .filter((entry) => entry.assessmentId === assessment.id)
                .map((entry) => [entry.status, entry.total]),
            ),
          ),
        ),
        total,
        page,
        limit,
      };
    },

    /** POST /interviewer/tasks/assign: a task for each candidate named; people not yet in the organization are invited. */
    async assign(
      caller: UserRow,
      input: { assessment_id: string; candidate_emails: string[]; candidate_ids: string[]; due_date: string | null },
      meta: RequestMeta = {},
    ): Promise<AssignResult> {
      const organizationId = actingOrganization(caller);
      const found = await repository.assessment(organizationId, input.assessment_id);
      if (!found) throw new NotFoundError('Assessment not found.');
      const at = now();
      const dueAt = input.due_date
        ? new Date(input.due_date)
        : found.assessment.dueInDays
          ? new Date(at.getTime() + found.assessment.dueInDays * DAY_MS)
          : null;
      return give(
        caller,
        {
          organizationId,
          assessmentId: found.assessment.id,
          templateVersionId: found.assessment.templateVersionId,
          title: found.version.content.title,
          instructions: found.assessment.instructions,
          dueAt,
          durationMinutes: found.assessment.durationMinutes,
          originTaskId: null,
        },
        input,
        meta,
      );
    },

    give,

    /** Removes an assessment of the caller's organization that gave nothing (POST /tasks whose candidate was refused). */
    async discardUnusedAssessment(caller: UserRow, id: string, meta: RequestMeta = {}): Promise<void> {
      const organizationId = actingOrganization(caller);
      await db.transaction(async (tx) => {
        if (!(await repository.assessment(organizationId, id, tx))) return;
        if (await repository.deleteUnusedAssessment(id, tx))
          await audit.record(
            {
              actorId: caller.id,
              action: 'assessment.discarded',
              organizationId,
              targetType: 'assessment',
              targetId: id,
              metadata: {},
              requestId: meta.requestId ?? null,
              ip: meta.ip ?? null,
            },
            tx,
          );
      });
    },

    /** Creates the tasks waiting for an invited candidate once they join. */
    subscriber: pendingTasksSubscriber,

    /** PATCH /interviewer/tasks/{id}: settings for tasks assigned from now on, and a new due date for unfinished ones. */
    async updateAssessment(
      caller: UserRow,
      id: string,
      input: UpdateAssessmentInput,
      meta: RequestMeta = {},
    ): Promise<Assessment> {
      const organizationId = actingOrganization(caller);
      const found = await repository.assessment(organizationId, id);
      if (!found) throw new NotFoundError('Assessment not found.');
      const dueAt =
        input.due_date === undefined ? undefined : input.due_date === null ? null : new Date(input.due_date);
      if (dueAt && dueAt <= now())
        throw new ValidationError('The due date must be in the future.', [
          { field: 'due_date', message: 'must be in the future' },
        ]);
      const version = input.use_latest_version
        ? await templates.publishedVersionFor(caller, found.assessment.templateId)
        : found.version;
      const row = await db.transaction(async (tx) => {
        const updated = await repository.updateAssessment(
          id,
          {
            ...(input.instructions !== undefined && { instructions: input.instructions }),
            ...(input.due_in_days !== undefined && { dueInDays: input.due_in_days }),
            ...(input.duration_minutes !== undefined && { durationMinutes: input.duration_minutes }),
            templateVersionId: version.id,
          },
          tx,
        );
        const moved = dueAt === undefined ? 0 : await repository.moveDueDate(id, dueAt, tx);
        await audit.record(
          {
            actorId: caller.id,
            action: 'assessment.updated',
            organizationId,
            targetType: 'assessment',
            targetId: id,
            metadata: { ...input, version: version.version, tasksMoved: moved },
            requestId: meta.requestId ?? null,
            ip: meta.ip ?? null,
          },
          tx,
        );
        return updated;
      });
      return assessmentOf(row, version, await repository.statusCounts(id));
    },

    /** An assessment of the caller's organization with its tasks and candidates (reviewers' views build on it). */
    async assessmentTasks(caller: UserRow, assessmentId: string) {
      const found = await repository.assessment(actingOrganization(caller), assessmentId);
      if (!found) throw new NotFoundError('Assessment not found.');
      const at = now();
      const rows = await repository.assessmentTasks(assessmentId);
      return {
        content: found.version.content,
        tasks: rows.map(({ task, candidate }) => ({ task, candidate, status: statusOf(task, at) })),
      };
    },

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

    /** GET /candidate/tasks/{id}: opening an assigned task starts it (and a timed task's clock). */
    async candidateTask(caller: UserRow, id: string): Promise<CandidateTask> {
      const found = await ownTask(caller, id, { cached: true });
      let task = found.task;
      const at = now();
      if (task.status === 'assigned' && statusOf(task, at) === 'assigned')
        task = await repository.updateTask(task.id, { status: 'in_progress', startedAt: at });
      const draft = found.draft;
      return {
        ...summaryOf(task, found.version.content, at),
        instructions: task.instructions,
        template_version: found.version.version,
        content: redactContent(found.version.content),
        started_at: iso(task.startedAt),
        deadline_at: iso(deadlineOf(task)),
        server_time: at.toISOString(),
        draft: draft ? { code: draft.code, language: draft.language, saved_at: draft.savedAt.toISOString() } : null,
      };
    },

    /** POST /candidate/tasks/{id}/test: the code against the visible tests only, with everything of each. */
    async runVisibleTests(caller: UserRow, id: string, input: CodeInput): Promise<TestRunResult> {
      const { task, version } = await ownTask(caller, id);
      requireOpen(task, now());
      const content = version.content;
      offered(content, input);
      const visible = content.tests.filter((test) => !test.hidden);
      const outcome = await execution.judge(
        caller,
        judgeRequestFor(content, { language: input.language, source: input.code }, { tests: 'visible' }),
      );
      if (outcome.error) throw new ValidationError(`Your code could not be run: ${outcome.error}`);
      const compileError =
        outcome.compile && outcome.compile.verdict !== 'accepted'
          ? outcome.compile.output || 'It did not compile.'
          : null;
      const tests = visible.flatMap((test) => {
        const judged = outcome.tests.find((entry) => entry.testId === test.id);
        if (!judged) return [];
        const actual = content.test_kind === 'function' ? (judged.report.returned ?? '') : judged.report.stdout;
        return [
          {
            id: test.id,
            name: test.name,
            verdict: judged.verdict,
            input: test.input,
            expected_output: test.expected_output,
            actual_output: actual,
            stderr: judged.report.stderr,
            time_ms: judged.report.cpuMs,
            memory_kb: judged.report.memoryKb,
          },
        ];
      });
      return {
        passed: tests.filter((test) => test.verdict === 'accepted').length,
        total: visible.length,
        compile_error: compileError,
        tests,
      };
    },

    /** The caller's task and its version's content, if it takes work now in this language (submissions use it). */
    async openForWork(caller: UserRow, id: string, input: CodeInput) {
      const { task, version } = await ownTask(caller, id);
      requireOpen(task, now());
      offered(version.content, input);
      return { task, content: version.content };
    },

    /** The caller's task whatever its state (its submissions are listed even after it closed). */
    async ownTask(caller: UserRow, id: string): Promise<TaskRow> {
      return (await ownTask(caller, id)).task;
    },

    /** A task and its content for the judge, who acts for no caller. */
    async forJudging(id: string) {
      return repository.taskWithVersion(id);
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
      const rows = await repository.inProgressTimed();
      const overdue = rows.filter(
        (task) => at.getTime() > deadlineOf(task)!.getTime() + TIMED_TASK_GRACE_SECONDS * 1000,
      );
      return Promise.all(
        (await withVersions(templates, overdue)).map(async ({ task, version }) => {
          const draft = await repository.draft(task.id);
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

    /** PUT /candidate/tasks/{id}/draft: keeps the latest code (a timed task's is submitted for the candidate at the end). */
    async saveDraft(caller: UserRow, id: string, input: CodeInput): Promise<TaskDraft> {
      const { task, version } = await ownTask(caller, id);
      requireOpen(task, now());
      offered(version.content, input);
      const row = await repository.saveDraft(task, input.code, input.language);
      return { code: row.code, language: row.language, saved_at: row.savedAt.toISOString() };
    },
  };
}
export type TasksService = ReturnType<typeof createTasksService>;
