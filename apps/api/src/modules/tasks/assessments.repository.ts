import type { TaskStatus } from '@assay/contracts';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import { taskTemplateVersions } from '../task-templates/task-templates.tables.js';
import { assessments, pendingTasks, tasks } from './tasks.tables.js';
import type { TemplateVersionRow } from './tasks.repository.js';

export type AssessmentRow = typeof assessments.$inferSelect;
export type PendingTaskRow = typeof pendingTasks.$inferSelect;

/**
 * Assessments (an organization's use of a template version) and the tasks waiting in `pending_tasks` for an invitee
 * to join. Nothing here writes a task, so no candidate's kept reads change (tasks.repository.ts writes those).
 */
export function createAssessmentsRepository(db: Database) {
  return {
    async insertAssessment(row: typeof assessments.$inferInsert, tx: DbExecutor = db): Promise<AssessmentRow> {
      const [inserted] = await tx.insert(assessments).values(row).returning();
      return inserted!;
    },

    async assessment(organizationId: string, id: string, tx: DbExecutor = db) {
      const [row] = await tx
        .select({ assessment: assessments, version: taskTemplateVersions })
        .from(assessments)
        .innerJoin(taskTemplateVersions, eq(taskTemplateVersions.id, assessments.templateVersionId))
        .where(and(eq(assessments.organizationId, organizationId), eq(assessments.id, id)));
      return row ?? null;
    },

    /** The organization's assessments, newest first, with their version and how many tasks are in each status. */
    async assessments(organizationId: string, page: number, limit: number, tx: DbExecutor = db) {
      const where = eq(assessments.organizationId, organizationId);
      const [rows, [totals]] = await Promise.all([
        tx
          .select({ assessment: assessments, version: taskTemplateVersions })
          .from(assessments)
          .innerJoin(taskTemplateVersions, eq(taskTemplateVersions.id, assessments.templateVersionId))
          .where(where)
          .orderBy(desc(assessments.createdAt), assessments.id)
          .limit(limit)
          .offset((page - 1) * limit),
        tx.select({ total: count() }).from(assessments).where(where),
      ]);
      const ids = rows.map((row) => row.assessment.id);
      const counts =
        ids.length === 0
          ? []
          : await tx
              .select({ assessmentId: tasks.assessmentId, status: tasks.status, total: count() })
              .from(tasks)
              .where(inArray(tasks.assessmentId, ids))
              .groupBy(tasks.assessmentId, tasks.status);
      return {
        rows,
        counts: counts as { assessmentId: string; status: TaskStatus; total: number }[],
        total: totals?.total ?? 0,
      };
    },

    /** The organization's assessments that give one of these versions, oldest first, with how many tasks each gave. */
    async assessmentsOfVersions(organizationId: string, versionIds: string[], tx: DbExecutor = db) {
      if (versionIds.length === 0) return [];
      return tx
        .select({
          id: assessments.id,
          templateVersionId: assessments.templateVersionId,
          createdAt: assessments.createdAt,
          createdBy: assessments.createdBy,
          tasks: sql<number>`(select count(*)::int from ${tasks} where ${tasks.assessmentId} = ${assessments.id})`,
        })
        .from(assessments)
        .where(and(eq(assessments.organizationId, organizationId), inArray(assessments.templateVersionId, versionIds)))
        .orderBy(assessments.createdAt, assessments.id);
    },

    async updateAssessment(
      id: string,
      patch: Partial<Pick<AssessmentRow, 'instructions' | 'dueInDays' | 'durationMinutes' | 'templateVersionId'>>,
      tx: DbExecutor = db,
    ): Promise<AssessmentRow> {
      const [row] = await tx.update(assessments).set(patch).where(eq(assessments.id, id)).returning();
      return row!;
    },

    /** Deletes an assessment that gave nothing (no task, none waiting for an invitee); true when it did. */
    async deleteUnusedAssessment(id: string, tx: DbExecutor = db): Promise<boolean> {
      const rows = await tx
        .delete(assessments)
        .where(
          and(
            eq(assessments.id, id),
            sql`not exists (select 1 from ${tasks} where ${tasks.assessmentId} = ${id})`,
            sql`not exists (select 1 from ${pendingTasks} where ${pendingTasks.assessmentId} = ${id})`,
          ),
        )
        .returning({ id: assessments.id });
      return rows.length > 0;
    },

    /** How many of an assessment's tasks are in each stored status. */
    async statusCounts(assessmentId: string, tx: DbExecutor = db): Promise<Partial<Record<TaskStatus, number>>> {
      const rows = await tx
        .select({ status: tasks.status, total: count() })
        .from(tasks)
        .where(eq(tasks.assessmentId, assessmentId))
        .groupBy(tasks.status);
      return Object.fromEntries(rows.map((row) => [row.status, row.total]));
    },

    async version(id: string, tx: DbExecutor = db): Promise<TemplateVersionRow | null> {
      const [row] = await tx.select().from(taskTemplateVersions).where(eq(taskTemplateVersions.id, id));
      return row ?? null;
    },

    async insertPending(row: typeof pendingTasks.$inferInsert, tx: DbExecutor = db): Promise<void> {
      await tx.insert(pendingTasks).values(row).onConflictDoNothing();
    },

    async pendingOfInvitation(invitationId: string, tx: DbExecutor = db): Promise<PendingTaskRow[]> {
      return tx
        .select()
        .from(pendingTasks)
        .where(eq(pendingTasks.invitationId, invitationId))
        .orderBy(pendingTasks.createdAt);
    },

    async deletePending(ids: string[], tx: DbExecutor = db): Promise<void> {
      if (ids.length > 0) await tx.delete(pendingTasks).where(inArray(pendingTasks.id, ids));
    },
  };
}
export type AssessmentsRepository = ReturnType<typeof createAssessmentsRepository>;
