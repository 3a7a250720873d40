/** The stand-in's model: what a test sets up (tokens, repositories, pull requests, issues) and what it reads back. */

export interface StandInToken {
  login: string;
  id: number;
  name?: string | null;
  avatar_url?: string;
  html_url?: string;
  /** Sent back in `X-OAuth-Scopes` (classic tokens); null: no header, as for fine-grained and installation tokens. */
  scopes?: string[] | null;
  /** 'installation': a GitHub App installation token (`ghs_…`): no `/user`, but `/installation/repositories`. */
  kind?: 'user' | 'installation';
}

export interface StandInRepository {
  id?: number;
  private?: boolean;
  default_branch?: string;
  language?: string | null;
  size?: number;
  description?: string | null;
  html_url?: string;
  /** Where `git clone` goes: a repository on startGitHttpServer (git-fixtures.ts), when the test has one. */
  clone_url?: string;
  created_at?: string;
  updated_at?: string;
  pushed_at?: string;
  /** The tokens that can see the repository ('all': every valid token). Everyone else gets GitHub's 404. */
  visibleTo?: string[] | 'all';
  pulls?: StandInPullRequest[];
  issues?: StandInIssue[];
}

export interface StandInUserRef {
  login: string;
  id?: number;
}

export interface StandInPullRequestFile {
  filename: string;
  status: 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged';
  additions: number;
  deletions: number;
  changes: number;
  patch?: string;
  /** The blob's sha in the head commit; made up from the filename when absent. */
  sha?: string;
  previous_filename?: string;
}

export interface StandInReviewComment {
  id: number;
  path: string;
  line: number | null;
  original_line: number;
  side: 'LEFT' | 'RIGHT';
  body: string;
  user: StandInUserRef;
  diff_hunk: string;
  created_at: string;
  updated_at?: string;
  commit_id: string;
  original_commit_id?: string;
  position?: number | null;
  original_position?: number;
  pull_request_review_id?: number | null;
  in_reply_to_id?: number;
}

export interface StandInPullRequest {
  number: number;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
  draft?: boolean;
  merged_at: string | null;
  merge_commit_sha: string | null;
  base: { ref: string; sha: string };
  head: { ref: string; sha: string };
  user: StandInUserRef;
  additions: number;
  deletions: number;
  changed_files: number;
  commits?: number;
  html_url?: string;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
  files?: StandInPullRequestFile[];
  comments?: StandInReviewComment[];
  /** What GET …/pulls/{n} answers with the diff media type; made from the files' patches when absent. */
  diff?: string;
}

export interface StandInIssue {
  number: number;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
  user?: StandInUserRef;
  created_at?: string;
  updated_at?: string;
  closed_at?: string | null;
}

export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Epoch seconds. */
  reset: number;
  used: number;
}

export interface FailureSpec {
  status: number;
  headers?: Record<string, string>;
  /** The JSON body; GitHub's message for the status when absent. */
  body?: unknown;
  /** How many matching requests fail (default 1). */
  times?: number;
  /** Only this method (default: any). */
  method?: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** Whether an Authorization header came; the token itself is never kept. */
  authorized: boolean;
  status: number;
}

export interface GithubStandInState {
  tokens: Map<string, StandInToken>;
  /** 'owner/name' → repository. */
  repositories: Map<string, StandInRepository>;
  rateLimit: RateLimitState;
  requests: RecordedRequest[];
  /**
   * The next `times` requests whose path matches fail with `status` (before auth and the rate limit). A string
   * pattern is a path where `*` stands for one segment's characters and a trailing `**` for the rest, e.g.
   * '/repos/acme/widgets/pulls/*'; a RegExp is tested against the path.
   */
  failNext(pattern: string | RegExp, failure: FailureSpec): void;
  addToken(token: string, record: StandInToken): void;
  addRepository(fullName: string, record: StandInRepository): StandInRepository;
  addPullRequest(fullName: string, pull: StandInPullRequest): void;
  addIssue(fullName: string, issue: StandInIssue): void;
  /** Requests (method and path) matching `pattern` as failNext reads it. */
  requestsTo(pattern: string | RegExp): RecordedRequest[];
}

export interface GithubStandInOptions {
  /** Core rate limit per hour (default 5000). */
  rateLimit?: number;
}

export interface GithubStandIn {
  url: string;
  state: GithubStandInState;
  close(): Promise<void>;
}

/** The token a request came with, and whose it is. */
export interface Caller {
  value: string;
  record: StandInToken;
}
