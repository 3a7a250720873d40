import type {
  ChallengeFile,
  DiffFile,
  Difficulty,
  GithubAttempt,
  GithubChallengeKind,
  GithubChallengeVisibility,
  RepositoryToolchain,
  ReviewCommentInput,
  WorkTreeFile,
} from '@assay/contracts';
import { index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { githubPullRequests } from '../github/github.tables.js';
import { users } from '../users/users.tables.js';

/** A real reviewer's comment kept as the answer key of a review challenge (substantive ones only). */
export interface RealReviewComment {
  id: number;
  path: string;
  line: number;
  body: string;
  author: string | null;
  createdAt: string;
}

/**
 * A pull-request challenge (issue 28): what it was built from, frozen at publishing, so the imported pull request can
 * be refreshed without changing a challenge people have attempted. The hidden tests never leave the server.
 */
export const githubChallenges = pgTable(
  'github_challenges',
  {
    /** `github_pr_{number}_{seconds.milliseconds}` (SPEC §3). */
    id: text('id').primaryKey(),
    pullRequestId: text('pull_request_id')
      .notNull()
      .references(() => githubPullRequests.id, { onDelete: 'cascade' }),
    /** The publishing scope: an organization's id, or '' for the platform's (the admin's). */
    organizationId: text('organization_id').notNull(),
    visibility: text('visibility').$type<GithubChallengeVisibility>().notNull(),
    kind: text('kind').$type<GithubChallengeKind>().notNull(),
    title: text('title').notNull(),
    statement: text('statement').notNull(),
    difficulty: text('difficulty').$type<Difficulty>().notNull(),
    language: text('language'),
    repository: text('repository').notNull(),
    cloneUrl: text('clone_url').notNull(),
    pullRequestNumber: integer('pull_request_number').notNull(),
    pullRequestUrl: text('pull_request_url').notNull(),
    changedLines: integer('changed_lines').notNull(),
    baseSha: text('base_sha').notNull(),
    /** The commit with the pull request's change (its merge commit, else its head). */
    changeSha: text('change_sha').notNull(),
    toolchain: text('toolchain').$type<RepositoryToolchain>(),
    /** Implement: the editable files at the base commit. */
    files: jsonb('files').$type<ChallengeFile[]>().notNull(),
    /** Implement: the pull request's versions of its test files — the hidden tests. */
    hiddenTests: jsonb('hidden_tests').$type<WorkTreeFile[]>().notNull(),
    visibleTestFiles: jsonb('visible_test_files').$type<string[]>().notNull(),
    /** Test keys (`file › name`) failing before the change and passing after it: what is scored. */
    failToPass: jsonb('fail_to_pass').$type<string[]>().notNull(),
    /** Test keys passing before and after: each one a submission breaks costs a share. */
    passToPass: jsonb('pass_to_pass').$type<string[]>().notNull(),
    diff: jsonb('diff').$type<DiffFile[]>().notNull(),
    reviewComments: jsonb('review_comments').$type<RealReviewComment[]>().notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One challenge per pull request in a scope: its review would show the diff, the answer to its implementation.
    unique('github_challenges_pull_request_scope_unique').on(table.pullRequestId, table.organizationId),
    index('github_challenges_scope_idx').on(table.organizationId, table.visibility, table.createdAt),
  ],
);

/** A signed-in user's submitted attempt at a pull-request challenge, with its score and what it was scored on. */
export const githubChallengeAttempts = pgTable(
  'github_challenge_attempts',
  {
    id: text('id').primaryKey(),
    challengeId: text('challenge_id')
      .notNull()
      .references(() => githubChallenges.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    files: jsonb('files').$type<WorkTreeFile[]>(),
    comments: jsonb('comments').$type<ReviewCommentInput[]>(),
    implement: jsonb('implement').$type<GithubAttempt['implement']>(),
    review: jsonb('review').$type<GithubAttempt['review']>(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('github_challenge_attempts_user_idx').on(table.userId, table.challengeId, table.submittedAt)],
);
