import type { TemplateContent, TelemetryEvent, TelemetryReceipt } from '@assay/contracts';
import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
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
     * Stores a batch once (its key is the task, the stream and `seq`) while the recording is under its size limit, and
     * adds it to the recording's totals: one statement, one round trip (the editor posts every few seconds, from
     * every candidate at once). When nothing was stored, a second statement tells a batch already stored from one
     * over the limit, and marks the recording capped: nothing is stored after that, since a recording with a hole in
     * it would replay edits onto the wrong text. Two batches of one task arriving at the same instant (two tabs) may
     * both pass the limit check: the limit can be passed by one batch, never more.
     */
    async appendBatch(input: BatchInput): Promise<TelemetryReceipt> {
      const { taskId, candidateId, streamId, seq, bytes, capBytes } = input;
      // Parameters reach PostgreSQL untyped: each is cast, or two of them would be compared as text.
      const size = sql`${bytes}::integer`;
      const cap = sql`${capBytes}::integer`;
      const stored = await rowsOf<{ stored: number }>(
        db,
        sql`with inserted as (
              insert into ${telemetryBatches} (task_id, stream_id, seq, events, bytes, first_t)
              select ${taskId}, ${streamId}, ${seq}::integer, ${JSON.stringify(input.events)}::jsonb, ${size}, ${input.events[0]!.t}::bigint
              where ${size} <= ${cap} and not exists (
                select 1 from ${telemetrySessions}
                where task_id = ${taskId} and (capped_at is not null or bytes + ${size} > ${cap}))
              on conflict do nothing
              returning bytes)
            insert into ${telemetrySessions} as s (task_id, candidate_id, bytes, batches)
            select ${taskId}, ${candidateId}, bytes, 1 from inserted
            on conflict (task_id) do update
              set bytes = s.bytes + excluded.bytes, batches = s.batches + 1, updated_at = now()
            returning 1 as stored`,
      );
      if (stored.length > 0) return { stored: true, capped: false };
      const capped = await db
        .update(telemetrySessions)
        .set({ cappedAt: sql`coalesce(${telemetrySessions.cappedAt}, now())` })
        .where(
          and(
            eq(telemetrySessions.taskId, taskId),
            sql`(${telemetrySessions.cappedAt} is not null or ${telemetrySessions.bytes} + ${size} > ${cap})`,
          ),
        )
        .returning({ taskId: telemetrySessions.taskId });
      return { stored: false, capped: capped.length > 0 };
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
