import { and, desc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import { organizations } from '../organizations/organizations.tables.js';
import { tasks } from '../tasks/tasks.tables.js';
import { users } from '../users/users.tables.js';
import { reportLinks } from './evaluation.tables.js';

export type ReportLinkRow = typeof reportLinks.$inferSelect;

/** What a candidate report reads beyond the review: the task's clock, the organization, the standing, share links. */
export function createReportRepository(db: Database) {
  return {
    /** When the task started and was submitted, and the organization's name. */
    async taskContext(taskId: string, tx: DbExecutor = db) {
      const [row] = await tx
        .select({ startedAt: tasks.startedAt, submittedAt: tasks.submittedAt, organization: organizations.name })
        .from(tasks)
        .leftJoin(organizations, eq(organizations.id, tasks.organizationId))
        .where(eq(tasks.id, taskId));
      return row ?? null;
    },

    /**
     * Where a score stands among the other candidates of an assessment whose tasks are scored (each candidate by
     * their best scored task of it): how many others there are, and how many of them scored lower and higher.
     */
    async standing(assessmentId: string, candidateId: string, score: number, tx: DbExecutor = db) {
      const best = tx.$with('best').as(
        tx
          .select({ candidateId: tasks.candidateId, score: sql<number>`max(${tasks.score})`.as('best_score') })
          .from(tasks)
          .where(
            and(
              eq(tasks.assessmentId, assessmentId),
              eq(tasks.status, 'scored'),
              isNotNull(tasks.score),
              ne(tasks.candidateId, candidateId),
            ),
          )
          .groupBy(tasks.candidateId),
      );
      const [row] = await tx
        .with(best)
        .select({
          others: sql<number>`count(*)`.mapWith(Number),
          below: sql<number>`count(*) filter (where ${best.score} < ${score})`.mapWith(Number),
          above: sql<number>`count(*) filter (where ${best.score} > ${score})`.mapWith(Number),
        })
        .from(best);
      return row ?? { others: 0, below: 0, above: 0 };
    },

    async insertLink(row: typeof reportLinks.$inferInsert, tx: DbExecutor = db): Promise<ReportLinkRow> {
      const [inserted] = await tx.insert(reportLinks).values(row).returning();
      return inserted!;
    },

    async links(submissionId: string, tx: DbExecutor = db) {
      return tx
        .select({ link: reportLinks, creator: { name: users.name, email: users.email } })
        .from(reportLinks)
        .innerJoin(users, eq(users.id, reportLinks.createdBy))
        .where(eq(reportLinks.submissionId, submissionId))
        .orderBy(desc(reportLinks.createdAt), desc(reportLinks.id));
    },

    async link(id: string, tx: DbExecutor = db): Promise<ReportLinkRow | null> {
      const [row] = await tx.select().from(reportLinks).where(eq(reportLinks.id, id));
      return row ?? null;
    },

    /** Withdraws a link of the submission that is not withdrawn yet; false when there is none. */
    async withdraw(submissionId: string, id: string, at: Date, tx: DbExecutor = db): Promise<boolean> {
      const rows = await tx
        .update(reportLinks)
        .set({ withdrawnAt: at })
        .where(and(eq(reportLinks.id, id), eq(reportLinks.submissionId, submissionId), isNull(reportLinks.withdrawnAt)))
        .returning({ id: reportLinks.id });
      return rows.length > 0;
    },
  };
}
export type ReportRepository = ReturnType<typeof createReportRepository>;
