import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import { organizationMembers } from '../organizations/organizations.tables.js';
import { tasks } from '../tasks/tasks.tables.js';
import { submissions } from './submissions.tables.js';

export type SubmissionRow = typeof submissions.$inferSelect;

/**
 * The tasks module's membership rule (its repository's `whileMember`), which the linter keeps that repository's own: a
 * candidate reaches an organization's task only while a member of it, their practice tasks always.
 */
const taskWhileMember = or(
  isNull(tasks.organizationId),
  sql`exists (select 1 from ${organizationMembers} where ${organizationMembers.organizationId} = ${tasks.organizationId} and ${organizationMembers.userId} = ${tasks.candidateId})`,
)!;

/** Submissions of tasks; every read names the task it belongs to. */
export function createSubmissionsRepository(db: Database) {
  return {
    async insert(row: typeof submissions.$inferInsert, tx: DbExecutor = db): Promise<SubmissionRow> {
      const [inserted] = await tx.insert(submissions).values(row).returning();
      return inserted!;
    },

    async update(
      id: string,
      patch: Partial<Omit<SubmissionRow, 'id' | 'taskId' | 'candidateId'>>,
      tx: DbExecutor = db,
    ): Promise<SubmissionRow> {
      const [row] = await tx.update(submissions).set(patch).where(eq(submissions.id, id)).returning();
      return row!;
    },

    async byId(id: string, tx: DbExecutor = db): Promise<SubmissionRow | null> {
      const [row] = await tx.select().from(submissions).where(eq(submissions.id, id));
      return row ?? null;
    },

    async ofTask(taskId: string, tx: DbExecutor = db): Promise<SubmissionRow[]> {
      return tx
        .select()
        .from(submissions)
        .where(eq(submissions.taskId, taskId))
        .orderBy(desc(submissions.createdAt), desc(submissions.id));
    },

    /** Staff's attempt history of one task: every attempt and the final submission, oldest first. */
    async attemptHistory(taskId: string, tx: DbExecutor = db): Promise<SubmissionRow[]> {
      return tx
        .select()
        .from(submissions)
        .where(eq(submissions.taskId, taskId))
        .orderBy(asc(submissions.createdAt), asc(submissions.id));
    },

    /** Every submission of these tasks, newest first. */
    async ofTasks(taskIds: string[], tx: DbExecutor = db): Promise<SubmissionRow[]> {
      if (taskIds.length === 0) return [];
      return tx
        .select()
        .from(submissions)
        .where(inArray(submissions.taskId, taskIds))
        .orderBy(desc(submissions.createdAt), desc(submissions.id));
    },

    async oneOfTask(taskId: string, id: string, tx: DbExecutor = db): Promise<SubmissionRow | null> {
      const [row] = await tx
        .select()
        .from(submissions)
        .where(and(eq(submissions.taskId, taskId), eq(submissions.id, id)));
      return row ?? null;
    },

    /**
     * The limited submissions a candidate has made since `since` at any task of one template version, assigned and
     * practice alike: their attempts, and their practice finals (a solved practice task gives way to a fresh one).
     */
    async limitedSince(
      candidateId: string,
      templateVersionId: string,
      since: Date,
      tx: DbExecutor = db,
    ): Promise<number> {
      const [row] = await tx
        .select({ total: count() })
        .from(submissions)
        .innerJoin(tasks, eq(tasks.id, submissions.taskId))
        .where(
          and(
            eq(submissions.candidateId, candidateId),
            eq(tasks.templateVersionId, templateVersionId),
            gt(submissions.createdAt, since),
            or(eq(submissions.kind, 'attempt'), isNull(tasks.organizationId)),
          ),
        );
      return row?.total ?? 0;
    },

    /**
     * One page of a candidate's own submissions across all their tasks, newest first, each with its task's template
     * version and organization (the version's title comes from the templates' cache, never from this query).
     * Both the submission and its task must be the candidate's, and an organization's task only while they are a member
     * of it (the tasks module's rule: a removed candidate finds that organization's tasks in no list).
     */
    async pageOfCandidate(candidateId: string, page: { page: number; limit: number }, tx: DbExecutor = db) {
      const own = and(eq(submissions.candidateId, candidateId), eq(tasks.candidateId, candidateId), taskWhileMember);
      const [rows, [totals]] = await Promise.all([
        tx
          .select({
            // The list's columns only: a submission's code and test reports stay out of a page of 20.
            id: submissions.id,
            taskId: submissions.taskId,
            kind: submissions.kind,
            submittedBy: submissions.submittedBy,
            language: submissions.language,
            status: submissions.status,
            score: submissions.score,
            createdAt: submissions.createdAt,
            templateVersionId: tasks.templateVersionId,
            organizationId: tasks.organizationId,
          })
          .from(submissions)
          .innerJoin(tasks, eq(tasks.id, submissions.taskId))
          .where(own)
          .orderBy(desc(submissions.createdAt), desc(submissions.id))
          .limit(page.limit)
          .offset((page.page - 1) * page.limit),
        tx.select({ total: count() }).from(submissions).innerJoin(tasks, eq(tasks.id, submissions.taskId)).where(own),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /** How many submissions a candidate has made, attempts included. */
    async countOfCandidate(candidateId: string, tx: DbExecutor = db): Promise<number> {
      const [row] = await tx
        .select({ total: count() })
        .from(submissions)
        .where(eq(submissions.candidateId, candidateId));
      return row?.total ?? 0;
    },
  };
}
export type SubmissionsRepository = ReturnType<typeof createSubmissionsRepository>;
