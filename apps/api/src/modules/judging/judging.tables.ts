import type { LanguageId } from '@assay/contracts';
import { index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { submissions, type StoredTestResult } from '../submissions/submissions.tables.js';
import { taskTemplateVersions } from '../task-templates/task-templates.tables.js';

/** Why a submission was judged: when it was made, or again by `POST /tasks/{id}/evaluate`. */
export const judgingTriggerEnum = pgEnum('judging_trigger', ['submitted', 're_evaluation']);

/** Every score a submission was given, oldest first; the submission row holds the current one. */
export const submissionScores = pgTable(
  'submission_scores',
  {
    id: text('id').primaryKey(),
    submissionId: text('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    trigger: judgingTriggerEnum('trigger').notNull(),
    score: integer('score').notNull(),
    results: jsonb('results').$type<StoredTestResult[]>().notNull(),
    compileOutput: text('compile_output'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('submission_scores_submission_idx').on(table.submissionId)],
);

/**
 * How long a template version's reference solution takes in a language: its slowest test's CPU time, measured once
 * and kept, since the version never changes. No time (null): the reference did not pass its tests when a seeded
 * version was timed; the row stays so it is not run again.
 */
export const referenceTimings = pgTable(
  'reference_timings',
  {
    templateVersionId: text('template_version_id')
      .notNull()
      .references(() => taskTemplateVersions.id, { onDelete: 'cascade' }),
    language: text('language').$type<LanguageId>().notNull(),
    maxCpuMs: integer('max_cpu_ms'),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.templateVersionId, table.language] })],
);
