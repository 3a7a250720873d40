import type { LanguageId } from '@assay/contracts';
import { and, asc, eq, inArray, isNull, lt, notExists, notInArray, or, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import { submissions } from '../submissions/submissions.tables.js';
import { taskTemplateVersions } from '../task-templates/task-templates.tables.js';
import { referenceTimings, submissionScores } from './judging.tables.js';

type SubmissionRow = typeof submissions.$inferSelect;
export type SubmissionScoreRow = typeof submissionScores.$inferSelect;

/** Queued and free to try, or running under a lease that ran out (its node or runner died mid-judging). */
const claimable = (at: Date) =>
  and(
    inArray(submissions.status, ['queued', 'running']),
    or(isNull(submissions.leaseUntil), lt(submissions.leaseUntil, at)),
  );

/**
 * The judging side of a submission: its queue columns (status, lease, failed judgings, the current score), the history
 * of its scores, and the reference timings of template versions. The row itself is made by the submissions module.
 */
export function createJudgingRepository(db: Database) {
  return {
    /** Submissions waiting to be judged that nobody holds: new ones, retries that are due, and those a crash left. */
    async claimableIds(at: Date, tx: DbExecutor = db): Promise<string[]> {
      const rows = await tx
        .select({ id: submissions.id })
        .from(submissions)
        .where(claimable(at))
        .orderBy(asc(submissions.createdAt));
      return rows.map((row) => row.id);
    },

    /** Takes a submission to judge until `until`, if nobody holds it; the row when this caller got it. */
    async claim(id: string, token: string, at: Date, until: Date, tx: DbExecutor = db): Promise<SubmissionRow | null> {
      const [row] = await tx
        .update(submissions)
        .set({ status: 'running', leaseToken: token, leaseUntil: until })
        .where(and(eq(submissions.id, id), claimable(at)))
        .returning();
      return row ?? null;
    },

    /** Extends a lease still held; false when it was lost (the submission went to another node). */
    async renewLease(id: string, token: string, until: Date, tx: DbExecutor = db): Promise<boolean> {
      const rows = await tx
        .update(submissions)
        .set({ leaseUntil: until })
        .where(and(eq(submissions.id, id), eq(submissions.leaseToken, token)))
        .returning({ id: submissions.id });
      return rows.length > 0;
    },

    /** Ends a judging under its lease; null when the lease was lost, so nothing of this judging is recorded. */
    async finishLeased(
      id: string,
      token: string,
      patch: Partial<
        Pick<
          SubmissionRow,
          'status' | 'score' | 'results' | 'compileOutput' | 'error' | 'scoredAt' | 'leaseUntil' | 'quality'
        >
      >,
      tx: DbExecutor = db,
    ): Promise<SubmissionRow | null> {
      const [row] = await tx
        .update(submissions)
        .set({ leaseToken: null, leaseUntil: null, ...patch })
        .where(and(eq(submissions.id, id), eq(submissions.leaseToken, token)))
        .returning();
      return row ?? null;
    },

    /** A judging the service failed: back to the queue until `retryAt` (null: free to try now), counted. */
    async requeueLeased(
      id: string,
      token: string,
      retryAt: Date | null,
      tx: DbExecutor = db,
    ): Promise<SubmissionRow | null> {
      const [row] = await tx
        .update(submissions)
        .set({
          status: 'queued',
          leaseToken: null,
          leaseUntil: retryAt,
          failedJudgings: sql`${submissions.failedJudgings} + 1`,
        })
        .where(and(eq(submissions.id, id), eq(submissions.leaseToken, token)))
        .returning();
      return row ?? null;
    },

    /** Queues a task's judged submissions to be judged again; those already waiting or being judged are left as they are. */
    async requeueJudgedOfTask(taskId: string, tx: DbExecutor = db): Promise<string[]> {
      const rows = await tx
        .update(submissions)
        .set({ status: 'queued', error: null, failedJudgings: 0, leaseToken: null, leaseUntil: null })
        .where(and(eq(submissions.taskId, taskId), inArray(submissions.status, ['scored', 'error'])))
        .returning({ id: submissions.id });
      return rows.map((row) => row.id);
    },

    /** A version's reference time in a language; null when none was measured or its reference did not pass. */
    async referenceTiming(
      templateVersionId: string,
      language: SubmissionRow['language'],
      tx: DbExecutor = db,
    ): Promise<number | null> {
      const [row] = await tx
        .select({ maxCpuMs: referenceTimings.maxCpuMs })
        .from(referenceTimings)
        .where(and(eq(referenceTimings.templateVersionId, templateVersionId), eq(referenceTimings.language, language)));
      return row?.maxCpuMs ?? null;
    },

    /**
     * Up to `limit` (version, language) pairs whose content offers a reference solution in that language but which
     * have no timing row, oldest version first: seeded versions (platform templates, the library), which no
     * validation on this server ran. A row without a time (a reference that failed) counts, so it is not run again.
     * `exceptLanguages`: those no runner offers right now.
     */
    async untimedReferences(
      limit: number,
      exceptLanguages: readonly LanguageId[] = [],
      tx: DbExecutor = db,
    ): Promise<{ templateVersionId: string; language: LanguageId }[]> {
      const language = sql<LanguageId>`entry->>'language'`;
      return tx
        .select({ templateVersionId: taskTemplateVersions.id, language })
        .from(taskTemplateVersions)
        .crossJoinLateral(sql`jsonb_array_elements(${taskTemplateVersions.content}->'languages') as entry`)
        .where(
          and(
            sql`coalesce(entry->>'reference_solution', '') <> ''`,
            exceptLanguages.length > 0 ? notInArray(language, [...exceptLanguages]) : undefined,
            notExists(
              tx
                .select({ one: sql`1` })
                .from(referenceTimings)
                .where(
                  and(
                    eq(referenceTimings.templateVersionId, taskTemplateVersions.id),
                    eq(referenceTimings.language, language),
                  ),
                ),
            ),
          ),
        )
        .orderBy(asc(taskTemplateVersions.createdAt), asc(taskTemplateVersions.id), asc(language))
        .limit(limit);
    },

    /** Keeps the first measurement (two nodes measuring at once agree closely enough; the first stands). */
    async saveReferenceTiming(row: typeof referenceTimings.$inferInsert, tx: DbExecutor = db): Promise<void> {
      await tx.insert(referenceTimings).values(row).onConflictDoNothing();
    },

    async insertScore(row: typeof submissionScores.$inferInsert, tx: DbExecutor = db): Promise<void> {
      await tx.insert(submissionScores).values(row);
    },

    /** Every score the submissions were given, oldest first. */
    async scoresOf(submissionIds: string[], tx: DbExecutor = db): Promise<SubmissionScoreRow[]> {
      if (submissionIds.length === 0) return [];
      return tx
        .select()
        .from(submissionScores)
        .where(inArray(submissionScores.submissionId, submissionIds))
        .orderBy(asc(submissionScores.createdAt), asc(submissionScores.id));
    },
  };
}
export type JudgingRepository = ReturnType<typeof createJudgingRepository>;
