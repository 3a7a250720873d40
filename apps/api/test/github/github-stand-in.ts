import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  Caller,
  FailureSpec,
  GithubStandIn,
  GithubStandInOptions,
  GithubStandInState,
  RecordedRequest,
  StandInPullRequest,
  StandInRepository,
} from './github-stand-in-model.js';
import { defaultFailureBody, DOCS, HttpError, notFound, patternToRegExp } from './github-stand-in-errors.js';
import { diffOf, githubShapes } from './github-stand-in-shapes.js';

/**
 * A stand-in for GitHub's REST API on loopback: the subset Octokit calls for the GitHub integration (issue 28), with
 * GitHub's response shapes, auth errors, Link pagination, rate-limit headers and failures a test queues. The product
 * points GITHUB_API_URL at `url`; tests set up `state` (tokens, repositories, pull requests) and read
 * `state.requests`. README.md in this folder lists what it covers.
 */

export type {
  FailureSpec,
  GithubStandIn,
  GithubStandInOptions,
  GithubStandInState,
  RateLimitState,
  RecordedRequest,
  StandInIssue,
  StandInPullRequest,
  StandInPullRequestFile,
  StandInRepository,
  StandInReviewComment,
  StandInToken,
  StandInUserRef,
} from './github-stand-in-model.js';

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
  const { simpleUser, repositoryShape, pullSimpleShape, pullShape, fileShape, reviewCommentShape, issueShape } =
    githubShapes(url, state);

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
