import {
  GITHUB_ERROR_CODES,
  type GithubRepository as GithubRepositoryView,
  type ImportPullRequestsResult,
  type PullRequestList,
  type PullRequestSummary,
  type StoredRepository,
  type StoredRepositoryList,
  type TestRepositoryResult,
} from '@assay/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, NotFoundError } from '../../lib/errors.js';
import type { UserRow } from '../users/users.service.js';
import type { GithubClient, GithubOctokit } from './github-client.js';
import { githubFailure, type GithubService } from './github.service.js';
import type { PullRequestReviewComment } from './github.tables.js';
import type { ImportsRepository, PullRequestRow, StoredRepositoryRow } from './imports.repository.js';
import { isTestPath, linkedIssueNumber, parseRepositoryRef, type RepositoryRef } from './pull-request-rules.js';

const NO_CONNECTION =
  'Connect GitHub first: your GitHub settings take an access token (an orgadmin connects for the organization).';

const isHttpError = (error: unknown, status: number) =>
  error instanceof Error && error.name === 'HttpError' && (error as Error & { status?: number }).status === status;

/** What an import's GitHub failure means: 401/403/429/502 stop the whole request (SPEC §8 texts in the browser). */
function importFailure(error: unknown): Error {
  if (isHttpError(error, 401))
    return new AppError(
      401,
      GITHUB_ERROR_CODES.authRequired,
      'GitHub no longer accepts the stored token: connect GitHub again with a new one.',
    );
  const failure = githubFailure(error);
  if (failure instanceof AppError && failure.code === GITHUB_ERROR_CODES.tokenRefused)
    return new AppError(
      403,
      GITHUB_ERROR_CODES.forbidden,
      'GitHub refused this with your token: it may lack the scopes to read the repository’s pull requests.',
    );
  return failure;
}

const repositoryView = (row: StoredRepositoryRow): GithubRepositoryView => ({
  full_name: row.fullName,
  description: row.description,
  html_url: row.htmlUrl,
  default_branch: row.defaultBranch,
  language: row.language,
  size_kb: row.sizeKb,
  private: row.private,
});

const storedView = (row: StoredRepositoryRow, pullRequests: number): StoredRepository => ({
  ...repositoryView(row),
  id: row.id,
  added_at: row.addedAt.toISOString(),
  last_imported_at: row.lastImportedAt?.toISOString() ?? null,
  pull_request_count: pullRequests,
});

export const pullRequestSummary = (row: PullRequestRow, repository: string): PullRequestSummary => ({
  id: row.id,
  repository,
  number: row.number,
  title: row.title,
  author: row.author,
  html_url: row.htmlUrl,
  merged_at: row.mergedAt.toISOString(),
  base_sha: row.baseSha,
  merge_commit_sha: row.mergeCommitSha,
  additions: row.additions,
  deletions: row.deletions,
  changed_files: row.files.length,
  files: row.files.map((file) => ({
    filename: file.filename,
    status: file.status,
    additions: file.additions,
    deletions: file.deletions,
    is_test: isTestPath(file.filename),
  })),
  linked_issue: row.linkedIssue ? { number: row.linkedIssue.number, title: row.linkedIssue.title } : null,
  review_comment_count: row.reviewComments.length,
  imported_at: row.importedAt.toISOString(),
});

/**
 * Pull-request imports (SPEC §7 GitHub): repositories are checked with the caller's GitHub token (theirs, or an
 * orgadmin's of their organization) and kept for their scope — the organization's, or the platform's for the admin;
 * merged pull requests are imported with what a challenge is made of: the diff per file, the base and merge commits,
 * the linked issue and the reviewers' line comments. Importing again imports only what is new (or, with
 * `force_refresh`, everything again), so an import can be repeated safely.
 */
export function createImportsService({
  repository,
  github,
  client,
  newId,
  now = () => new Date(),
  log,
}: {
  repository: ImportsRepository;
  github: Pick<GithubService, 'tokenFor'>;
  client: Pick<GithubClient, 'forToken'>;
  newId: () => string;
  now?: () => Date;
  log: FastifyBaseLogger;
}) {
  /** The admin imports for the platform (public challenges); everyone else for their organization. */
  const scopeOf = (caller: UserRow) => (caller.role === 'admin' ? '' : caller.organizationId);

  async function octokitFor(caller: UserRow): Promise<GithubOctokit> {
    const token = await github.tokenFor(caller);
    if (!token) throw new AppError(401, GITHUB_ERROR_CODES.authRequired, NO_CONNECTION);
    return client.forToken(token);
  }

  /** GitHub's description of the repository, or null when the token cannot see it. */
  async function describe(octokit: GithubOctokit, ref: RepositoryRef) {
    try {
      const { data } = await octokit.rest.repos.get({ owner: ref.owner, repo: ref.name });
      return data;
    } catch (error) {
      if (isHttpError(error, 404)) return null;
      throw importFailure(error);
    }
  }

  const notVisible = (ref: RepositoryRef) =>
    `GitHub has no repository ${ref.owner}/${ref.name} that your token can see. Check the name, or the token's access to it.`;

  async function keep(caller: UserRow, described: NonNullable<Awaited<ReturnType<typeof describe>>>) {
    return repository.saveRepository({
      id: newId(),
      organizationId: scopeOf(caller),
      fullName: described.full_name,
      description: described.description,
      htmlUrl: described.html_url,
      cloneUrl: described.clone_url,
      defaultBranch: described.default_branch,
      language: described.language ?? null,
      sizeKb: described.size,
      private: described.private,
      addedBy: caller.id,
    });
  }

  /** Every page of a list GitHub paginates (Octokit follows the Link headers). */
  async function all<T>(pages: AsyncIterable<{ data: T[] }>, limit = Number.POSITIVE_INFINITY): Promise<T[]> {
    const items: T[] = [];
    for await (const page of pages) {
      items.push(...page.data);
      if (items.length >= limit) break;
    }
    return items;
  }

  /** Imports one repository's merged pull requests: those it did not have, or all with `refresh`. */
  async function importRepository(
    octokit: GithubOctokit,
    stored: StoredRepositoryRow,
    ref: RepositoryRef,
    { max, refresh }: { max: number; refresh: boolean },
  ) {
    const known = refresh ? new Set<number>() : await repository.importedNumbers(stored.id);
    const merged: Awaited<ReturnType<GithubOctokit['rest']['pulls']['list']>>['data'] = [];
    for await (const page of octokit.paginate.iterator(octokit.rest.pulls.list, {
      owner: ref.owner,
      repo: ref.name,
      state: 'closed',
      sort: 'updated',
      direction: 'desc',
      per_page: 100,
    })) {
      merged.push(...page.data.filter((pull) => pull.merged_at));
      if (merged.length >= max) break;
    }
    const imported: PullRequestRow[] = [];
    for (const pull of merged.slice(0, max)) {
      if (known.has(pull.number)) continue;
      const params = { owner: ref.owner, repo: ref.name, pull_number: pull.number, per_page: 100 };
      const [detail, files, comments] = await Promise.all([
        octokit.rest.pulls.get(params),
        all(octokit.paginate.iterator(octokit.rest.pulls.listFiles, params)),
        all(octokit.paginate.iterator(octokit.rest.pulls.listReviewComments, params)),
      ]);
      const issueNumber = linkedIssueNumber(pull.body ?? '');
      const issue = issueNumber
        ? await octokit.rest.issues
            .get({ owner: ref.owner, repo: ref.name, issue_number: issueNumber })
            .then(({ data }) => ({ number: data.number, title: data.title, body: data.body ?? null }))
            .catch((error: unknown) => {
              if (isHttpError(error, 404)) return null; // named in the text, but not an issue of this repository
              throw error;
            })
        : null;
      imported.push(
        await repository.savePullRequest({
          id: newId(),
          repositoryId: stored.id,
          organizationId: stored.organizationId,
          number: pull.number,
          title: pull.title,
          body: pull.body ?? null,
          author: pull.user?.login ?? null,
          htmlUrl: pull.html_url,
          baseRef: pull.base.ref,
          baseSha: pull.base.sha,
          headSha: pull.head.sha,
          mergeCommitSha: pull.merge_commit_sha ?? null,
          mergedAt: new Date(pull.merged_at!),
          additions: detail.data.additions,
          deletions: detail.data.deletions,
          files: files.map((file) => ({
            filename: file.filename,
            status: file.status,
            additions: file.additions,
            deletions: file.deletions,
            patch: file.patch ?? null,
          })),
          linkedIssue: issue,
          reviewComments: comments.map((comment): PullRequestReviewComment => ({
            id: comment.id,
            path: comment.path,
            line: comment.line ?? comment.original_line ?? null,
            side: comment.side ?? null,
            body: comment.body,
            author: comment.user?.login ?? null,
            diffHunk: comment.diff_hunk,
            createdAt: comment.created_at,
          })),
        }),
      );
    }
    await repository.markImported(stored.id, now());
    return imported;
  }

  return {
    /** POST /github/test-repository: reachable and visible with the caller's token, and what it is. */
    async testRepository(caller: UserRow, url: string): Promise<TestRepositoryResult> {
      const ref = parseRepositoryRef(url);
      if (!ref)
        return {
          success: false,
          repository: null,
          error: `“${url}” names no repository: give owner/name or its GitHub URL.`,
          error_code: GITHUB_ERROR_CODES.invalidRepositoryUrl,
        };
      const described = await describe(await octokitFor(caller), ref);
      if (!described)
        return {
          success: false,
          repository: null,
          error: notVisible(ref),
          error_code: GITHUB_ERROR_CODES.repositoryNotFound,
        };
      return {
        success: true,
        repository: {
          full_name: described.full_name,
          description: described.description,
          html_url: described.html_url,
          default_branch: described.default_branch,
          language: described.language ?? null,
          size_kb: described.size,
          private: described.private,
        },
        error: null,
        error_code: null,
      };
    },

    /** POST /github/repository: keeps a repository for the caller's scope (checked with GitHub first). */
    async addRepository(caller: UserRow, url: string): Promise<StoredRepository> {
      const ref = parseRepositoryRef(url);
      if (!ref) throw new AppError(400, GITHUB_ERROR_CODES.invalidRepositoryUrl, `“${url}” names no repository.`);
      const described = await describe(await octokitFor(caller), ref);
      if (!described) throw new NotFoundError(notVisible(ref), GITHUB_ERROR_CODES.repositoryNotFound);
      const stored = await keep(caller, described);
      const listed = (await repository.repositories(stored.organizationId)).find(
        (entry) => entry.repository.id === stored.id,
      );
      return storedView(stored, listed?.pullRequests ?? 0);
    },

    /** GET /github/repositories: the scope's repositories, by name. */
    async repositories(caller: UserRow): Promise<StoredRepositoryList> {
      const rows = await repository.repositories(scopeOf(caller));
      return { repositories: rows.map((row) => storedView(row.repository, row.pullRequests)) };
    },

    /** POST /github/import-pull-requests. */
    async importPullRequests(
      caller: UserRow,
      body: { repositories: string[]; max_prs: number; force_refresh: boolean },
    ): Promise<ImportPullRequestsResult> {
      const octokit = await octokitFor(caller);
      const imported: PullRequestSummary[] = [];
      const failures: { code: string; message: string }[] = [];
      for (const url of body.repositories) {
        const ref = parseRepositoryRef(url);
        if (!ref) {
          failures.push({ code: GITHUB_ERROR_CODES.invalidRepositoryUrl, message: `“${url}” names no repository.` });
          continue;
        }
        const described = await describe(octokit, ref);
        if (!described) {
          failures.push({ code: GITHUB_ERROR_CODES.repositoryNotFound, message: notVisible(ref) });
          continue;
        }
        const stored = await keep(caller, described);
        try {
          const rows = await importRepository(octokit, stored, ref, {
            max: body.max_prs,
            refresh: body.force_refresh,
          });
          imported.push(...rows.map((row) => pullRequestSummary(row, stored.fullName)));
        } catch (error) {
          log.warn({ repository: stored.fullName, err: error }, 'pull request import failed');
          throw importFailure(error);
        }
      }
      return {
        success: failures.length === 0,
        imported_count: imported.length,
        pull_requests: imported,
        error: failures.length > 0 ? failures.map((failure) => failure.message).join(' ') : null,
        error_code: failures[0]?.code ?? null,
      };
    },

    /** GET /github/pull-requests: the scope's imported pull requests, newest merge first. */
    async pullRequests(
      caller: UserRow,
      query: { repository?: string | undefined; search?: string | undefined; page: number; limit: number },
    ): Promise<PullRequestList> {
      const { rows, total } = await repository.pullRequests(scopeOf(caller), query);
      return {
        items: rows.map((row) => pullRequestSummary(row.pullRequest, row.repository)),
        total,
        page: query.page,
        limit: query.limit,
      };
    },
  };
}
export type ImportsService = ReturnType<typeof createImportsService>;
