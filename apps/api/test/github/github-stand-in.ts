import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for GitHub's REST API on loopback: the subset Octokit calls for the GitHub integration (issue 28), with
 * GitHub's response shapes, auth errors, Link pagination, rate-limit headers and failures a test queues. The product
 * points GITHUB_API_URL at `url`; tests set up `state` (tokens, repositories, pull requests) and read
 * `state.requests`. README.md in this folder lists what it covers.
 */

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

const DOCS = 'https://docs.github.com/rest';
const SECONDARY_MESSAGE =
  'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID.';

function patternToRegExp(pattern: string | RegExp): RegExp {
  if (pattern instanceof RegExp) return pattern;
  const escaped = pattern
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((piece) => piece.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  return new RegExp(`^${escaped}$`);
}

function defaultFailureBody(status: number): unknown {
  if (status === 403 || status === 429) {
    return { message: SECONDARY_MESSAGE, documentation_url: DOCS, status: String(status) };
  }
  if (status === 502) return { message: 'Server Error' };
  if (status >= 500) return { message: 'Server Error', status: String(status) };
  return { message: 'Injected failure', status: String(status) };
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(String(body.message));
  }
}

const notFound = () => new HttpError(404, { message: 'Not Found', documentation_url: DOCS, status: '404' });

/** Starts the stand-in on 127.0.0.1 (a free port). */
export async function startGithubStandIn(options: GithubStandInOptions = {}): Promise<GithubStandIn> {
  const failures: { regexp: RegExp; failure: FailureSpec; left: number }[] = [];
  const state: GithubStandInState = {
    tokens: new Map(),
    repositories: new Map(),
    rateLimit: {
      limit: options.rateLimit ?? 5000,
      remaining: options.rateLimit ?? 5000,
      reset: Math.floor(Date.now() / 1000) + 3600,
      used: 0,
    },
    requests: [],
    failNext(pattern, failure) {
      failures.push({ regexp: patternToRegExp(pattern), failure, left: failure.times ?? 1 });
    },
    addToken(token, record) {
      state.tokens.set(token, record);
    },
    addRepository(fullName, record) {
      state.repositories.set(fullName, record);
      return record;
    },
    addPullRequest(fullName, pull) {
      const repository = state.repositories.get(fullName);
      if (!repository) throw new Error(`No repository ${fullName} in the stand-in`);
      (repository.pulls ??= []).push(pull);
    },
    addIssue(fullName, issue) {
      const repository = state.repositories.get(fullName);
      if (!repository) throw new Error(`No repository ${fullName} in the stand-in`);
      (repository.issues ??= []).push(issue);
    },
    requestsTo(pattern) {
      const regexp = patternToRegExp(pattern);
      return state.requests.filter((request) => regexp.test(request.path));
    },
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ message: `Stand-in error: ${String(error)}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const rateHeaders = (): Record<string, string> => ({
    'x-ratelimit-limit': String(state.rateLimit.limit),
    'x-ratelimit-remaining': String(state.rateLimit.remaining),
    'x-ratelimit-reset': String(state.rateLimit.reset),
    'x-ratelimit-used': String(state.rateLimit.used),
    'x-ratelimit-resource': 'core',
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    // The body (none of our endpoints reads one) is drained so keep-alive connections stay usable.
    for await (const _chunk of request);
    const target = new URL(request.url ?? '/', url);
    const method = request.method ?? 'GET';
    const query = Object.fromEntries(target.searchParams);
    const recorded: RecordedRequest = {
      method,
      path: target.pathname,
      query,
      authorized: request.headers.authorization !== undefined,
      status: 0,
    };
    state.requests.push(recorded);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      recorded.status = status;
      response.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'x-github-api-version-selected': '2022-11-28',
        'x-github-request-id': randomUUID().toUpperCase(),
        ...rateHeaders(),
        ...headers,
      });
      response.end(JSON.stringify(body));
    };

    const failure = failures.find(
      (entry) =>
        entry.left > 0 &&
        entry.regexp.test(target.pathname) &&
        (!entry.failure.method || entry.failure.method.toUpperCase() === method),
    );
    if (failure) {
      failure.left -= 1;
      if (failure.left === 0) failures.splice(failures.indexOf(failure), 1);
      send(failure.failure.status, failure.failure.body ?? defaultFailureBody(failure.failure.status), {
        ...failure.failure.headers,
      });
      return;
    }

    try {
      const token = authenticate(request.headers.authorization);
      const scopeHeaders: Record<string, string> =
        token.record.kind !== 'installation' && token.record.scopes
          ? { 'x-oauth-scopes': token.record.scopes.join(', '), 'x-accepted-oauth-scopes': '' }
          : {};
      if (method === 'GET' && target.pathname === '/rate_limit') {
        // GitHub does not count /rate_limit against the limit.
        send(200, rateLimitBody(), scopeHeaders);
        return;
      }
      if (state.rateLimit.remaining <= 0) {
        throw new HttpError(
          403,
          {
            message: `API rate limit exceeded for user ID ${token.record.id}. If you reach out to GitHub Support for help, please include the request ID.`,
            documentation_url:
              'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-the-rate-limit',
            status: '403',
          },
          { ...scopeHeaders, 'x-ratelimit-remaining': '0' },
        );
      }
      state.rateLimit.remaining -= 1;
      state.rateLimit.used += 1;
      if (method !== 'GET') throw notFound();
      const result = route(target, token, request.headers.accept ?? '');
      if (result.text !== undefined) {
        recorded.status = 200;
        response.writeHead(200, { ...rateHeaders(), ...scopeHeaders, ...result.headers });
        response.end(result.text);
        return;
      }
      send(200, result.body, { ...scopeHeaders, ...result.headers });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      send(error.status, error.body, error.headers);
    }
  }

  interface Caller {
    value: string;
    record: StandInToken;
  }

  function authenticate(header: string | undefined): Caller {
    if (!header) {
      throw new HttpError(401, {
        message: 'Requires authentication',
        documentation_url: DOCS,
        status: '401',
      });
    }
    const match = /^(?:token|bearer)\s+(\S+)$/i.exec(header.trim());
    const record = match?.[1] ? state.tokens.get(match[1]) : undefined;
    if (!match?.[1] || !record) {
      throw new HttpError(401, { message: 'Bad credentials', documentation_url: DOCS, status: '401' });
    }
    return { value: match[1], record };
  }

  function rateLimitBody() {
    const core = { ...state.rateLimit, resource: 'core' };
    const other = (resource: string, limit: number) => ({
      limit,
      used: 0,
      remaining: limit,
      reset: state.rateLimit.reset,
      resource,
    });
    return {
      resources: { core, search: other('search', 30), graphql: other('graphql', 5000) },
      rate: core,
    };
  }

  // Shapes -----------------------------------------------------------------------------------------------------------

  function simpleUser(ref: StandInUserRef) {
    const known = [...state.tokens.values()].find((token) => token.login === ref.login);
    const id = ref.id ?? known?.id ?? idFor(ref.login);
    return {
      login: ref.login,
      id,
      node_id: Buffer.from(`04:User${id}`).toString('base64'),
      avatar_url: known?.avatar_url ?? `https://avatars.githubusercontent.com/u/${id}?v=4`,
      gravatar_id: '',
      url: `${url}/users/${ref.login}`,
      html_url: known?.html_url ?? `https://github.com/${ref.login}`,
      type: 'User',
      site_admin: false,
    };
  }

  function repositoryShape(fullName: string, repository: StandInRepository, caller: Caller) {
    const [owner = '', name = ''] = fullName.split('/');
    const id = repository.id ?? idFor(fullName);
    const isOwner = caller.record.login === owner;
    const timestamp = '2026-01-01T00:00:00Z';
    return {
      id,
      node_id: Buffer.from(`010:Repository${id}`).toString('base64'),
      name,
      full_name: fullName,
      private: repository.private ?? false,
      owner: simpleUser({ login: owner }),
      html_url: repository.html_url ?? `https://github.com/${fullName}`,
      description: repository.description ?? null,
      fork: false,
      url: `${url}/repos/${fullName}`,
      pulls_url: `${url}/repos/${fullName}/pulls{/number}`,
      issues_url: `${url}/repos/${fullName}/issues{/number}`,
      git_url: `git://github.com/${fullName}.git`,
      ssh_url: `git@github.com:${fullName}.git`,
      clone_url: repository.clone_url ?? `https://github.com/${fullName}.git`,
      homepage: null,
      size: repository.size ?? 0,
      stargazers_count: 0,
      watchers_count: 0,
      forks_count: 0,
      open_issues_count: (repository.issues ?? []).filter((issue) => issue.state === 'open').length,
      language: repository.language ?? null,
      archived: false,
      disabled: false,
      visibility: repository.private ? 'private' : 'public',
      default_branch: repository.default_branch ?? 'main',
      topics: [],
      created_at: repository.created_at ?? timestamp,
      updated_at: repository.updated_at ?? timestamp,
      pushed_at: repository.pushed_at ?? timestamp,
      permissions: {
        admin: isOwner,
        maintain: isOwner,
        push: isOwner,
        triage: isOwner,
        pull: true,
      },
    };
  }

  function branchShape(fullName: string, repository: StandInRepository, caller: Caller, ref: string, sha: string) {
    const [owner = ''] = fullName.split('/');
    return {
      label: `${owner}:${ref}`,
      ref,
      sha,
      user: simpleUser({ login: owner }),
      repo: repositoryShape(fullName, repository, caller),
    };
  }

  function pullSimpleShape(fullName: string, repository: StandInRepository, caller: Caller, pull: StandInPullRequest) {
    const apiUrl = `${url}/repos/${fullName}/pulls/${pull.number}`;
    const htmlUrl = pull.html_url ?? `https://github.com/${fullName}/pull/${pull.number}`;
    return {
      url: apiUrl,
      id: idFor(`${fullName}#${pull.number}`),
      node_id: Buffer.from(`011:PullRequest${pull.number}`).toString('base64'),
      html_url: htmlUrl,
      diff_url: `${htmlUrl}.diff`,
      patch_url: `${htmlUrl}.patch`,
      issue_url: `${url}/repos/${fullName}/issues/${pull.number}`,
      commits_url: `${apiUrl}/commits`,
      review_comments_url: `${apiUrl}/comments`,
      comments_url: `${url}/repos/${fullName}/issues/${pull.number}/comments`,
      number: pull.number,
      state: pull.state,
      locked: false,
      title: pull.title,
      user: simpleUser(pull.user),
      body: pull.body,
      labels: [],
      milestone: null,
      active_lock_reason: null,
      created_at: pull.created_at,
      updated_at: pull.updated_at,
      closed_at: pull.closed_at,
      merged_at: pull.merged_at,
      merge_commit_sha: pull.merge_commit_sha,
      assignee: null,
      assignees: [],
      requested_reviewers: [],
      requested_teams: [],
      head: branchShape(fullName, repository, caller, pull.head.ref, pull.head.sha),
      base: branchShape(fullName, repository, caller, pull.base.ref, pull.base.sha),
      _links: {
        self: { href: apiUrl },
        html: { href: htmlUrl },
        issue: { href: `${url}/repos/${fullName}/issues/${pull.number}` },
        review_comments: { href: `${apiUrl}/comments` },
        commits: { href: `${apiUrl}/commits` },
      },
      author_association: 'CONTRIBUTOR',
      auto_merge: null,
      draft: pull.draft ?? false,
    };
  }

  function pullShape(fullName: string, repository: StandInRepository, caller: Caller, pull: StandInPullRequest) {
    return {
      ...pullSimpleShape(fullName, repository, caller, pull),
      merged: pull.merged_at !== null,
      mergeable: null,
      rebaseable: null,
      mergeable_state: 'unknown',
      merged_by: pull.merged_at !== null ? simpleUser({ login: fullName.split('/')[0] ?? '' }) : null,
      comments: 0,
      review_comments: pull.comments?.length ?? 0,
      maintainer_can_modify: false,
      commits: pull.commits ?? 1,
      additions: pull.additions,
      deletions: pull.deletions,
      changed_files: pull.changed_files,
    };
  }

  function fileShape(fullName: string, pull: StandInPullRequest, file: StandInPullRequestFile) {
    const sha = file.sha ?? hexFor(`${pull.head.sha}:${file.filename}`);
    const path = file.filename.split('/').map(encodeURIComponent).join('/');
    return {
      sha,
      filename: file.filename,
      status: file.status,
      additions: file.additions,
      deletions: file.deletions,
      changes: file.changes,
      blob_url: `https://github.com/${fullName}/blob/${pull.head.sha}/${path}`,
      raw_url: `https://github.com/${fullName}/raw/${pull.head.sha}/${path}`,
      contents_url: `${url}/repos/${fullName}/contents/${path}?ref=${pull.head.sha}`,
      ...(file.patch !== undefined ? { patch: file.patch } : {}),
      ...(file.previous_filename !== undefined ? { previous_filename: file.previous_filename } : {}),
    };
  }

  function reviewCommentShape(fullName: string, pull: StandInPullRequest, comment: StandInReviewComment) {
    const apiUrl = `${url}/repos/${fullName}/pulls/comments/${comment.id}`;
    const htmlUrl = `https://github.com/${fullName}/pull/${pull.number}#discussion_r${comment.id}`;
    return {
      url: apiUrl,
      pull_request_review_id: comment.pull_request_review_id ?? comment.id + 1_000_000,
      id: comment.id,
      node_id: Buffer.from(`024:PullRequestReviewComment${comment.id}`).toString('base64'),
      diff_hunk: comment.diff_hunk,
      path: comment.path,
      position: comment.position ?? null,
      original_position: comment.original_position ?? comment.position ?? 1,
      commit_id: comment.commit_id,
      original_commit_id: comment.original_commit_id ?? comment.commit_id,
      ...(comment.in_reply_to_id !== undefined ? { in_reply_to_id: comment.in_reply_to_id } : {}),
      user: simpleUser(comment.user),
      body: comment.body,
      created_at: comment.created_at,
      updated_at: comment.updated_at ?? comment.created_at,
      html_url: htmlUrl,
      pull_request_url: `${url}/repos/${fullName}/pulls/${pull.number}`,
      author_association: 'MEMBER',
      _links: {
        self: { href: apiUrl },
        html: { href: htmlUrl },
        pull_request: { href: `${url}/repos/${fullName}/pulls/${pull.number}` },
      },
      start_line: null,
      original_start_line: null,
      start_side: null,
      line: comment.line,
      original_line: comment.original_line,
      side: comment.side,
      subject_type: 'line',
    };
  }

  function issueShape(fullName: string, issue: StandInIssue, pull?: StandInPullRequest) {
    const apiUrl = `${url}/repos/${fullName}/issues/${issue.number}`;
    const htmlUrl = `https://github.com/${fullName}/${pull ? 'pull' : 'issues'}/${issue.number}`;
    return {
      id: idFor(`${fullName}!${issue.number}`),
      node_id: Buffer.from(`05:Issue${issue.number}`).toString('base64'),
      url: apiUrl,
      repository_url: `${url}/repos/${fullName}`,
      labels_url: `${apiUrl}/labels{/name}`,
      comments_url: `${apiUrl}/comments`,
      events_url: `${apiUrl}/events`,
      html_url: htmlUrl,
      number: issue.number,
      state: issue.state,
      state_reason: issue.state === 'closed' ? 'completed' : null,
      title: issue.title,
      body: issue.body,
      user: simpleUser(issue.user ?? { login: fullName.split('/')[0] ?? '' }),
      labels: [],
      assignee: null,
      assignees: [],
      milestone: null,
      locked: false,
      active_lock_reason: null,
      comments: 0,
      closed_at: issue.closed_at ?? null,
      created_at: issue.created_at ?? '2026-01-01T00:00:00Z',
      updated_at: issue.updated_at ?? issue.created_at ?? '2026-01-01T00:00:00Z',
      author_association: 'OWNER',
      ...(pull
        ? {
            pull_request: {
              url: `${url}/repos/${fullName}/pulls/${pull.number}`,
              html_url: htmlUrl,
              diff_url: `${htmlUrl}.diff`,
              patch_url: `${htmlUrl}.patch`,
              merged_at: pull.merged_at,
            },
          }
        : {}),
    };
  }

  // Routes -----------------------------------------------------------------------------------------------------------

  interface Result {
    body: unknown;
    headers?: Record<string, string>;
    /** A text body (the diff media type) instead of JSON. */
    text?: string;
  }

  /** One page of `items` and GitHub's Link header (per_page default 30, at most 100). */
  function paginate<T>(target: URL, items: T[]): { page: T[]; headers: Record<string, string> } {
    const perPageAsked = Number.parseInt(target.searchParams.get('per_page') ?? '', 10);
    const perPage = Number.isFinite(perPageAsked) && perPageAsked > 0 ? Math.min(perPageAsked, 100) : 30;
    const pageAsked = Number.parseInt(target.searchParams.get('page') ?? '', 10);
    const page = Number.isFinite(pageAsked) && pageAsked > 0 ? pageAsked : 1;
    const last = Math.max(1, Math.ceil(items.length / perPage));
    const link = (n: number, rel: string) => {
      const pageUrl = new URL(target.href);
      pageUrl.searchParams.set('page', String(n));
      return `<${pageUrl.href}>; rel="${rel}"`;
    };
    const links: string[] = [];
    if (page > 1) links.push(link(Math.min(page - 1, last), 'prev'));
    if (page < last) links.push(link(page + 1, 'next'), link(last, 'last'));
    if (page > 1) links.push(link(1, 'first'));
    return {
      page: items.slice((page - 1) * perPage, page * perPage),
      headers: links.length > 0 ? { link: links.join(', ') } : {},
    };
  }

  function canSee(caller: Caller, fullName: string, repository: StandInRepository): boolean {
    const visibleTo = repository.visibleTo ?? 'all';
    if (visibleTo === 'all') return true;
    return (
      visibleTo.includes(caller.value) ||
      (caller.record.kind !== 'installation' && caller.record.login === fullName.split('/')[0])
    );
  }

  function findRepository(caller: Caller, owner: string, name: string): [string, StandInRepository] {
    const wanted = `${owner}/${name}`.toLowerCase();
    const entry = [...state.repositories].find(([fullName]) => fullName.toLowerCase() === wanted);
    if (!entry || !canSee(caller, entry[0], entry[1])) throw notFound();
    return entry;
  }

  function findPull(repository: StandInRepository, number: string): StandInPullRequest {
    const pull = repository.pulls?.find((candidate) => String(candidate.number) === number);
    if (!pull) throw notFound();
    return pull;
  }

  const notForIntegrations = (docs: string) =>
    new HttpError(403, {
      message: 'Resource not accessible by integration',
      documentation_url: `https://docs.github.com/rest/${docs}`,
      status: '403',
    });

  function route(target: URL, caller: Caller, accept: string): Result {
    const path = target.pathname.replace(/\/+$/, '') || '/';
    const segments = path.split('/').slice(1).map(decodeURIComponent);

    if (path === '/user') {
      if (caller.record.kind === 'installation') throw notForIntegrations('users/users#get-the-authenticated-user');
      const { record } = caller;
      return {
        body: {
          ...simpleUser({ login: record.login, id: record.id }),
          name: record.name ?? null,
          company: null,
          blog: '',
          location: null,
          email: null,
          hireable: null,
          bio: null,
          twitter_username: null,
          public_repos: [...state.repositories].filter(
            ([fullName, repository]) => fullName.split('/')[0] === record.login && !repository.private,
          ).length,
          public_gists: 0,
          followers: 0,
          following: 0,
          created_at: '2020-01-01T00:00:00Z',
          updated_at: '2026-01-01T00:00:00Z',
        },
      };
    }

    if (path === '/user/repos') {
      if (caller.record.kind === 'installation') {
        throw notForIntegrations('repos/repos#list-repositories-for-the-authenticated-user');
      }
      // The caller's own repositories and those shared with its token by name; public repositories of others are
      // visible (GET /repos/…) but not "yours". Sorted by full_name, GitHub's default.
      const mine = [...state.repositories]
        .filter(
          ([fullName, repository]) =>
            fullName.split('/')[0] === caller.record.login ||
            (Array.isArray(repository.visibleTo) && repository.visibleTo.includes(caller.value)),
        )
        .filter(([, repository]) => {
          const visibility = target.searchParams.get('visibility');
          return !visibility || visibility === 'all' || (visibility === 'private') === (repository.private ?? false);
        })
        .sort(([a], [b]) => a.localeCompare(b));
      if (target.searchParams.get('direction') === 'desc') mine.reverse();
      const { page, headers } = paginate(target, mine);
      return { body: page.map(([fullName, repository]) => repositoryShape(fullName, repository, caller)), headers };
    }

    if (path === '/installation/repositories') {
      if (caller.record.kind !== 'installation') {
        throw new HttpError(403, {
          message:
            'You must authenticate with an installation access token in order to list repositories for an installation.',
          documentation_url:
            'https://docs.github.com/rest/apps/installations#list-repositories-accessible-to-the-app-installation',
          status: '403',
        });
      }
      const visible = [...state.repositories]
        .filter(([fullName, repository]) => canSee(caller, fullName, repository))
        .sort(([a], [b]) => a.localeCompare(b));
      const { page, headers } = paginate(target, visible);
      return {
        body: {
          total_count: visible.length,
          repository_selection: 'selected',
          repositories: page.map(([fullName, repository]) => repositoryShape(fullName, repository, caller)),
        },
        headers,
      };
    }

    if (segments[0] === 'repos' && segments.length >= 3) {
      const [, owner = '', name = '', resource, number, sub] = segments;
      const [fullName, repository] = findRepository(caller, owner, name);
      if (segments.length === 3) return { body: repositoryShape(fullName, repository, caller) };

      if (resource === 'pulls' && segments.length === 4) {
        const wantedState = target.searchParams.get('state') ?? 'open';
        const base = target.searchParams.get('base');
        const sort = target.searchParams.get('sort') ?? 'created';
        const direction =
          target.searchParams.get('direction') ?? (sort === 'created' || sort === 'updated' ? 'desc' : 'asc');
        const key = sort === 'updated' ? 'updated_at' : 'created_at';
        const pulls = (repository.pulls ?? [])
          .filter((pull) => wantedState === 'all' || pull.state === wantedState)
          .filter((pull) => !base || pull.base.ref === base)
          .sort((a, b) => a[key].localeCompare(b[key]) || a.number - b.number);
        if (direction === 'desc') pulls.reverse();
        const { page, headers } = paginate(target, pulls);
        return { body: page.map((pull) => pullSimpleShape(fullName, repository, caller, pull)), headers };
      }

      if (resource === 'pulls' && number && segments.length <= 6) {
        const pull = findPull(repository, number);
        if (segments.length === 5 && /\bvnd\.github(?:\.v3)?\.diff\b/.test(accept)) {
          return {
            body: null,
            text: pull.diff ?? diffOf(pull.files ?? []),
            headers: { 'content-type': 'application/vnd.github.diff; charset=utf-8' },
          };
        }
        if (segments.length === 5) return { body: pullShape(fullName, repository, caller, pull) };
        if (sub === 'files') {
          const { page, headers } = paginate(target, (pull.files ?? []).slice(0, 3000));
          return { body: page.map((file) => fileShape(fullName, pull, file)), headers };
        }
        if (sub === 'comments') {
          const comments = [...(pull.comments ?? [])].sort((a, b) => a.id - b.id);
          if (target.searchParams.get('direction') === 'desc') comments.reverse();
          const { page, headers } = paginate(target, comments);
          return { body: page.map((comment) => reviewCommentShape(fullName, pull, comment)), headers };
        }
      }

      if (resource === 'issues' && number && segments.length === 5) {
        // On GitHub every pull request is an issue too; GET /issues/{n} answers for it with `pull_request` set.
        const issue = repository.issues?.find((candidate) => String(candidate.number) === number);
        if (issue) return { body: issueShape(fullName, issue) };
        const pull = repository.pulls?.find((candidate) => String(candidate.number) === number);
        if (pull) return { body: issueShape(fullName, { ...pull, user: pull.user }, pull) };
      }
    }

    throw notFound();
  }

  return {
    url,
    state,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A unified diff made of the files' patches (without index lines), for a record that has no `diff` of its own. */
function diffOf(files: StandInPullRequestFile[]): string {
  return files
    .map((file) => {
      const from = file.status === 'added' ? '/dev/null' : `a/${file.previous_filename ?? file.filename}`;
      const to = file.status === 'removed' ? '/dev/null' : `b/${file.filename}`;
      const mode =
        file.status === 'added'
          ? 'new file mode 100644\n'
          : file.status === 'removed'
            ? 'deleted file mode 100644\n'
            : '';
      const patch = file.patch ?? '';
      return `diff --git a/${file.previous_filename ?? file.filename} b/${file.filename}\n${mode}--- ${from}\n+++ ${to}\n${patch}${patch.endsWith('\n') ? '' : '\n'}`;
    })
    .join('');
}

/** A stable positive id for a name (GitHub ids are numbers). */
function idFor(name: string): number {
  let hash = 7;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 2_000_000_000;
  return hash + 1;
}

function hexFor(name: string): string {
  let out = '';
  for (let round = 0; out.length < 40; round += 1) out += idFor(`${round}:${name}`).toString(16).padStart(8, '0');
  return out.slice(0, 40);
}
