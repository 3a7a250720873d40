import { and, asc, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import {
  learningActivity,
  learningCertificates,
  learningEnrollments,
  learningLearners,
  learningPaths,
  learningPathVersions,
  learningQuizAttempts,
  learningStepProgress,
} from './learning.tables.js';

export type PathRow = typeof learningPaths.$inferSelect;
export type VersionRow = typeof learningPathVersions.$inferSelect;
export type EnrollmentRow = typeof learningEnrollments.$inferSelect;
export type ProgressRow = typeof learningStepProgress.$inferSelect;
export type QuizAttemptRow = typeof learningQuizAttempts.$inferSelect;

/** Paths, their versions, and each learner's enrollments, progress, quiz attempts and daily activity. */
export function createLearningRepository(db: Database) {
  return {
    async insertPath(row: typeof learningPaths.$inferInsert, tx: DbExecutor = db): Promise<PathRow> {
      const [inserted] = await tx.insert(learningPaths).values(row).returning();
      return inserted!;
    },

    async path(id: string, tx: DbExecutor = db): Promise<PathRow | null> {
      const [row] = await tx.select().from(learningPaths).where(eq(learningPaths.id, id));
      return row ?? null;
    },

    /** Taken before publishing, so two publishes of one path number their versions one after the other. */
    async lockPath(id: string, tx: DbExecutor): Promise<PathRow | null> {
      const [row] = await tx.select().from(learningPaths).where(eq(learningPaths.id, id)).for('update');
      return row ?? null;
    },

    paths: (tx: DbExecutor = db): Promise<PathRow[]> =>
      tx.select().from(learningPaths).orderBy(asc(learningPaths.createdAt), asc(learningPaths.id)),

    async updatePath(
      id: string,
      changes: Partial<Pick<PathRow, 'draft' | 'status' | 'currentVersion' | 'seedFingerprint'>>,
      tx: DbExecutor = db,
    ): Promise<void> {
      await tx
        .update(learningPaths)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(learningPaths.id, id));
    },

    async insertVersion(row: typeof learningPathVersions.$inferInsert, tx: DbExecutor = db): Promise<void> {
      await tx.insert(learningPathVersions).values(row);
    },

    async version(pathId: string, version: number, tx: DbExecutor = db): Promise<VersionRow | null> {
      const [row] = await tx
        .select()
        .from(learningPathVersions)
        .where(and(eq(learningPathVersions.pathId, pathId), eq(learningPathVersions.version, version)));
      return row ?? null;
    },

    /** The newest version of every path that has one (published or retired). */
    currentVersions: (tx: DbExecutor = db): Promise<(VersionRow & { status: PathRow['status'] })[]> =>
      tx
        .select({
          pathId: learningPathVersions.pathId,
          version: learningPathVersions.version,
          content: learningPathVersions.content,
          publishedAt: learningPathVersions.publishedAt,
          publishedBy: learningPathVersions.publishedBy,
          status: learningPaths.status,
        })
        .from(learningPathVersions)
        .innerJoin(
          learningPaths,
          and(
            eq(learningPaths.id, learningPathVersions.pathId),
            eq(learningPaths.currentVersion, learningPathVersions.version),
          ),
        )
        .orderBy(asc(learningPaths.createdAt), asc(learningPaths.id)),

    /** A path's versions, newest first, with how many learners are on each. */
    versionsOf: (pathId: string, tx: DbExecutor = db) =>
      tx
        .select({
          version: learningPathVersions.version,
          content: learningPathVersions.content,
          publishedAt: learningPathVersions.publishedAt,
          // Written out with an alias: inside a one-table select, drizzle names columns without their table.
          learners: sql<number>`(select count(*)::int from ${learningEnrollments} e where e.path_id = ${learningPathVersions}.path_id and e.version = ${learningPathVersions}.version)`,
        })
        .from(learningPathVersions)
        .where(eq(learningPathVersions.pathId, pathId))
        .orderBy(desc(learningPathVersions.version)),

    /** Learners and completions per path. */
    async figures(tx: DbExecutor = db): Promise<Map<string, { learners: number; completions: number }>> {
      const rows = await tx
        .select({
          pathId: learningEnrollments.pathId,
          learners: sql<number>`count(*)::int`,
          completions: sql<number>`(count(*) filter (where ${learningEnrollments.completedAt} is not null))::int`,
        })
        .from(learningEnrollments)
        .groupBy(learningEnrollments.pathId);
      return new Map(rows.map(({ pathId, ...figures }) => [pathId, figures]));
    },

    async enrollment(userId: string, pathId: string, tx: DbExecutor = db): Promise<EnrollmentRow | null> {
      const [row] = await tx
        .select()
        .from(learningEnrollments)
        .where(and(eq(learningEnrollments.userId, userId), eq(learningEnrollments.pathId, pathId)));
      return row ?? null;
    },

    async lockEnrollment(userId: string, pathId: string, tx: DbExecutor): Promise<EnrollmentRow | null> {
      const [row] = await tx
        .select()
        .from(learningEnrollments)
        .where(and(eq(learningEnrollments.userId, userId), eq(learningEnrollments.pathId, pathId)))
        .for('update');
      return row ?? null;
    },

    /** The learner's certificate per path. */
    async certificateIdsOf(userId: string, tx: DbExecutor = db): Promise<Map<string, string>> {
      const rows = await tx
        .select({ pathId: learningCertificates.pathId, id: learningCertificates.id })
        .from(learningCertificates)
        .where(eq(learningCertificates.userId, userId));
      return new Map(rows.map((row) => [row.pathId, row.id]));
    },

    enrollmentsOf: (userId: string, tx: DbExecutor = db): Promise<EnrollmentRow[]> =>
      tx.select().from(learningEnrollments).where(eq(learningEnrollments.userId, userId)),

    /** Enrolls once: a second call leaves the first enrollment as it was. */
    async enroll(userId: string, pathId: string, version: number, tx: DbExecutor = db): Promise<void> {
      await tx.insert(learningEnrollments).values({ userId, pathId, version }).onConflictDoNothing();
    },

    async updateEnrollment(
      userId: string,
      pathId: string,
      changes: Partial<Pick<EnrollmentRow, 'version' | 'lastStepKey' | 'completedAt'>>,
      tx: DbExecutor = db,
    ): Promise<void> {
      await tx
        .update(learningEnrollments)
        .set(changes)
        .where(and(eq(learningEnrollments.userId, userId), eq(learningEnrollments.pathId, pathId)));
    },

    progressOf: (userId: string, pathId: string, tx: DbExecutor = db): Promise<ProgressRow[]> =>
      tx
        .select()
        .from(learningStepProgress)
        .where(and(eq(learningStepProgress.userId, userId), eq(learningStepProgress.pathId, pathId))),

    /** The completed step keys of each of a learner's paths. */
    async completedKeys(userId: string, tx: DbExecutor = db): Promise<Map<string, Set<string>>> {
      const rows = await tx
        .select({ pathId: learningStepProgress.pathId, stepKey: learningStepProgress.stepKey })
        .from(learningStepProgress)
        .where(and(eq(learningStepProgress.userId, userId), isNotNull(learningStepProgress.completedAt)));
      const keys = new Map<string, Set<string>>();
      for (const { pathId, stepKey } of rows) keys.set(pathId, (keys.get(pathId) ?? new Set()).add(stepKey));
      return keys;
    },

    async openStep(userId: string, pathId: string, stepKey: string, tx: DbExecutor = db): Promise<void> {
      await tx.insert(learningStepProgress).values({ userId, pathId, stepKey }).onConflictDoNothing();
    },

    /** Marks a step complete once; true when this call completed it (a repeat, or a second node, gets false). */
    async completeStep(
      userId: string,
      pathId: string,
      stepKey: string,
      version: number,
      at: Date,
      tx: DbExecutor = db,
    ): Promise<boolean> {
      const rows = await tx
        .insert(learningStepProgress)
        .values({ userId, pathId, stepKey, openedAt: at, completedAt: at, completedVersion: version })
        .onConflictDoUpdate({
          target: [learningStepProgress.userId, learningStepProgress.pathId, learningStepProgress.stepKey],
          set: { completedAt: at, completedVersion: version },
          setWhere: sql`${learningStepProgress.completedAt} is null`,
        })
        .returning({ stepKey: learningStepProgress.stepKey });
      return rows.length > 0;
    },

    async addSeconds(userId: string, pathId: string, stepKey: string, seconds: number, tx: DbExecutor = db) {
      await tx
        .insert(learningStepProgress)
        .values({ userId, pathId, stepKey, seconds })
        .onConflictDoUpdate({
          target: [learningStepProgress.userId, learningStepProgress.pathId, learningStepProgress.stepKey],
          set: { seconds: sql`${learningStepProgress.seconds} + ${seconds}::integer` },
        });
    },

    async addActivity(
      entry: { userId: string; pathId: string; day: string; steps: number; seconds: number },
      tx: DbExecutor = db,
    ): Promise<void> {
      await tx
        .insert(learningActivity)
        .values(entry)
        .onConflictDoUpdate({
          target: [learningActivity.userId, learningActivity.day, learningActivity.pathId],
          set: {
            steps: sql`${learningActivity.steps} + ${entry.steps}::integer`,
            seconds: sql`${learningActivity.seconds} + ${entry.seconds}::integer`,
          },
        });
    },

    /** Steps and seconds per day since `since` (a `YYYY-MM-DD`), over every path or one. */
    activityOf: (userId: string, since: string, pathId?: string, tx: DbExecutor = db) =>
      tx
        .select({
          day: learningActivity.day,
          steps: sql<number>`sum(${learningActivity.steps})::int`,
          seconds: sql<number>`sum(${learningActivity.seconds})::int`,
        })
        .from(learningActivity)
        .where(
          and(
            eq(learningActivity.userId, userId),
            gte(learningActivity.day, since),
            pathId ? eq(learningActivity.pathId, pathId) : undefined,
          ),
        )
        .groupBy(learningActivity.day)
        .orderBy(asc(learningActivity.day)),

    async insertAttempt(row: typeof learningQuizAttempts.$inferInsert, tx: DbExecutor = db): Promise<void> {
      await tx.insert(learningQuizAttempts).values(row);
    },

    attemptsOf: (userId: string, pathId: string, tx: DbExecutor = db): Promise<QuizAttemptRow[]> =>
      tx
        .select()
        .from(learningQuizAttempts)
        .where(and(eq(learningQuizAttempts.userId, userId), eq(learningQuizAttempts.pathId, pathId)))
        .orderBy(desc(learningQuizAttempts.attemptedAt)),

    async dailyGoal(userId: string, tx: DbExecutor = db): Promise<number | null> {
      const [row] = await tx.select().from(learningLearners).where(eq(learningLearners.userId, userId));
      return row?.dailyGoal ?? null;
    },

    async setDailyGoal(userId: string, dailyGoal: number, tx: DbExecutor = db): Promise<void> {
      await tx
        .insert(learningLearners)
        .values({ userId, dailyGoal })
        .onConflictDoUpdate({ target: learningLearners.userId, set: { dailyGoal } });
    },

    /** Per step key: learners of the version who opened it and who completed it. */
    funnel: (pathId: string, version: number, tx: DbExecutor = db) =>
      tx
        .select({
          stepKey: learningStepProgress.stepKey,
          opened: sql<number>`count(*)::int`,
          completed: sql<number>`(count(*) filter (where ${learningStepProgress.completedAt} is not null))::int`,
        })
        .from(learningStepProgress)
        .innerJoin(
          learningEnrollments,
          and(
            eq(learningEnrollments.userId, learningStepProgress.userId),
            eq(learningEnrollments.pathId, learningStepProgress.pathId),
          ),
        )
        .where(and(eq(learningStepProgress.pathId, pathId), eq(learningEnrollments.version, version)))
        .groupBy(learningStepProgress.stepKey),

    /** The completed step keys of every learner on a version (for who stalled where). */
    completedByLearner: (pathId: string, version: number, tx: DbExecutor = db) =>
      tx
        .select({ userId: learningStepProgress.userId, stepKey: learningStepProgress.stepKey })
        .from(learningStepProgress)
        .innerJoin(
          learningEnrollments,
          and(
            eq(learningEnrollments.userId, learningStepProgress.userId),
            eq(learningEnrollments.pathId, learningStepProgress.pathId),
          ),
        )
        .where(
          and(
            eq(learningStepProgress.pathId, pathId),
            eq(learningEnrollments.version, version),
            isNotNull(learningStepProgress.completedAt),
          ),
        ),

    async learnersOn(pathId: string, version: number, tx: DbExecutor = db): Promise<number> {
      const [row] = await tx
        .select({ learners: sql<number>`count(*)::int` })
        .from(learningEnrollments)
        .where(and(eq(learningEnrollments.pathId, pathId), eq(learningEnrollments.version, version)));
      return row?.learners ?? 0;
    },

    /** Enrollments of these learners whose version holds a step of the given challenge (for the challenge subscriber). */
    enrollmentsWith: (userIds: string[], tx: DbExecutor = db) =>
      userIds.length === 0
        ? Promise.resolve([])
        : tx
            .select({
              userId: learningEnrollments.userId,
              pathId: learningEnrollments.pathId,
              version: learningEnrollments.version,
              completedAt: learningEnrollments.completedAt,
              content: learningPathVersions.content,
            })
            .from(learningEnrollments)
            .innerJoin(
              learningPathVersions,
              and(
                eq(learningPathVersions.pathId, learningEnrollments.pathId),
                eq(learningPathVersions.version, learningEnrollments.version),
              ),
            )
            .where(inArray(learningEnrollments.userId, userIds)),
  };
}
export type LearningRepository = ReturnType<typeof createLearningRepository>;
