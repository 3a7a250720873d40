import { z } from 'zod';
import { isoDateTimeSchema } from './common.js';

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
