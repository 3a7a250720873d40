import type { TemplateContent, TelemetryEvent, TelemetryReceipt } from '@assay/contracts';
import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import { reviews } from '../evaluation/evaluation.tables.js';
import { submissions } from '../submissions/submissions.tables.js';
import { taskTemplates, taskTemplateVersions } from '../task-templates/task-templates.tables.js';
import { tasks } from '../tasks/tasks.tables.js';
import { users } from '../users/users.tables.js';
import {
  behaviorTaskSummaries,
  integrityAppeals,
  integrityReports,
  telemetryBatches,
  telemetrySessions,
} from './behavior.tables.js';

export type ReportRow = typeof integrityReports.$inferSelect;
export type AppealRow = typeof integrityAppeals.$inferSelect;
export type TaskSummaryRow = typeof behaviorTaskSummaries.$inferSelect;
export type SessionRow = typeof telemetrySessions.$inferSelect;

export interface BatchInput {
  taskId: string;
  candidateId: string;
  streamId: string;
  seq: number;
  events: TelemetryEvent[];
  bytes: number;
  /** The most the task's recording may hold. */
  capBytes: number;
}

/** Recordings, integrity reports and appeals, and the per-task measures; every read names what it is of. */
export function createBehaviorRepository(db: Database) {
  return {
    /**
     * Stores a batch once (its key is the task, the stream and `seq`), under the recording's row lock so two batches
     * of one task never both pass the size limit; the batch over the limit, and every one after it, is dropped and the
     * recording marked capped.
     */
    async appendBatch(input: BatchInput): Promise<TelemetryReceipt> {
      return db.transaction(async (tx) => {
        await tx
          .insert(telemetrySessions)
          .values({ taskId: input.taskId, candidateId: input.candidateId })
          .onConflictDoNothing();
        const [session] = await tx
          .select({ bytes: telemetrySessions.bytes, cappedAt: telemetrySessions.cappedAt })
          .from(telemetrySessions)
          .where(eq(telemetrySessions.taskId, input.taskId))
          .for('update');
        // Once capped, nothing more: a recording with a hole in it would replay edits onto the wrong text.
        if (session!.cappedAt) return { stored: false, capped: true };
        if (session!.bytes + input.bytes > input.capBytes) {
          await tx
            .update(telemetrySessions)
            .set({ cappedAt: new Date() })
            .where(eq(telemetrySessions.taskId, input.taskId));
          return { stored: false, capped: true };
        }
        const inserted = await tx
          .insert(telemetryBatches)
          .values({
            taskId: input.taskId,
            streamId: input.streamId,
            seq: input.seq,
            events: input.events,
            bytes: input.bytes,
            firstT: input.events[0]!.t,
          })
          .onConflictDoNothing()
          .returning({ seq: telemetryBatches.seq });
        if (inserted.length > 0)
          await tx
            .update(telemetrySessions)
            .set({
              bytes: sql`${telemetrySessions.bytes} + ${input.bytes}`,
              batches: sql`${telemetrySessions.batches} + 1`,
              updatedAt: new Date(),
            })
            .where(eq(telemetrySessions.taskId, input.taskId));
        return { stored: inserted.length > 0, capped: false };
      });
    },

    /** A task's recording in order: its streams by when each began, each stream's batches by `seq`. */
    async recording(taskId: string, tx: DbExecutor = db) {
      const [session] = await tx.select().from(telemetrySessions).where(eq(telemetrySessions.taskId, taskId));
      if (!session) return { session: null, events: [] as TelemetryEvent[], streams: 0 };
      const streamStart = sql`min(${telemetryBatches.firstT}) over (partition by ${telemetryBatches.streamId})`;
      const batches = await tx
        .select({ streamId: telemetryBatches.streamId, events: telemetryBatches.events })
        .from(telemetryBatches)
        .where(eq(telemetryBatches.taskId, taskId))
        .orderBy(asc(streamStart), asc(telemetryBatches.streamId), asc(telemetryBatches.seq));
      return {
        session,
        events: batches.flatMap((batch) => batch.events),
        streams: new Set(batches.map((batch) => batch.streamId)).size,
      };
    },

    async session(taskId: string, tx: DbExecutor = db): Promise<SessionRow | null> {
      const [row] = await tx.select().from(telemetrySessions).where(eq(telemetrySessions.taskId, taskId));
      return row ?? null;
    },

    /** Deletes the recordings nobody added to since `cutoff`; their rows stay, marked purged. */
    async purgeBefore(cutoff: Date): Promise<number> {
      return db.transaction(async (tx) => {
        const purged = await tx
          .update(telemetrySessions)
          .set({ purgedAt: new Date(), bytes: 0 })
          .where(and(lt(telemetrySessions.updatedAt, cutoff), isNull(telemetrySessions.purgedAt)))
          .returning({ taskId: telemetrySessions.taskId });
        if (purged.length > 0)
          await tx.delete(telemetryBatches).where(
            inArray(
              telemetryBatches.taskId,
              purged.map((row) => row.taskId),
            ),
          );
        return purged.length;
      });
    },

    /** A final submission with its task and version: what a report is computed from, and who may read it. */
    async submissionContext(submissionId: string, tx: DbExecutor = db) {
      const [row] = await tx
        .select({
          submission: {
            id: submissions.id,
            kind: submissions.kind,
            code: submissions.code,
            language: submissions.language,
            score: submissions.score,
            createdAt: submissions.createdAt,
          },
          task: {
            id: tasks.id,
            candidateId: tasks.candidateId,
            organizationId: tasks.organizationId,
            templateVersionId: tasks.templateVersionId,
            startedAt: tasks.startedAt,
            submittedAt: tasks.submittedAt,
            durationMinutes: tasks.durationMinutes,
          },
          content: taskTemplateVersions.content,
          templateOrganizationId: taskTemplates.organizationId,
          reviewerId: reviews.reviewerId,
        })
        .from(submissions)
        .innerJoin(tasks, eq(tasks.id, submissions.taskId))
        .innerJoin(taskTemplateVersions, eq(taskTemplateVersions.id, tasks.templateVersionId))
        .innerJoin(taskTemplates, eq(taskTemplates.id, taskTemplateVersions.templateId))
        .leftJoin(reviews, eq(reviews.submissionId, submissions.id))
        .where(eq(submissions.id, submissionId));
      return row ? { ...row, content: row.content as TemplateContent } : null;
    },

    /** The newest final submission of a task. */
    async finalOfTask(taskId: string, tx: DbExecutor = db): Promise<string | null> {
      const [row] = await tx
        .select({ id: submissions.id })
        .from(submissions)
        .where(and(eq(submissions.taskId, taskId), eq(submissions.kind, 'final')))
        .orderBy(desc(submissions.createdAt))
        .limit(1);
      return row?.id ?? null;
    },

    /** Other submissions' code, organization and candidate, for the matches a reviewer reads. */
    async matchedSubmissions(ids: string[], tx: DbExecutor = db) {
      if (ids.length === 0) return [];
      return tx
        .select({
          id: submissions.id,
          code: submissions.code,
          organizationId: tasks.organizationId,
          candidateName: sql<string>`coalesce(nullif(${users.name}, ''), ${users.email})`,
        })
        .from(submissions)
        .innerJoin(tasks, eq(tasks.id, submissions.taskId))
        .innerJoin(users, eq(users.id, tasks.candidateId))
        .where(inArray(submissions.id, ids));
    },

    async saveReport(row: typeof integrityReports.$inferInsert, tx: DbExecutor = db): Promise<void> {
      await tx
        .insert(integrityReports)
        .values(row)
        .onConflictDoUpdate({
          target: integrityReports.submissionId,
          set: { signals: row.signals, matches: row.matches, summary: row.summary, computedAt: row.computedAt },
        });
    },

    async report(submissionId: string, tx: DbExecutor = db): Promise<ReportRow | null> {
      const [row] = await tx.select().from(integrityReports).where(eq(integrityReports.submissionId, submissionId));
      return row ?? null;
    },

    async appeal(submissionId: string, tx: DbExecutor = db): Promise<AppealRow | null> {
      const [row] = await tx.select().from(integrityAppeals).where(eq(integrityAppeals.submissionId, submissionId));
      return row ?? null;
    },

    /** The candidate's explanation; written again it replaces the last, until the reviewer has answered. */
    async saveAppeal(row: typeof integrityAppeals.$inferInsert, tx: DbExecutor = db): Promise<AppealRow | null> {
      const [saved] = await tx
        .insert(integrityAppeals)
        .values(row)
        .onConflictDoUpdate({
          target: integrityAppeals.submissionId,
          set: { explanation: row.explanation, submittedAt: row.submittedAt },
          setWhere: isNull(integrityAppeals.repliedAt),
        })
        .returning();
      return saved ?? null;
    },

    async replyToAppeal(
      submissionId: string,
      reply: { reply: string; repliedBy: string; repliedAt: Date },
      tx: DbExecutor = db,
    ): Promise<AppealRow | null> {
      const [row] = await tx
        .update(integrityAppeals)
        .set(reply)
        .where(eq(integrityAppeals.submissionId, submissionId))
        .returning();
      return row ?? null;
    },

    async saveTaskSummary(row: typeof behaviorTaskSummaries.$inferInsert, tx: DbExecutor = db): Promise<void> {
      const { taskId: _taskId, ...changes } = row;
      await tx.insert(behaviorTaskSummaries).values(row).onConflictDoUpdate({
        target: behaviorTaskSummaries.taskId,
        set: changes,
      });
    },

    /** The candidate's earlier solve times of tasks of a difficulty scored at least `minScore`, newest 50. */
    async solveHistory(
      query: { candidateId: string; difficulty: string; before: Date; minScore: number; exceptTaskId: string },
      tx: DbExecutor = db,
    ): Promise<number[]> {
      const rows = await tx
        .select({ solveMs: behaviorTaskSummaries.solveMs })
        .from(behaviorTaskSummaries)
        .where(
          and(
            eq(behaviorTaskSummaries.candidateId, query.candidateId),
            eq(behaviorTaskSummaries.difficulty, query.difficulty as TaskSummaryRow['difficulty']),
            lt(behaviorTaskSummaries.submittedAt, query.before),
            gte(behaviorTaskSummaries.score, query.minScore),
            ne(behaviorTaskSummaries.taskId, query.exceptTaskId),
          ),
        )
        .orderBy(desc(behaviorTaskSummaries.submittedAt))
        .limit(50);
      return rows.flatMap((row) => (row.solveMs === null ? [] : [row.solveMs]));
    },

    /** A candidate's practice measures since a moment, oldest first. */
    async practiceSummaries(candidateId: string, since: Date, tx: DbExecutor = db): Promise<TaskSummaryRow[]> {
      return tx
        .select()
        .from(behaviorTaskSummaries)
        .where(
          and(
            eq(behaviorTaskSummaries.candidateId, candidateId),
            eq(behaviorTaskSummaries.practice, true),
            gte(behaviorTaskSummaries.submittedAt, since),
          ),
        )
        .orderBy(asc(behaviorTaskSummaries.submittedAt))
        .limit(5_000);
    },

    /** A candidate's measures on the tasks one organization assigned them, oldest first. */
    async assignedSummaries(
      candidateId: string,
      organizationId: string,
      since: Date,
      tx: DbExecutor = db,
    ): Promise<TaskSummaryRow[]> {
      const rows = await tx
        .select({ summary: behaviorTaskSummaries })
        .from(behaviorTaskSummaries)
        .innerJoin(tasks, eq(tasks.id, behaviorTaskSummaries.taskId))
        .where(
          and(
            eq(behaviorTaskSummaries.candidateId, candidateId),
            eq(tasks.organizationId, organizationId),
            gte(behaviorTaskSummaries.submittedAt, since),
          ),
        )
        .orderBy(asc(behaviorTaskSummaries.submittedAt))
        .limit(5_000);
      return rows.map((row) => row.summary);
    },
  };
}
export type BehaviorRepository = ReturnType<typeof createBehaviorRepository>;
