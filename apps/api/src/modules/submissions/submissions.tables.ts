import type { LanguageId, RunnerTestReport, Submitter, Verdict } from '@assay/contracts';
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
 * A submission: the code, then its verdicts. Kept durable from the moment it is made, so one left queued or running
 * by a crash is judged again when the API starts.
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
  },
  (table) => [index('submissions_task_idx').on(table.taskId), index('submissions_status_idx').on(table.status)],
);
