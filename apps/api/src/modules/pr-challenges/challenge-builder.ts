import { randomUUID } from 'node:crypto';
import type {
  ChallengeFile,
  RepositoryJob,
  RepositoryJobReport,
  RepositoryLimits,
  RepositoryToolchain,
  WorkTreeFile,
} from '@assay/contracts';
import { AppError } from '../../lib/errors.js';
import type { githubPullRequests, githubRepositories } from '../github/github.tables.js';
import { isTestPath } from '../github/pull-request-rules.js';
import type { DependencyCache } from './dependency-cache.js';
import type { RepositoryCache, RepositorySource } from './repository-cache.js';
import { answerKeyOf, splitTests } from './scoring.js';

/** What a repository test run may use: generous next to a kata's, as a project's suite does more. */
export const REPOSITORY_RUN_LIMITS: RepositoryLimits = {
  wallMs: 60_000,
  memoryMb: 1_024,
  outputBytes: 256 * 1024,
  workDirMb: 256,
};
/** A file bigger than this is not put in the editor (a generated or vendored file, not the change). */
const MAX_EDITABLE_BYTES = 256 * 1024;
const MAX_VISIBLE_TEST_FILES = 100;

const TEST_EXTENSIONS: Record<RepositoryToolchain, RegExp> = {
  node: /\.(m|c)?js$/,
  python: /\.py$/,
};

/** The toolchain that runs the pull request's test files, or why none does. */
export function toolchainOf(testFiles: readonly string[]): RepositoryToolchain | string {
  if (testFiles.length === 0)
    return 'The pull request changes no test files: there is nothing to score an implementation by.';
  for (const toolchain of ['node', 'python'] as const)
    if (testFiles.every((path) => TEST_EXTENSIONS[toolchain].test(path))) return toolchain;
  return 'Its tests are not ones this product runs yet: JavaScript with node:test, or Python with unittest.';
}

/** The end of what a run printed, to say why it reported no tests. */
function printed(report: RepositoryJobReport): string {
  const output = `${report.process?.stdout ?? ''}\n${report.process?.stderr ?? ''}`.trim();
  return output ? ` It printed: ${output.length > 400 ? `…${output.slice(-400)}` : output}` : '';
}

type PullRequestRow = typeof githubPullRequests.$inferSelect;
type StoredRepositoryRow = typeof githubRepositories.$inferSelect;

export type RunRepository = (job: RepositoryJob) => Promise<RepositoryJobReport>;

/** The implement challenge a pull request makes, worked out by running its tests before and after its change. */
export interface ImplementPlan {
  toolchain: RepositoryToolchain;
  files: ChallengeFile[];
  hiddenTests: WorkTreeFile[];
  visibleTestFiles: string[];
  failToPass: string[];
  passToPass: string[];
}

export type Eligibility<T> = { eligible: true; plan: T } | { eligible: false; reason: string };

/** The commit holding the pull request's change: its merge commit, else its head. */
export const changeShaOf = (pullRequest: PullRequestRow) => pullRequest.mergeCommitSha ?? pullRequest.headSha;

/**
 * Builds pull-request challenges the way SWE-bench builds its tasks: the repository is fetched at the base commit and
 * at the change, the PR's test files are the hidden tests, and its tests run twice in the sandbox — on the base
 * commit with the PR's tests laid over it, then on the change — to find the tests the change makes pass.
 */
export function createChallengeBuilder({
  repositories,
  dependencies,
  runRepository,
}: {
  repositories: RepositoryCache;
  dependencies: DependencyCache;
  runRepository: RunRepository;
}) {
  /** A prepared tree and its dependencies, ready for a job. */
  async function workspace(source: RepositorySource, sha: string, toolchain: RepositoryToolchain) {
    const tree = await repositories.tree(source, sha);
    return { tree, dependencies: await dependencies.install(toolchain, tree) };
  }

  async function run(
    source: RepositorySource,
    sha: string,
    toolchain: RepositoryToolchain,
    files: WorkTreeFile[],
    testFiles: string[],
  ): Promise<RepositoryJobReport> {
    return runRepository({
      id: randomUUID(),
      kind: 'repository',
      toolchain,
      ...(await workspace(source, sha, toolchain)),
      files,
      testFiles,
      limits: REPOSITORY_RUN_LIMITS,
    });
  }

  async function planImplement(
    source: RepositorySource,
    pullRequest: PullRequestRow,
  ): Promise<Eligibility<ImplementPlan>> {
    const changed = pullRequest.files.filter((file) => file.status !== 'removed');
    const testPaths = changed.filter((file) => isTestPath(file.filename)).map((file) => file.filename);
    const toolchain = toolchainOf(testPaths.filter((path) => /\.[a-z]+$/i.test(path)));
    if (toolchain !== 'node' && toolchain !== 'python') return { eligible: false, reason: toolchain };
    const runnable = testPaths.filter((path) => TEST_EXTENSIONS[toolchain].test(path));
    if (!changed.some((file) => !isTestPath(file.filename)))
      return { eligible: false, reason: 'The pull request changes only tests: there is no code to implement.' };

    const changeSha = changeShaOf(pullRequest);
    const hiddenTests: WorkTreeFile[] = [];
    for (const path of runnable) {
      const content = await repositories.read(source, changeSha, path);
      if (content !== null) hiddenTests.push({ path, content });
    }
    const files: ChallengeFile[] = [];
    for (const file of changed) {
      const content = (await repositories.read(source, pullRequest.baseSha, file.filename)) ?? '';
      if (Buffer.byteLength(content) > MAX_EDITABLE_BYTES || content.includes('\0')) continue;
      files.push({ path: file.filename, content, is_test: isTestPath(file.filename) });
    }

    const before = await run(source, pullRequest.baseSha, toolchain, hiddenTests, runnable);
    const after = await run(source, changeSha, toolchain, [], runnable);
    if (after.error || after.tests.length === 0)
      return {
        eligible: false,
        reason: `The repository's tests could not run on the pull request's change: ${after.error ?? `no tests were reported.${printed(after)}`}`,
      };
    const { failToPass, passToPass } = splitTests(before.tests, after.tests);
    if (failToPass.length === 0)
      return {
        eligible: false,
        reason: 'No test fails before the change and passes after it: there is nothing to score an implementation by.',
      };

    const basePaths = await repositories.paths(source, pullRequest.baseSha);
    const visibleTestFiles = [
      ...new Set([
        ...basePaths.filter((path) => isTestPath(path) && TEST_EXTENSIONS[toolchain].test(path)),
        ...files.filter((file) => file.is_test && TEST_EXTENSIONS[toolchain].test(file.path)).map((file) => file.path),
      ]),
    ].slice(0, MAX_VISIBLE_TEST_FILES);
    return {
      eligible: true,
      plan: { toolchain, files, hiddenTests, visibleTestFiles, failToPass, passToPass },
    };
  }

  return {
    planImplement,

    planReview(pullRequest: PullRequestRow) {
      const answerKey = answerKeyOf(pullRequest.reviewComments);
      return answerKey.length === 0
        ? {
            eligible: false as const,
            reason: 'The pull request has no substantive review comments on its lines to score a review against.',
            answerKey,
          }
        : { eligible: true as const, reason: null, answerKey };
    },

    /** Runs `testFiles` on the base commit with `files` laid over it (a candidate's run or submission). */
    runOnBase(
      source: RepositorySource,
      challenge: { baseSha: string; toolchain: RepositoryToolchain },
      files: WorkTreeFile[],
      testFiles: string[],
    ) {
      return run(source, challenge.baseSha, challenge.toolchain, files, testFiles);
    },
  };
}
export type ChallengeBuilder = ReturnType<typeof createChallengeBuilder>;

/** The repository a challenge's commits are fetched from, with the token that may read it. */
export const sourceOf = (
  repository: Pick<StoredRepositoryRow, 'cloneUrl'>,
  token: string | null,
): RepositorySource => ({
  cloneUrl: repository.cloneUrl,
  token,
});

export const notRunnable = (reason: string) => new AppError(422, 'CHALLENGE_NOT_RUNNABLE', reason);
