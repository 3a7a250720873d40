import type { GithubTokenKind } from '@assay/contracts';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { Octokit } from '@octokit/rest';
import type { FastifyBaseLogger } from 'fastify';

const GithubOctokit = Octokit.plugin(retry, throttling);
export type GithubOctokit = InstanceType<typeof GithubOctokit>;

/** The account a token belongs to, as GitHub describes it. */
export interface GithubTokenAccount {
  tokenKind: GithubTokenKind;
  login: string;
  name: string | null;
  avatarUrl: string | null;
  htmlUrl: string | null;
  scopes: string[];
  repositoryCount: number | null;
}

/** A GitHub App installation's token (`ghs_…`): it has no user, only the repositories it was installed on. */
const isInstallationToken = (token: string) => token.startsWith('ghs_');

/**
 * Every call to GitHub goes through here: Octokit against `GITHUB_API_URL`, retrying a passing failure (5xx, a
 * dropped connection) with backoff (`@octokit/plugin-retry`) and honouring GitHub's rate-limit headers
 * (`@octokit/plugin-throttling`: it spaces requests, and waits for a limit's reset when that is near, once).
 */
export function createGithubClient({
  baseUrl,
  retryBaseMs,
  userAgent,
  log,
}: {
  baseUrl: string;
  retryBaseMs: number;
  userAgent: string;
  log: FastifyBaseLogger;
}) {
  function forToken(token: string): GithubOctokit {
    return new GithubOctokit({
      auth: token,
      baseUrl,
      userAgent,
      retry: { retryAfterBaseValue: retryBaseMs },
      throttle: {
        retryAfterBaseValue: retryBaseMs,
        // The hourly quota: worth waiting for only when it resets within seconds.
        onRateLimit: (retryAfter, options, _octokit, retryCount) => {
          log.warn({ route: `${options.method} ${options.url}`, retryAfter }, 'GitHub rate limit reached');
          return retryCount < 1 && retryAfter <= 10;
        },
        // Too many requests at once: GitHub says how long to wait.
        onSecondaryRateLimit: (retryAfter, options, _octokit, retryCount) => {
          log.warn({ route: `${options.method} ${options.url}`, retryAfter }, 'GitHub secondary rate limit reached');
          return retryCount < 2 && retryAfter <= 60;
        },
      },
      // Octokit's own notices, through our logger (which redacts anything named like a token).
      log: {
        debug: () => undefined,
        info: () => undefined,
        warn: (message: string) => log.warn({ component: 'github' }, message),
        error: (message: string) => log.error({ component: 'github' }, message),
      },
    });
  }

  return {
    forToken,

    /** Who a token belongs to and what it may do; throws Octokit's RequestError when GitHub refuses it. */
    async accountOf(token: string): Promise<GithubTokenAccount> {
      const octokit = forToken(token);
      if (isInstallationToken(token)) {
        const { data } = await octokit.request('GET /installation/repositories', { per_page: 1 });
        const owner = data.repositories[0]?.owner;
        return {
          tokenKind: 'installation',
          login: owner?.login ?? 'GitHub App installation',
          name: null,
          avatarUrl: owner?.avatar_url ?? null,
          htmlUrl: owner?.html_url ?? null,
          scopes: [],
          repositoryCount: data.total_count,
        };
      }
      const { data, headers } = await octokit.request('GET /user');
      const scopes = String(headers['x-oauth-scopes'] ?? '')
        .split(',')
        .map((scope) => scope.trim())
        .filter(Boolean);
      return {
        tokenKind: 'user',
        login: data.login,
        name: data.name ?? null,
        avatarUrl: data.avatar_url || null,
        htmlUrl: data.html_url || null,
        scopes,
        repositoryCount: null,
      };
    },
  };
}
export type GithubClient = ReturnType<typeof createGithubClient>;
