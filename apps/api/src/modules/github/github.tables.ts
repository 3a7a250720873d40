import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

/**
 * A user's connection to GitHub: the access token (sealed by the secret box, never stored or sent in clear) and the
 * account it belongs to as GitHub described it when the token was last checked.
 */
export const githubConnections = pgTable('github_connections', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** `v1.<iv>.<tag>.<ciphertext>` (platform/secrets/secret-box.ts). */
  tokenSealed: text('token_sealed').notNull(),
  tokenKind: text('token_kind').$type<'user' | 'installation'>().notNull(),
  scopes: jsonb('scopes').$type<string[]>().notNull(),
  login: text('login').notNull(),
  name: text('name'),
  avatarUrl: text('avatar_url'),
  htmlUrl: text('html_url'),
  /** How many repositories an installation token sees; null for a person's token. */
  repositoryCount: integer('repository_count'),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  tokenUpdatedAt: timestamp('token_updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A repository pull requests are imported from, kept per scope: an organization's (`organization_id`), or the
 * platform's (empty), which the admin imports from for public challenges. One scope never sees another's.
 */
export const githubRepositories = pgTable(
  'github_repositories',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id').notNull(),
    fullName: text('full_name').notNull(),
    description: text('description'),
    htmlUrl: text('html_url').notNull(),
    cloneUrl: text('clone_url').notNull(),
    defaultBranch: text('default_branch').notNull(),
    language: text('language'),
    sizeKb: integer('size_kb').notNull(),
    private: boolean('private').notNull(),
    addedBy: text('added_by').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    lastImportedAt: timestamp('last_imported_at', { withTimezone: true }),
  },
  (table) => [unique('github_repositories_scope_name_unique').on(table.organizationId, table.fullName)],
);

export interface PullRequestFile {
  filename: string;
  status: string;
  additions: number;
  deletions: number;
  /** The unified diff GitHub gives (none for a binary or very large file). */
  patch: string | null;
}

export interface PullRequestReviewComment {
  id: number;
  path: string;
  line: number | null;
  side: string | null;
  body: string;
  author: string | null;
  diffHunk: string;
  createdAt: string;
}

/** A merged pull request imported from a repository: what a challenge is made of (diff, tests, the reviewers' words). */
export const githubPullRequests = pgTable(
  'github_pull_requests',
  {
    id: text('id').primaryKey(),
    repositoryId: text('repository_id')
      .notNull()
      .references(() => githubRepositories.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id').notNull(),
    number: integer('number').notNull(),
    title: text('title').notNull(),
    body: text('body'),
    author: text('author'),
    htmlUrl: text('html_url').notNull(),
    baseRef: text('base_ref').notNull(),
    baseSha: text('base_sha').notNull(),
    headSha: text('head_sha').notNull(),
    mergeCommitSha: text('merge_commit_sha'),
    mergedAt: timestamp('merged_at', { withTimezone: true }).notNull(),
    additions: integer('additions').notNull(),
    deletions: integer('deletions').notNull(),
    files: jsonb('files').$type<PullRequestFile[]>().notNull(),
    linkedIssue: jsonb('linked_issue').$type<{ number: number; title: string; body: string | null } | null>(),
    reviewComments: jsonb('review_comments').$type<PullRequestReviewComment[]>().notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('github_pull_requests_repository_number_unique').on(table.repositoryId, table.number),
    index('github_pull_requests_scope_idx').on(table.organizationId, table.mergedAt),
  ],
);
