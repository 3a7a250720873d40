import type { AssignResult } from '@assay/contracts';
import type { Database, DbExecutor } from '../../db/client.js';
import type { AuditService } from '../../platform/audit/audit.service.js';
import type { EventSubscriber } from '../../platform/outbox/outbox.dispatcher.js';
import type { OutboxService } from '../../platform/outbox/outbox.service.js';
import type { InvitationsService } from '../organizations/invitations.service.js';
import type { OrganizationSuspension } from '../organizations/organization-suspension.js';
import type { OrganizationsService } from '../organizations/organizations.service.js';
import type { RequestMeta, UserRow } from '../users/users.service.js';
import { assertFutureDueDate } from './task-rules.js';
import type { AssessmentsRepository } from './assessments.repository.js';
import type { TaskRow, TasksRepository } from './tasks.repository.js';

/** What a task is given: the version and settings, copied onto each task (an assessment's, or a forked task's). */
export interface TaskSpec {
  organizationId: string;
  assessmentId: string;
  templateVersionId: string;
  title: string;
  instructions: string;
  dueAt: Date | null;
  durationMinutes: number | null;
  originTaskId: string | null;
}

/** What the organization's plan allows of assessments sent (billing's entitlements). */
export interface AssessmentAllowance {
  assertCanSendAssessments(organizationId: string, count: number): Promise<void>;
  countAssessments(organizationId: string, count: number, tx: DbExecutor): Promise<void>;
}

/**
 * Giving tasks (assign, `POST /tasks` and fork): candidates of the organization get the task at once; anyone not in it
 * is invited as a candidate and the task waits in `pending_tasks` until they join (the subscriber creates it then).
 */
export function createAssignOrInvite({
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
}: {
  db: Database;
  tasksRepository: TasksRepository;
  assessmentsRepository: AssessmentsRepository;
  organizations: Pick<OrganizationsService, 'members'>;
  invitations: Pick<InvitationsService, 'inviteCandidate'>;
  suspension: Pick<OrganizationSuspension, 'assertActive'>;
  entitlements: AssessmentAllowance;
  audit: AuditService;
  outbox: OutboxService;
  newId: () => string;
  now: () => Date;
}) {
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

  /** Invites each stranger as a candidate, with the task waiting for them; the refused are skipped with the reason. */
  async function invite(caller: UserRow, spec: TaskSpec, emails: string[], meta: RequestMeta) {
    const invited: string[] = [];
    const skipped: AssignResult['skipped'] = [];
    for (const email of emails) {
      const outcome = await invitations.inviteCandidate(
        caller,
        spec.organizationId,
        email,
        meta,
        async (invitationId, tx) => {
          await entitlements.countAssessments(spec.organizationId, 1, tx);
          await assessmentsRepository.insertPending(
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
    return { invited, skipped };
  }

  /**
   * Gives a task to each candidate named, by email or id: candidates of the organization get it now; anyone not in
   * it is invited as a candidate and gets it on joining; the rest are skipped with the reason in words.
   */
  async function assignOrInvite(
    caller: UserRow,
    spec: TaskSpec,
    who: { candidate_emails: string[]; candidate_ids: string[] },
    meta: RequestMeta = {},
  ): Promise<AssignResult> {
    await suspension.assertActive(spec.organizationId);
    assertFutureDueDate(spec.dueAt, now());
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
    for (const userId of await tasksRepository.candidatesWithTask(spec.assessmentId, [...chosen.keys()])) {
      skipped.push({ candidate: chosen.get(userId)!.email, reason: 'Already has this task.' });
      chosen.delete(userId);
    }
    // Each person sent the assessment counts against the plan's month: all of them must fit before any is sent.
    if (chosen.size + strangers.length > 0)
      await entitlements.assertCanSendAssessments(spec.organizationId, chosen.size + strangers.length);
    const created = await db.transaction(async (tx) => {
      if (chosen.size > 0) await entitlements.countAssessments(spec.organizationId, chosen.size, tx);
      const rows = await tasksRepository.insertTasks(
        [...chosen.values()].map((member) => taskRowOf(spec, member.userId, caller.id)),
        tx,
      );
      for (const row of rows) await recordAssigned(caller, row, spec.title, meta, tx);
      return rows;
    });
    const invitedOutcome = await invite(caller, spec, strangers, meta);
    return {
      assigned: created.map((row) => ({
        task_id: row.id,
        candidate_id: row.candidateId,
        email: chosen.get(row.candidateId)!.email,
      })),
      invited: invitedOutcome.invited,
      skipped: [...skipped, ...invitedOutcome.skipped],
    };
  }

  /** Someone invited with tasks waiting joined: their tasks are created now (at least once: a second delivery finds none left). */
  const pendingTasksSubscriber: EventSubscriber = {
    name: 'tasks.pending',
    types: ['invitation.accepted'],
    async handle(event) {
      const { userId, invitationId, role } = event.payload as { userId: string; invitationId: string; role: string };
      const pending = await assessmentsRepository.pendingOfInvitation(invitationId);
      if (pending.length === 0) return;
      await db.transaction(async (tx) => {
        for (const entry of role === 'candidate' ? pending : []) {
          if ((await tasksRepository.candidatesWithTask(entry.assessmentId, [userId], tx)).size > 0) continue;
          const [row] = await tasksRepository.insertTasks([taskRowOf(entry, userId, entry.assignedBy)], tx);
          const version = await assessmentsRepository.version(entry.templateVersionId, tx);
          await recordAssigned(
            { id: entry.assignedBy },
            row!,
            version?.content.title ?? '',
            event.requestId ? { requestId: event.requestId } : {},
            tx,
          );
        }
        await assessmentsRepository.deletePending(
          pending.map((entry) => entry.id),
          tx,
        );
      });
    },
  };

  return { assignOrInvite, pendingTasksSubscriber };
}
