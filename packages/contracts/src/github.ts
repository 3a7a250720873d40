import { z } from 'zod';
import { isoDateTimeSchema, pagedSchema, pageQuerySchema } from './common.js';
import { PR_IMPORT_DEFAULTS } from './constants.js';

/**
 * GitHub (issue 28, SPEC.md §7 GitHub, §8 GitHub import): a user's connection to GitHub by an access token, which
 * imports and pull-request challenges use. The token is stored encrypted and never sent back: the API answers whether
 * one is stored, whose it is and what it may do.
 */
export const githubPaths = {
  profile: '/github/profile',
  connect: '/github/connect',
  userToken: '/github/user-token',
  updateToken: '/github/update-token',
  disconnect: '/github/disconnect',
  testRepository: '/github/test-repository',
  repository: '/github/repository',
  repositories: '/github/repositories',
  importPullRequests: '/github/import-pull-requests',
  pullRequests: '/github/pull-requests',
} as const;

/** SPEC §5 and §8: the texts of a connection's failures, the same on the server and in the browser. */
export const GITHUB_MESSAGES = {
  tokenRequired: 'GitHub access token is required',
  tokenRefused: 'Invalid GitHub token format or token has insufficient permissions.',
  disconnectFailed: 'Failed to disconnect GitHub account. Please try again or contact support if the issue persists.',
  rateLimited: 'GitHub API rate limit exceeded - please try again later',
  unreachable: 'GitHub could not be reached. Try again in a minute.',
} as const;

export const GITHUB_ERROR_CODES = {
  tokenRefused: 'GITHUB_TOKEN_REFUSED',
  rateLimited: 'GITHUB_RATE_LIMITED',
  unreachable: 'GITHUB_UNREACHABLE',
  /** The caller (and, for an organization, every orgadmin of it) has no GitHub connection, or GitHub refuses it. */
  authRequired: 'GITHUB_AUTH_REQUIRED',
  /** GitHub answered 403 for a repository the token can see but may not read this way. */
  forbidden: 'GITHUB_FORBIDDEN',
  repositoryNotFound: 'GITHUB_REPOSITORY_NOT_FOUND',
  invalidRepositoryUrl: 'GITHUB_INVALID_REPOSITORY_URL',
} as const;

/** SPEC §8: what the browser shows when an import fails, by the API's status; the result is then the failed one. */
export const GITHUB_IMPORT_FAILURES = {
  401: 'GitHub authentication required - please reconnect your GitHub account',
  403: 'Insufficient GitHub permissions - please check your GitHub app permissions',
  404: 'GitHub import endpoint not found - backend may not support this feature',
  429: 'GitHub API rate limit exceeded - please try again later',
  other: 'Failed to import pull requests',
} as const;

/** A token as long as GitHub's longest (fine-grained `github_pat_…` tokens are 93 characters) with room to spare. */
export const GITHUB_TOKEN_MAX_LENGTH = 255;

export const githubTokenBodySchema = z.object({
  token: z
    .string({ error: GITHUB_MESSAGES.tokenRequired })
    .trim()
    .min(1, GITHUB_MESSAGES.tokenRequired)
    .max(GITHUB_TOKEN_MAX_LENGTH, `A GitHub token is at most ${GITHUB_TOKEN_MAX_LENGTH} characters.`)
    .regex(/^[\x21-\x7e]+$/, 'A GitHub token has no spaces or unusual characters: paste it as GitHub showed it.'),
});
export type GithubTokenBody = z.infer<typeof githubTokenBodySchema>;

/** What kind of token: a person's (classic `ghp_` or fine-grained `github_pat_`), or a GitHub App installation's. */
export const GITHUB_TOKEN_KINDS = ['user', 'installation'] as const;
export const githubTokenKindSchema = z.enum(GITHUB_TOKEN_KINDS);
export type GithubTokenKind = z.infer<typeof githubTokenKindSchema>;

/** The GitHub account behind a stored token (an installation token's is the app's installation). */
export const githubAccountSchema = z.object({
  login: z.string(),
  name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  html_url: z.string().nullable(),
  token_kind: githubTokenKindSchema,
  /** The OAuth scopes GitHub reported for the token (none for fine-grained and installation tokens). */
  scopes: z.array(z.string()),
  /** Repositories the token can see, for an installation token; null for a person's. */
  repository_count: z.number().int().nullable(),
  connected_at: isoDateTimeSchema,
  token_updated_at: isoDateTimeSchema,
});
export type GithubAccount = z.infer<typeof githubAccountSchema>;

/** GET /github/profile, and what connecting or updating the token answers. */
export const githubProfileSchema = z.object({
  connected: z.boolean(),
  account: githubAccountSchema.nullable(),
});
export type GithubProfile = z.infer<typeof githubProfileSchema>;

/** GET and POST /github/user-token: whether a token is stored, and what it may do — never the token. */
export const githubUserTokenSchema = z.object({
  has_token: z.boolean(),
  token_kind: githubTokenKindSchema.nullable(),
  scopes: z.array(z.string()),
  token_updated_at: isoDateTimeSchema.nullable(),
});
export type GithubUserToken = z.infer<typeof githubUserTokenSchema>;

// --- Repositories and pull-request imports ---------------------------------------------------------------------------

/**
 * A repository as `owner/name`, or its URL on GitHub (`https://github.com/owner/name`, with or without `.git`, or
 * `git@github.com:owner/name.git`); the host may be a GitHub Enterprise Server's.
 */
export const repositoryRefSchema = z
  .string()
  .trim()
  .min(1, 'Name a repository: owner/name or its GitHub URL.')
  .max(300, 'A repository URL is at most 300 characters.');

export const repositoryUrlBodySchema = z.object({ repository_url: repositoryRefSchema });

/** A repository as GitHub describes it to the token used. */
export const githubRepositorySchema = z.object({
  full_name: z.string(),
  description: z.string().nullable(),
  html_url: z.string(),
  default_branch: z.string(),
  language: z.string().nullable(),
  /** In kilobytes, as GitHub counts. */
  size_kb: z.number().int(),
  private: z.boolean(),
});
export type GithubRepository = z.infer<typeof githubRepositorySchema>;

/** POST /github/test-repository: whether the repository is reachable and visible with the caller's token. */
export const testRepositoryResultSchema = z.object({
  success: z.boolean(),
  repository: githubRepositorySchema.nullable(),
  error: z.string().nullable(),
  error_code: z.string().nullable(),
});
export type TestRepositoryResult = z.infer<typeof testRepositoryResultSchema>;

/** A repository imports are made from, kept for the organization (or, for the admin, the platform). */
export const storedRepositorySchema = githubRepositorySchema.extend({
  id: z.string(),
  added_at: isoDateTimeSchema,
  last_imported_at: isoDateTimeSchema.nullable(),
  pull_request_count: z.number().int(),
});
export type StoredRepository = z.infer<typeof storedRepositorySchema>;

/** GET /github/repositories: the repositories kept for the caller's organization (the admin: the platform's). */
export const storedRepositoryListSchema = z.object({ repositories: z.array(storedRepositorySchema) });
export type StoredRepositoryList = z.infer<typeof storedRepositoryListSchema>;

export const importPullRequestsBodySchema = z.object({
  repositories: z
    .array(repositoryRefSchema)
    .min(1, 'Name at least one repository to import from.')
    .max(20, 'Import from at most 20 repositories at once.'),
  max_prs: z.coerce.number().int().min(1).max(500).default(PR_IMPORT_DEFAULTS.max_prs),
  force_refresh: z.boolean().default(PR_IMPORT_DEFAULTS.force_refresh),
});
export type ImportPullRequestsBody = z.input<typeof importPullRequestsBodySchema>;

export const pullRequestFileSchema = z.object({
  filename: z.string(),
  status: z.string(),
  additions: z.number().int(),
  deletions: z.number().int(),
  /** A file the repository's tests live in (by its path): the hidden tests of an implement challenge. */
  is_test: z.boolean(),
});

/** An imported merged pull request, as listed (its diff and review comments stay on the server). */
export const pullRequestSummarySchema = z.object({
  id: z.string(),
  repository: z.string(),
  number: z.number().int(),
  title: z.string(),
  author: z.string().nullable(),
  html_url: z.string(),
  merged_at: isoDateTimeSchema,
  base_sha: z.string(),
  merge_commit_sha: z.string().nullable(),
  additions: z.number().int(),
  deletions: z.number().int(),
  changed_files: z.number().int(),
  files: z.array(pullRequestFileSchema),
  linked_issue: z.object({ number: z.number().int(), title: z.string() }).nullable(),
  review_comment_count: z.number().int(),
  imported_at: isoDateTimeSchema,
});
export type PullRequestSummary = z.infer<typeof pullRequestSummarySchema>;

/** POST /github/import-pull-requests (SPEC §7): what was imported; a repository that failed names itself in `error`. */
export const importPullRequestsResultSchema = z.object({
  success: z.boolean(),
  imported_count: z.number().int(),
  pull_requests: z.array(pullRequestSummarySchema),
  error: z.string().nullable(),
  error_code: z.string().nullable(),
});
export type ImportPullRequestsResult = z.infer<typeof importPullRequestsResultSchema>;

export const pullRequestsQuerySchema = pageQuerySchema.extend({
  repository: z.string().trim().max(300).optional(),
  search: z.string().trim().max(200).optional(),
});
export type PullRequestsQuery = z.input<typeof pullRequestsQuerySchema>;
export const pullRequestListSchema = pagedSchema(pullRequestSummarySchema);
export type PullRequestList = z.infer<typeof pullRequestListSchema>;
