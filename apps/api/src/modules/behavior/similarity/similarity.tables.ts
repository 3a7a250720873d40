import type { LanguageId } from '@assay/contracts';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { submissions } from '../../submissions/submissions.tables.js';
import { taskTemplateVersions } from '../../task-templates/task-templates.tables.js';

/**
 * A final submission's winnowed fingerprints: each kept hash with the line it starts on, for the matching regions.
 * Their hashes also go to `similarity_postings`, the inverted index a new submission is compared through.
 */
export const submissionFingerprints = pgTable(
  'submission_fingerprints',
  {
    submissionId: text('submission_id')
      .primaryKey()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    templateVersionId: text('template_version_id')
      .notNull()
      .references(() => taskTemplateVersions.id, { onDelete: 'cascade' }),
    language: text('language').$type<LanguageId>().notNull(),
    /** [hash, first line, last line] of each kept k-gram, in the order they occur (winnow.ts's `Fingerprint`). */
    fingerprints: jsonb('fingerprints').$type<[number, number, number][]>().notNull(),
    /** Distinct hashes (the denominator of a share). */
    distinctHashes: integer('distinct_hashes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('submission_fingerprints_version_idx').on(table.templateVersionId, table.language)],
);

/** Which submissions of a template version and language hold a hash: one row per distinct hash per submission. */
export const similarityPostings = pgTable(
  'similarity_postings',
  {
    templateVersionId: text('template_version_id').notNull(),
    language: text('language').$type<LanguageId>().notNull(),
    hash: integer('hash').notNull(),
    submissionId: text('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({
      name: 'similarity_postings_pk',
      columns: [table.templateVersionId, table.language, table.hash, table.submissionId],
    }),
    index('similarity_postings_submission_idx').on(table.submissionId),
  ],
);

/**
 * How many indexed submissions of a template version and language hold a hash. A hash most of them hold is the
 * task's boilerplate, not evidence (MOSS ignores such passages too): it is left out of comparisons, which also keeps
 * the inverted-index query away from its longest posting lists.
 */
export const similarityHashCounts = pgTable(
  'similarity_hash_counts',
  {
    templateVersionId: text('template_version_id').notNull(),
    language: text('language').$type<LanguageId>().notNull(),
    hash: integer('hash').notNull(),
    submissions: integer('submissions').notNull(),
  },
  (table) => [
    primaryKey({ name: 'similarity_hash_counts_pk', columns: [table.templateVersionId, table.language, table.hash] }),
  ],
);
