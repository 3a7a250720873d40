import type { RubricScore } from '@assay/contracts';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { submissions } from '../submissions/submissions.tables.js';
import { users } from '../users/users.tables.js';

export const reviewStatusEnum = pgEnum('review_status', ['in_review', 'decided', 'released']);
export const reviewDecisionEnum = pgEnum('review_decision', ['advance', 'hold', 'reject']);

/**
 * A reviewer's review of one final submission (a submission without one is waiting for review). The rubric scores
 * are per criterion of the task's template version; the decision stays with the organization, the feedback is what
 * the candidate reads once released (after which the review no longer changes).
 */
export const reviews = pgTable(
  'reviews',
  {
    submissionId: text('submission_id')
      .primaryKey()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id').notNull(),
    reviewerId: text('reviewer_id')
      .notNull()
      .references(() => users.id),
    status: reviewStatusEnum('status').notNull().default('in_review'),
    rubricScores: jsonb('rubric_scores').$type<RubricScore[]>().notNull().default([]),
    /** The rubric's weighted score, 0–100, once every criterion is scored. */
    rubricScore: integer('rubric_score'),
    summary: text('summary').notNull().default(''),
    decision: reviewDecisionEnum('decision'),
    feedback: text('feedback').notNull().default(''),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reviews_organization_idx').on(table.organizationId),
    // Analytics: an organization's reviews decided, or begun, in a window.
    index('reviews_organization_decided_idx').on(table.organizationId, table.decidedAt),
    index('reviews_organization_started_idx').on(table.organizationId, table.startedAt),
  ],
);

/** A reviewer's comment on one line of a submission's code. */
export const reviewComments = pgTable(
  'review_comments',
  {
    id: text('id').primaryKey(),
    submissionId: text('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id),
    line: integer('line').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('review_comments_submission_idx').on(table.submissionId)],
);

/**
 * A share link of a candidate report (issue 25, item 7). The link's token is signed and carries its expiry, so an
 * expired or tampered token is refused without a read; the row lets staff list their links and withdraw one early.
 */
export const reportLinks = pgTable(
  'report_links',
  {
    id: text('id').primaryKey(),
    submissionId: text('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id').notNull(),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [index('report_links_submission_idx').on(table.submissionId)],
);
