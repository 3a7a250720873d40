import { randomUUID } from 'node:crypto';
import {
  type GithubAttempt,
  type GithubChallenge,
  type GithubChallengeList,
  type GithubChallengeListQuery,
  isGithubTaskId,
  type PublicCommentList,
  type RepositoryJobReport,
  type RepositoryRunResult,
  type SubmitChallengeBody,
  type WorkTreeFile,
} from '@assay/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, NotFoundError, ServiceUnavailableError } from '../../lib/errors.js';
import type { GithubService } from '../github/github.service.js';
import type { UserRow } from '../users/users.service.js';
import { type ChallengeBuilder, REPOSITORY_RUN_LIMITS, sourceOf } from './challenge-builder.js';
import { attemptOf, challengeOf, summaryOf } from './challenge-views.js';
import type { ChallengeRow, PrChallengesRepository, Reader } from './pr-challenges.repository.js';
import type { RepositoryCache } from './repository-cache.js';
import { scoreImplementation, scoreReview } from './scoring.js';

const OUTPUT_SHOWN = 8 * 1024;

/**
 * Lets a test run in, or refuses it (429): a signed-in caller's runs count as their code runs do, per person and per
 * organization; a visitor's per address; and none is let in while the runners' queue is full.
 */
export type AdmitRun = (caller: UserRow | null, address: string) => Promise<void>;

const readerOf = (caller: UserRow | null): Reader => ({
  organizationId: caller?.organizationId || null,
  everything: caller?.role === 'admin',
});

const mayOpen = (caller: UserRow | null, row: ChallengeRow) =>
  row.visibility === 'public' ||
  caller?.role === 'admin' ||
  (!!caller?.organizationId && caller.organizationId === row.organizationId);

/** Why a run stopped early, in words, from how its process ended. */
function stoppedBecause(report: RepositoryJobReport): string | null {
  if (report.error) return report.error;
  switch (report.process?.outcome) {
    case 'time_limit':
      return `The tests took longer than ${REPOSITORY_RUN_LIMITS.wallMs / 1000} s and were stopped.`;
    case 'memory_limit':
      return `The tests needed more than ${REPOSITORY_RUN_LIMITS.memoryMb} MB of memory and were stopped.`;
    case 'output_limit':
      return `The tests printed more than ${REPOSITORY_RUN_LIMITS.outputBytes / 1024} KB and were stopped.`;
    case 'internal_error':
      return 'The sandbox failed to run the tests. Please try again.';
    default:
      return report.tests.length === 0 ? 'No tests were reported: see the output.' : null;
  }
}

function runResultOf(report: RepositoryJobReport): RepositoryRunResult {
  const error = stoppedBecause(report);
  const output = [report.process?.stdout ?? '', report.process?.stderr ?? ''].filter(Boolean).join('\n').trim();
  return {
    status: error ? 'error' : 'ok',
    tests: report.tests,
    passed: report.tests.filter((test) => test.outcome === 'passed').length,
    failed: report.tests.filter((test) => test.outcome === 'failed').length,
    output: output.length > OUTPUT_SHOWN ? `${output.slice(0, OUTPUT_SHOWN)}\n…` : output,
    error,
    duration_ms: report.process?.wallMs ?? 0,
  };
}

/**
 * Pull-request challenges as people use them (issue 28): the catalogue, a challenge's workspace (public ones for
 * anyone, signed in or not — SPEC §2 rule 7 — an organization's for its members), test runs in the sandbox, and
 * signed-in attempts, scored and kept. What a challenge is scored on (hidden tests, the reviewers' comments) stays
 * here: the reviewers' comments are shown only to someone who has submitted.
 */
export function createPrChallengesService({
  repository,
  repositories,
  builder,
  github,
  admit,
  log,
}: {
  repository: PrChallengesRepository;
  repositories: RepositoryCache;
  builder: ChallengeBuilder;
  github: Pick<GithubService, 'tokenFor'>;
  admit: AdmitRun;
  log: FastifyBaseLogger;
}) {
  async function openable(caller: UserRow | null, id: string): Promise<ChallengeRow> {
    const row = isGithubTaskId(id) ? await repository.byId(id) : null;
    if (!row || !mayOpen(caller, row)) throw new NotFoundError('No such pull-request challenge.');
    return row;
  }

  /** The repository as its publisher reaches it (their token, or their organization's: the cache may fetch again). */
  async function sourceFor(row: ChallengeRow) {
    const publisher = { id: row.createdBy, organizationId: row.organizationId };
    return sourceOf(row, await github.tokenFor(publisher).catch(() => null));
  }

  const treeCache = new Map<string, string[]>();
  async function treeOf(row: ChallengeRow): Promise<string[]> {
    const cached = treeCache.get(row.baseSha);
    if (cached) return cached;
    const paths = await repositories.paths(await sourceFor(row), row.baseSha).catch((error: Error) => {
      log.warn({ challengeId: row.id, err: error }, 'the base commit’s file list could not be read');
      return null;
    });
    if (!paths) return [];
    if (treeCache.size > 200) treeCache.clear();
    treeCache.set(row.baseSha, paths);
    return paths;
  }

  async function bestOf(caller: UserRow | null, ids: string[]) {
    return caller ? repository.bestScores(caller.id, ids) : new Map<string, number>();
  }

  /** The candidate's files, which must be the challenge's editable ones. */
  function editedFiles(row: ChallengeRow, files: readonly WorkTreeFile[]): WorkTreeFile[] {
    const editable = new Set(row.files.map((file) => file.path));
    const stranger = files.find((file) => !editable.has(file.path));
    if (stranger)
      throw new AppError(
        422,
        'NOT_A_CHALLENGE_FILE',
        `${stranger.path} is not one of this challenge's files: only the files the pull request touched can change.`,
      );
    return [...files];
  }

  async function runOnBase(row: ChallengeRow, files: WorkTreeFile[], testFiles: string[]) {
    if (!row.toolchain)
      throw new AppError(422, 'NOT_AN_IMPLEMENT_CHALLENGE', 'A review challenge has no tests to run.');
    const report = await builder.runOnBase(
      await sourceFor(row),
      { baseSha: row.baseSha, toolchain: row.toolchain },
      files,
      testFiles,
    );
    if (report.error && report.tests.length === 0)
      throw new ServiceUnavailableError(`The tests could not be run: ${report.error}`, 'RUNNER_FAILED');
    return report;
  }

  async function scored(row: ChallengeRow, body: SubmitChallengeBody) {
    if (row.kind === 'review') {
      if (!('comments' in body))
        throw new AppError(422, 'REVIEW_NEEDS_COMMENTS', 'A review challenge is answered with comments on lines.');
      const files = new Set(row.diff.map((file) => file.filename));
      const stranger = body.comments.find((comment) => !files.has(comment.path));
      if (stranger)
        throw new AppError(422, 'NOT_A_CHANGED_FILE', `${stranger.path} is not a file this pull request changes.`);
      return {
        ...scoreReview(row.reviewComments, body.comments),
        files: null,
        comments: body.comments,
        implement: null,
      };
    }
    if (!('files' in body))
      throw new AppError(422, 'IMPLEMENT_NEEDS_FILES', 'An implement challenge is answered with the changed files.');
    const hidden = new Set(row.hiddenTests.map((file) => file.path));
    // The hidden tests replace the candidate's versions of the pull request's test files.
    const overlay = [...editedFiles(row, body.files).filter((file) => !hidden.has(file.path)), ...row.hiddenTests];
    const report = await runOnBase(
      row,
      overlay,
      row.hiddenTests.map((file) => file.path),
    );
    const outcome = scoreImplementation(row, report.tests);
    const error = stoppedBecause(report);
    return {
      score: outcome.score,
      implement: {
        ...outcome.implement,
        error: report.tests.length === 0 || report.process?.outcome !== 'exited' ? error : null,
      },
      review: null,
      files: body.files,
      comments: null,
    };
  }

  return {
    /** GET /github/tasks: the challenges the caller may open, newest first, with their best score. */
    async catalogue(
      caller: UserRow,
      query: GithubChallengeListQuery & { page: number; limit: number },
    ): Promise<GithubChallengeList> {
      const { rows, total, facets } = await repository.catalogue(readerOf(caller), query);
      const best = await bestOf(
        caller,
        rows.map((row) => row.id),
      );
      return {
        items: rows.map((row) => summaryOf(row, best.get(row.id) ?? null)),
        total,
        page: query.page,
        limit: query.limit,
        repositories: [...new Set(facets.map((facet) => facet.repository))].sort(),
        languages: [...new Set(facets.map((facet) => facet.language).filter((name): name is string => !!name))].sort(),
      };
    },

    /** GET /public/tasks/{github_pr_…}. */
    async view(caller: UserRow | null, id: string): Promise<GithubChallenge> {
      const row = await openable(caller, id);
      const best = await bestOf(caller, [row.id]);
      return challengeOf(row, row.kind === 'implement' ? await treeOf(row) : [], best.get(row.id) ?? null);
    },

    /** GET /public/github-tasks/{id}/file: a file of the base commit, to read around the change. */
    async treeFile(caller: UserRow | null, id: string, path: string) {
      const row = await openable(caller, id);
      const hidden = row.hiddenTests.some((file) => file.path === path);
      const editable = row.files.find((file) => file.path === path);
      if (editable) return { path, content: editable.content };
      const content =
        hidden || row.kind !== 'implement' ? null : await repositories.read(await sourceFor(row), row.baseSha, path);
      if (content === null) throw new NotFoundError(`The challenge has no file ${path}.`);
      return { path, content };
    },

    /** POST /public/github-tasks/{id}/run: the visible tests, with the caller's files. */
    async run(
      caller: UserRow | null,
      address: string,
      id: string,
      files: WorkTreeFile[],
    ): Promise<RepositoryRunResult> {
      const row = await openable(caller, id);
      const edited = editedFiles(row, files);
      if (row.visibleTestFiles.length === 0)
        throw new AppError(422, 'NO_VISIBLE_TESTS', 'The repository has no tests to run before you submit.');
      await admit(caller, address);
      return runResultOf(await runOnBase(row, edited, row.visibleTestFiles));
    },

    /** POST /github/tasks/{id}/attempts: scored and kept. */
    async submit(caller: UserRow, address: string, id: string, body: SubmitChallengeBody): Promise<GithubAttempt> {
      const row = await openable(caller, id);
      if (row.kind === 'implement') await admit(caller, address);
      const result = await scored(row, body);
      const saved = await repository.insertAttempt({
        id: randomUUID(),
        challengeId: row.id,
        userId: caller.id,
        score: result.score,
        files: result.files,
        comments: result.comments,
        implement: result.implement,
        review: result.review,
      });
      log.info(
        { challengeId: row.id, attemptId: saved.id, score: saved.score },
        'pull-request challenge attempt scored',
      );
      return attemptOf(saved, row);
    },

    async attempts(caller: UserRow, id: string): Promise<{ attempts: GithubAttempt[] }> {
      const row = await openable(caller, id);
      return { attempts: (await repository.attempts(caller.id, row.id)).map((attempt) => attemptOf(attempt, row)) };
    },

    /** GET /public/comments (SPEC §7): only for pull-request challenges, and only once the caller has submitted. */
    async comments(caller: UserRow | null, taskId: string): Promise<PublicCommentList> {
      const none = { comments: [], revealed: false };
      if (!isGithubTaskId(taskId)) return none;
      const row = await openable(caller, taskId);
      if (!caller || !(await repository.hasAttempted(caller.id, row.id))) return none;
      return {
        revealed: true,
        comments: row.reviewComments.map((comment) => ({
          id: String(comment.id),
          path: comment.path,
          line: comment.line,
          body: comment.body,
          author: comment.author,
          created_at: new Date(comment.createdAt).toISOString(),
        })),
      };
    },
  };
}
export type PrChallengesService = ReturnType<typeof createPrChallengesService>;
