import { and, count, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import { submissions } from './submissions.tables.js';

export type SubmissionRow = typeof submissions.$inferSelect;

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

    /** Attempts at a task since `since` (the per-task limit). */
    async attemptsSince(taskId: string, since: Date, tx: DbExecutor = db): Promise<number> {
      const [row] = await tx
        .select({ total: count() })
        .from(submissions)
        .where(and(eq(submissions.taskId, taskId), eq(submissions.kind, 'attempt'), gt(submissions.createdAt, since)));
      return row?.total ?? 0;
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
