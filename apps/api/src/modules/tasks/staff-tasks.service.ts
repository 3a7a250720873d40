import {
  TASK_ERROR_CODES,
  type CreateTaskInput,
  type LinkedTasks,
  type StaffTaskList,
  type StaffTaskListQuery,
  type TaskGrant,
  type TaskStats,
} from '@assay/contracts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.js';
import type { RequestMeta, UserRow } from '../users/users.service.js';
import type { TaskTemplatesService } from '../task-templates/task-templates.service.js';
import type { StaffTasksRepository } from './staff-tasks.repository.js';
import type { TaskRow, TemplateVersionRow } from './tasks.repository.js';
import { withVersions } from './task-versions.js';
import { staffTaskOf } from './task-views.js';
import type { AssessmentsService } from './assessments.service.js';

const NOT_FOUND = 'Task not found.';

/** A copy is due when its origin is, or, when that has passed, after as long as the origin was given. */
function dueDateOfCopy(origin: { dueAt: Date | null; createdAt: Date }, at: Date): Date | null {
  if (!origin.dueAt || origin.dueAt > at) return origin.dueAt;
  return new Date(at.getTime() + (origin.dueAt.getTime() - origin.createdAt.getTime()));
}

/**
 * Tasks as the people who give them work with them one by one (SPEC.md §7 Retrying client): create one, fork one to
 * another candidate, list an organization's, see a task's family, and the organization's figures. Interviewers and
 * orgadmins act in their organization; the platform admin reads every organization's.
 */
export function createStaffTasksService({
  repository,
  assessments,
  templates,
  now = () => new Date(),
}: {
  repository: StaffTasksRepository;
  assessments: Pick<AssessmentsService, 'createAssessment' | 'assign' | 'discardUnusedAssessment' | 'assignOrInvite'>;
  templates: Pick<TaskTemplatesService, 'versionsByIds'>;
  now?: () => Date;
}) {
  /** Rows of the repository with the version each task was given. */
  async function withVersion<T extends { task: TaskRow }>(rows: T[]): Promise<(T & { version: TemplateVersionRow })[]> {
    const versions = await withVersions(
      templates,
      rows.map((row) => row.task),
    );
    return rows.map((row, index) => ({ ...row, version: versions[index]!.version }));
  }

  function organizationOf(caller: UserRow): string {
    if (!caller.organizationId)
      throw new ForbiddenError('Create or join an organization first.', TASK_ERROR_CODES.organizationRequired);
    return caller.organizationId;
  }

  /** A task the caller may see: their organization's (any, for the platform admin); 404 otherwise. */
  async function reachable(caller: UserRow, id: string) {
    const row = await repository.byId(id);
    if (!row || (caller.role !== 'admin' && row.task.organizationId !== caller.organizationId))
      throw new NotFoundError(NOT_FOUND);
    return (await withVersion([row]))[0]!;
  }

  async function grantResult(
    caller: UserRow,
    result: Awaited<ReturnType<AssessmentsService['assignOrInvite']>>,
  ): Promise<TaskGrant> {
    const [assigned] = result.assigned;
    if (assigned) return { task: staffTaskOf(await reachable(caller, assigned.task_id), now()), invited: null };
    const [invited] = result.invited;
    if (invited) return { task: null, invited };
    throw new ValidationError(result.skipped[0]?.reason ?? 'The candidate could not be given this task.', [
      { field: 'candidate_email', message: result.skipped[0]?.reason ?? 'cannot be given this task' },
    ]);
  }

  return {
    /** GET /tasks: the organization's tasks; the platform admin's are every organization's (or one's). */
    async list(caller: UserRow, query: StaffTaskListQuery): Promise<StaffTaskList> {
      const organizationId = caller.role === 'admin' ? query.organization_id : organizationOf(caller);
      const at = now();
      const { rows, total } = await repository.list({
        organizationId,
        status: query.status,
        search: query.search,
        assessmentId: query.assessment_id,
        candidateId: query.candidate_id,
        page: query.page,
        limit: query.limit,
        now: at,
      });
      return {
        tasks: (await withVersion(rows)).map((row) => staffTaskOf(row, at)),
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    /** POST /tasks: one task for one candidate, as a one-candidate assessment of the template's newest version. */
    async create(caller: UserRow, input: CreateTaskInput, meta: RequestMeta = {}): Promise<TaskGrant> {
      const assessment = await assessments.createAssessment(
        caller,
        {
          template_id: input.template_id,
          instructions: input.instructions ?? '',
          due_in_days: null,
          duration_minutes: input.duration_minutes ?? null,
        },
        meta,
      );
      // The assessment exists for this one task: when the candidate cannot be given it, it goes too.
      const discard = () => assessments.discardUnusedAssessment(caller, assessment.id, meta);
      const result = await assessments
        .assign(
          caller,
          {
            assessment_id: assessment.id,
            candidate_emails: input.candidate_email ? [input.candidate_email] : [],
            candidate_ids: input.candidate_id ? [input.candidate_id] : [],
            due_date: input.due_date ?? null,
          },
          meta,
        )
        .catch(async (error: unknown) => {
          await discard();
          throw error;
        });
      if (result.assigned.length === 0 && result.invited.length === 0) await discard();
      return grantResult(caller, result);
    },

    /** POST /tasks/{id}/fork: the same version and settings for another candidate, invited when unknown. */
    async fork(
      caller: UserRow,
      id: string,
      input: { candidate_email: string; origin_task_id?: string | undefined },
      meta: RequestMeta = {},
    ): Promise<TaskGrant> {
      if (input.origin_task_id && input.origin_task_id !== id)
        throw new ValidationError('origin_task_id must name the task being forked.', [
          { field: 'origin_task_id', message: 'does not match the task in the path' },
        ]);
      const organizationId = organizationOf(caller);
      const origin = await reachable(caller, id);
      if (origin.task.organizationId !== organizationId || !origin.task.assessmentId)
        throw new NotFoundError(NOT_FOUND);
      const result = await assessments.assignOrInvite(
        caller,
        {
          organizationId,
          assessmentId: origin.task.assessmentId,
          templateVersionId: origin.task.templateVersionId,
          title: origin.version.content.title,
          instructions: origin.task.instructions,
          dueAt: dueDateOfCopy(origin.task, now()),
          durationMinutes: origin.task.durationMinutes,
          // Forks of a fork share its origin: a family is one origin and its copies.
          originTaskId: origin.task.originTaskId ?? origin.task.id,
        },
        { candidate_emails: [input.candidate_email], candidate_ids: [] },
        meta,
      );
      return grantResult(caller, result);
    },

    /** GET /tasks/{id}/linked: the task's origin and every fork of it. */
    async linked(caller: UserRow, id: string): Promise<LinkedTasks> {
      const task = await reachable(caller, id);
      const originId = task.task.originTaskId ?? task.task.id;
      const family = await withVersion(await repository.family(originId));
      const at = now();
      const origin = family.find((row) => row.task.id === originId) ?? task;
      return {
        origin: staffTaskOf(origin, at),
        forks: family.filter((row) => row.task.id !== originId).map((row) => staffTaskOf(row, at)),
      };
    },

    /** GET /tasks/stats: the organization's task figures (the platform admin names the organization). */
    async stats(caller: UserRow, organizationId: string | undefined): Promise<TaskStats> {
      const target = caller.role === 'admin' ? organizationId : organizationOf(caller);
      if (!target)
        throw new ValidationError('Name the organization.', [{ field: 'organization_id', message: 'is required' }]);
      const figures = await repository.stats(target, now());
      const counts = { assigned: 0, in_progress: 0, submitted: 0, scored: 0, expired: 0 };
      for (const entry of figures.byStatus) counts[entry.status] = entry.total;
      const mean = (value: string | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);
      return {
        assessments: figures.assessments,
        tasks: counts,
        average_score: mean(figures.average),
        submitted_last_7_days: figures.submittedLastWeek,
        candidates: figures.perCandidate.map((entry) => ({
          candidate_id: entry.candidateId,
          tasks: entry.tasks,
          completed: entry.completed,
          average_score: mean(entry.average),
          last_submitted_at: entry.lastSubmittedAt?.toISOString() ?? null,
        })),
      };
    },
  };
}
export type StaffTasksService = ReturnType<typeof createStaffTasksService>;
