import type { Difficulty, IntegritySignal, LanguageId, SimilarityMatch, TelemetryEvent } from '@assay/contracts';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { submissions } from '../submissions/submissions.tables.js';
import { tasks } from '../tasks/tasks.tables.js';
import { users } from '../users/users.tables.js';

/**
 * One task's recording: how much it holds (the cap is on `bytes`), whether it was capped, and whether it was deleted
 * under the retention period (the integrity report's summary outlives it). Its row is also the lock batches take.
 */
export const telemetrySessions = pgTable(
  'telemetry_sessions',
  {
    taskId: text('task_id')
      .primaryKey()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    candidateId: text('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bytes: integer('bytes').notNull().default(0),
    batches: integer('batches').notNull().default(0),
    /** When a batch was first dropped for the size limit. */
    cappedAt: timestamp('capped_at', { withTimezone: true }),
    /** When its batches were deleted (retention). */
    purgedAt: timestamp('purged_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('telemetry_sessions_updated_idx').on(table.updatedAt)],
);

/** A batch as the editor sent it; its key makes a batch sent twice land once. */
export const telemetryBatches = pgTable(
  'telemetry_batches',
  {
    taskId: text('task_id')
      .notNull()
      .references(() => telemetrySessions.taskId, { onDelete: 'cascade' }),
    /** The page load that recorded it. */
    streamId: text('stream_id').notNull(),
    seq: integer('seq').notNull(),
    events: jsonb('events').$type<TelemetryEvent[]>().notNull(),
    bytes: integer('bytes').notNull(),
    /** Its first event's time (the browser's clock, ms): streams are replayed in the order they began. */
    firstT: bigint('first_t', { mode: 'number' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'telemetry_batches_pk', columns: [table.taskId, table.streamId, table.seq] })],
);

/** Totals per tier, kept when the recording is gone. */
export interface SignalSummary {
  info: number;
  review: number;
  strong: number;
}

/** A final submission's integrity report, computed once it is scored (and again on a re-evaluation). */
export const integrityReports = pgTable('integrity_reports', {
  submissionId: text('submission_id')
    .primaryKey()
    .references(() => submissions.id, { onDelete: 'cascade' }),
  taskId: text('task_id').notNull(),
  signals: jsonb('signals').$type<IntegritySignal[]>().notNull(),
  /** Matches as the reviewer reads them, without the other code (read fresh, under the caller's rights). */
  matches: jsonb('matches').$type<Omit<SimilarityMatch, 'other_code' | 'candidate_name'>[]>().notNull(),
  summary: jsonb('summary').$type<SignalSummary>().notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A candidate's explanation of their signals, and the reviewer's answer. */
export const integrityAppeals = pgTable('integrity_appeals', {
  submissionId: text('submission_id')
    .primaryKey()
    .references(() => submissions.id, { onDelete: 'cascade' }),
  candidateId: text('candidate_id').notNull(),
  explanation: text('explanation').notNull(),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  reply: text('reply'),
  repliedBy: text('replied_by'),
  repliedAt: timestamp('replied_at', { withTimezone: true }),
});

/**
 * What one final submission's recording says about how the candidate worked, kept when the recording is deleted:
 * the behavioral analysis reads these, never the recordings.
 */
export const behaviorTaskSummaries = pgTable(
  'behavior_task_summaries',
  {
    taskId: text('task_id')
      .primaryKey()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    candidateId: text('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    submissionId: text('submission_id').notNull(),
    practice: boolean('practice').notNull(),
    difficulty: text('difficulty').$type<Difficulty>().notNull(),
    language: text('language').$type<LanguageId>().notNull(),
    score: integer('score').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    /** From the task's start to its final submission. */
    solveMs: bigint('solve_ms', { mode: 'number' }),
    /** Null: no recording, or no run. */
    timeToFirstRunMs: bigint('time_to_first_run_ms', { mode: 'number' }),
    editRunCycles: integer('edit_run_cycles'),
    testedBeforeSubmit: boolean('tested_before_submit'),
    /** Per failed run, the runs it took until one passed everything it ran (unrecovered failures left out). */
    recoveryRuns: jsonb('recovery_runs').$type<number[]>(),
    activeMs: bigint('active_ms', { mode: 'number' }),
  },
  (table) => [index('behavior_task_summaries_candidate_idx').on(table.candidateId, table.submittedAt)],
);
