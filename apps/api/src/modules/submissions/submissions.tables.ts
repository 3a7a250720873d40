import type { CodeQuality, LanguageId, RunnerTestReport, Submitter, Verdict } from '@assay/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tasks } from '../tasks/tasks.tables.js';

export const submissionStatusEnum = pgEnum('submission_status', ['queued', 'running', 'scored', 'error']);
export const submissionKindEnum = pgEnum('submission_kind', ['attempt', 'final']);

/** Everything a test run saw, for reviewers; candidates get `candidateView` of it. */
export interface StoredTestResult {
  id: string;
  hidden: boolean;
  weight: number;
  verdict: Verdict;
  report: RunnerTestReport;
}

/**
 * A submission: the code, then its current verdicts. Kept durable from the moment it is made. Judging is leased: a node
 * claims a queued submission (or one whose lease ran out: its node or runner died) for `lease_until`, renews the lease
 * while it judges, and records the score only while it still holds the lease, so a submission is never lost and never
 * scored twice. A queued submission's `lease_until` is when it may be tried again (after a runner failure).
 */
export const submissions = pgTable(
  'submissions',
  {
    id: text('id').primaryKey(),
    taskId: text('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    candidateId: text('candidate_id').notNull(),
    kind: submissionKindEnum('kind').notNull(),
    submittedBy: text('submitted_by').$type<Submitter>().notNull().default('candidate'),
    language: text('language').$type<LanguageId>().notNull(),
    code: text('code').notNull(),
    status: submissionStatusEnum('status').notNull().default('queued'),
    score: integer('score'),
    results: jsonb('results').$type<StoredTestResult[]>().notNull().default([]),
    compileOutput: text('compile_output'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    scoredAt: timestamp('scored_at', { withTimezone: true }),
    leaseToken: text('lease_token'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Judgings that failed for the service's sake (a runner lost twice, say); after a few the submission is an error. */
    failedJudgings: integer('failed_judgings').notNull().default(0),
    /** The runner's quality figures of a final submission's code (null for attempts, or code that does not parse). */
    quality: jsonb('quality').$type<CodeQuality>(),
  },
  (table) => [
    index('submissions_task_idx').on(table.taskId),
    index('submissions_status_idx').on(table.status),
    // Analytics (bench/README.md): the final submissions of a window, and the final a review is of, read from the index
    // alone (a submission's row is wide: its code and every test's output), not from the table.
    index('submissions_final_created_idx')
      .on(table.createdAt, table.taskId, table.status, table.score, table.language)
      .where(sql`${table.kind} = 'final'`),
    index('submissions_final_id_idx')
      .on(table.id, table.taskId, table.createdAt)
      .where(sql`${table.kind} = 'final'`),
  ],
);
