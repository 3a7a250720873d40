import type { Difficulty, EvaluationListQuery } from '@assay/contracts';
import { and, asc, count, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, DbExecutor } from '../../db/client.js';
import { submissions } from '../submissions/submissions.tables.js';
import { taskTemplateVersions } from '../task-templates/task-templates.tables.js';
import { tasks } from '../tasks/tasks.tables.js';
import { users } from '../users/users.tables.js';
import { reviewComments, reviews } from './evaluation.tables.js';

export type ReviewRow = typeof reviews.$inferSelect;
export type ReviewCommentRow = typeof reviewComments.$inferSelect;

const reviewers = alias(users, 'reviewers');
const commentAuthors = alias(users, 'comment_authors');

/** One final submission with what the review lists show of it (its review, when it has one). */
const summaryColumns = {
  submission: {
    id: submissions.id,
    language: submissions.language,
    score: submissions.score,
    status: submissions.status,
    createdAt: submissions.createdAt,
  },
  task: {
    id: tasks.id,
    assessmentId: tasks.assessmentId,
    organizationId: tasks.organizationId,
    templateVersionId: tasks.templateVersionId,
    instructions: tasks.instructions,
  },
  title: sql<string>`${taskTemplateVersions.content}->>'title'`,
  difficulty: sql<Difficulty>`${taskTemplateVersions.content}->>'difficulty'`,
  candidate: { id: users.id, name: users.name, email: users.email },
  review: reviews,
  reviewer: { id: reviewers.id, name: reviewers.name, email: reviewers.email },
};

/** Final submissions of an organization's tasks and their reviews; every read names the organization. */
export function createEvaluationRepository(db: Database) {
  const summaries = (tx: DbExecutor) =>
    tx
      .select(summaryColumns)
      .from(submissions)
      .innerJoin(tasks, eq(tasks.id, submissions.taskId))
      .innerJoin(taskTemplateVersions, eq(taskTemplateVersions.id, tasks.templateVersionId))
      .innerJoin(users, eq(users.id, submissions.candidateId))
      .leftJoin(reviews, eq(reviews.submissionId, submissions.id))
      .leftJoin(reviewers, eq(reviewers.id, reviews.reviewerId));

  const finalOf = (organizationId: string) =>
    and(eq(tasks.organizationId, organizationId), eq(submissions.kind, 'final'));

  return {
    async list(organizationId: string, query: EvaluationListQuery, tx: DbExecutor = db) {
      const filters: (SQL | undefined)[] = [finalOf(organizationId)];
      if (query.status === 'pending') filters.push(isNull(reviews.submissionId));
      else if (query.status) filters.push(eq(reviews.status, query.status));
      if (query.task_id) filters.push(eq(tasks.id, query.task_id));
      if (query.candidate_id) filters.push(eq(submissions.candidateId, query.candidate_id));
      if (query.from) filters.push(gte(submissions.createdAt, query.from));
      if (query.to) filters.push(lt(submissions.createdAt, query.to));
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        summaries(tx)
          .where(where)
          .orderBy(desc(submissions.createdAt), desc(submissions.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        tx
          .select({ total: count() })
          .from(submissions)
          .innerJoin(tasks, eq(tasks.id, submissions.taskId))
          .leftJoin(reviews, eq(reviews.submissionId, submissions.id))
          .where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    /** One final submission of the organization, with its review; null when it is not theirs (or not final). */
    async summary(organizationId: string, submissionId: string, tx: DbExecutor = db) {
      const [row] = await summaries(tx).where(and(finalOf(organizationId), eq(submissions.id, submissionId)));
      return row ?? null;
    },

    /** The candidate's final submission of their task whose feedback is released, with the review. */
    async releasedOfTask(candidateId: string, taskId: string, tx: DbExecutor = db) {
      const [row] = await tx
        .select({
          review: reviews,
          code: submissions.code,
          language: submissions.language,
          templateVersionId: tasks.templateVersionId,
        })
        .from(reviews)
        .innerJoin(submissions, eq(submissions.id, reviews.submissionId))
        .innerJoin(tasks, eq(tasks.id, submissions.taskId))
        .where(and(eq(tasks.id, taskId), eq(tasks.candidateId, candidateId), eq(reviews.status, 'released')))
        .orderBy(desc(reviews.releasedAt))
        .limit(1);
      return row ?? null;
    },

    /** Starts a review, unless someone already has: the row inserted, or null. */
    async start(row: typeof reviews.$inferInsert, tx: DbExecutor = db): Promise<ReviewRow | null> {
      const [inserted] = await tx.insert(reviews).values(row).onConflictDoNothing().returning();
      return inserted ?? null;
    },

    async review(submissionId: string, tx: DbExecutor = db): Promise<ReviewRow | null> {
      const [row] = await tx.select().from(reviews).where(eq(reviews.submissionId, submissionId));
      return row ?? null;
    },

    /** Changes a review that is not released (the lock between a late save and the release). */
    async updateUnreleased(
      submissionId: string,
      patch: Partial<Omit<ReviewRow, 'submissionId' | 'organizationId'>>,
      tx: DbExecutor = db,
    ): Promise<ReviewRow | null> {
      const [row] = await tx
        .update(reviews)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(reviews.submissionId, submissionId), sql`${reviews.status} <> 'released'`))
        .returning();
      return row ?? null;
    },

    async comments(submissionId: string, tx: DbExecutor = db) {
      return tx
        .select({
          comment: reviewComments,
          author: { id: commentAuthors.id, name: commentAuthors.name, email: commentAuthors.email },
        })
        .from(reviewComments)
        .innerJoin(commentAuthors, eq(commentAuthors.id, reviewComments.authorId))
        .where(eq(reviewComments.submissionId, submissionId))
        .orderBy(asc(reviewComments.line), asc(reviewComments.createdAt), asc(reviewComments.id));
    },

    async insertComment(row: typeof reviewComments.$inferInsert, tx: DbExecutor = db): Promise<ReviewCommentRow> {
      const [inserted] = await tx.insert(reviewComments).values(row).returning();
      return inserted!;
    },

    async deleteComment(submissionId: string, id: string, tx: DbExecutor = db): Promise<boolean> {
      const rows = await tx
        .delete(reviewComments)
        .where(and(eq(reviewComments.submissionId, submissionId), eq(reviewComments.id, id)))
        .returning({ id: reviewComments.id });
      return rows.length > 0;
    },
  };
}
export type EvaluationRepository = ReturnType<typeof createEvaluationRepository>;
