import {
  TASK_ERROR_CODES,
  TASK_STATUSES,
  type Assessment,
  type AssignResult,
  type TaskStatus,
  type TemplateContent,
  type UpdateAssessmentInput,
} from '@assay/contracts';
import type { Database, DbExecutor } from '../../db/client.js';
import { ForbiddenError, NotFoundError } from '../../lib/errors.js';
import type { AuditService } from '../../platform/audit/audit.service.js';
import type { OutboxService } from '../../platform/outbox/outbox.service.js';
import type { InvitationsService } from '../organizations/invitations.service.js';
import type { OrganizationSuspension } from '../organizations/organization-suspension.js';
import type { OrganizationsService } from '../organizations/organizations.service.js';
import type { TaskTemplatesService } from '../task-templates/task-templates.service.js';
import type { RequestMeta, UserRow } from '../users/users.service.js';
import { type AssessmentAllowance, createAssignOrInvite } from './assign-or-invite.js';
import { assertFutureDueDate } from './task-rules.js';
import { statusOf } from './task-views.js';
import type { AssessmentRow, AssessmentsRepository } from './assessments.repository.js';
import type { TasksRepository } from './tasks.repository.js';

const DAY_MS = 86_400_000;

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

/** Assessments (an organization's use of a template version with its settings) and assigning their tasks. */
export function createAssessmentsService({
  db,
  tasksRepository,
  assessmentsRepository,
  templates,
  organizations,
  invitations,
  suspension,
  entitlements,
  audit,
  outbox,
  newId,
  now = () => new Date(),
}: {
  db: Database;
  tasksRepository: TasksRepository;
  assessmentsRepository: AssessmentsRepository;
  templates: Pick<TaskTemplatesService, 'publishedVersionFor'>;
  organizations: Pick<OrganizationsService, 'members'>;
  invitations: Pick<InvitationsService, 'inviteCandidate'>;
  /** A suspended organization creates and gives no assessments. */
  suspension: Pick<OrganizationSuspension, 'assertActive'>;
  /** The plan's assessments a month, counted as they are sent. */
  entitlements: AssessmentAllowance;
  audit: AuditService;
  outbox: OutboxService;
  newId: () => string;
  now?: () => Date;
}) {
  const { assignOrInvite, pendingTasksSubscriber } = createAssignOrInvite({
    db,
    tasksRepository,
    assessmentsRepository,
    organizations,
    invitations,
    suspension,
    entitlements,
    audit,
    outbox,
    newId,
    now,
  });

  function actingOrganization(caller: UserRow): string {
    if (!caller.organizationId)
      throw new ForbiddenError('Create or join an organization first.', TASK_ERROR_CODES.organizationRequired);
    return caller.organizationId;
  }

  async function ownAssessment(caller: UserRow, id: string) {
    const organizationId = actingOrganization(caller);
    const found = await assessmentsRepository.assessment(organizationId, id);
    if (!found) throw new NotFoundError('Assessment not found.');
    return { organizationId, ...found };
  }

  return {
    /** POST /interviewer/tasks: an assessment of the template's newest published version. */
    async createAssessment(
      caller: UserRow,
      input: { template_id: string; instructions: string; due_in_days: number | null; duration_minutes: number | null },
      meta: RequestMeta = {},
    ): Promise<Assessment> {
      const organizationId = actingOrganization(caller);
      await suspension.assertActive(organizationId);
      const version = await templates.publishedVersionFor(caller, input.template_id);
      return db.transaction(async (tx) => {
        const row = await assessmentsRepository.insertAssessment(
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

    /**
     * The caller's organization's assessments that give these template versions (a template's history shows where each
     * version is in use); another organization's are never counted. The admin, of no organization, gets none.
     */
    async assessmentsOfVersions(caller: UserRow, versionIds: string[], tx?: DbExecutor) {
      if (!caller.organizationId) return [];
      return assessmentsRepository.assessmentsOfVersions(caller.organizationId, versionIds, tx);
    },

    async assessments(caller: UserRow, page: number, limit: number) {
      const organizationId = actingOrganization(caller);
      const { rows, counts, total } = await assessmentsRepository.assessments(organizationId, page, limit);
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
      const { organizationId, assessment, version } = await ownAssessment(caller, input.assessment_id);
      const at = now();
      const dueAt = input.due_date
        ? new Date(input.due_date)
        : assessment.dueInDays
          ? new Date(at.getTime() + assessment.dueInDays * DAY_MS)
          : null;
      return assignOrInvite(
        caller,
        {
          organizationId,
          assessmentId: assessment.id,
          templateVersionId: assessment.templateVersionId,
          title: version.content.title,
          instructions: assessment.instructions,
          dueAt,
          durationMinutes: assessment.durationMinutes,
          originTaskId: null,
        },
        input,
        meta,
      );
    },

    assignOrInvite,

    /** Creates the tasks waiting for an invited candidate once they join. */
    subscriber: pendingTasksSubscriber,

    /** Removes an assessment of the caller's organization that gave nothing (POST /tasks whose candidate was refused). */
    async discardUnusedAssessment(caller: UserRow, id: string, meta: RequestMeta = {}): Promise<void> {
      const organizationId = actingOrganization(caller);
      await db.transaction(async (tx) => {
        if (!(await assessmentsRepository.assessment(organizationId, id, tx))) return;
        if (await assessmentsRepository.deleteUnusedAssessment(id, tx))
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

    /** PATCH /interviewer/tasks/{id}: settings for tasks assigned from now on, and a new due date for unfinished ones. */
    async updateAssessment(
      caller: UserRow,
      id: string,
      input: UpdateAssessmentInput,
      meta: RequestMeta = {},
    ): Promise<Assessment> {
      const found = await ownAssessment(caller, id);
      const dueAt =
        input.due_date === undefined ? undefined : input.due_date === null ? null : new Date(input.due_date);
      assertFutureDueDate(dueAt, now());
      const version = input.use_latest_version
        ? await templates.publishedVersionFor(caller, found.assessment.templateId)
        : found.version;
      const row = await db.transaction(async (tx) => {
        const updated = await assessmentsRepository.updateAssessment(
          id,
          {
            ...(input.instructions !== undefined && { instructions: input.instructions }),
            ...(input.due_in_days !== undefined && { dueInDays: input.due_in_days }),
            ...(input.duration_minutes !== undefined && { durationMinutes: input.duration_minutes }),
            templateVersionId: version.id,
          },
          tx,
        );
        const moved = dueAt === undefined ? 0 : await tasksRepository.moveDueDate(id, dueAt, tx);
        await audit.record(
          {
            actorId: caller.id,
            action: 'assessment.updated',
            organizationId: found.organizationId,
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
      return assessmentOf(row, version, await assessmentsRepository.statusCounts(id));
    },

    /** An assessment of the caller's organization with its tasks and candidates (reviewers' views build on it). */
    async assessmentTasks(caller: UserRow, assessmentId: string) {
      const found = await ownAssessment(caller, assessmentId);
      const at = now();
      const rows = await tasksRepository.assessmentTasks(assessmentId);
      return {
        content: found.version.content,
        tasks: rows.map(({ task, candidate }) => ({ task, candidate, status: statusOf(task, at) })),
      };
    },
  };
}
export type AssessmentsService = ReturnType<typeof createAssessmentsService>;
