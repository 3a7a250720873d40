import {
  type ChallengePreview,
  type CreateGithubTasksBody,
  DIFFICULTIES,
  type Difficulty,
  GITHUB_ERROR_CODES,
  type GithubChallengeKind,
  type GithubChallengeSummary,
  type GithubChallengeVisibility,
  type GithubTasksCreated,
  type ImportPrAsTaskBody,
  type RepositoryPrTasksBody,
  type TestRepositoryTasksResult,
} from '@assay/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import type { GithubService } from '../github/github.service.js';
import { parseRepositoryRef } from '../github/pull-request-rules.js';
import type { UserRow } from '../users/users.service.js';
import { type ChallengeBuilder, changeShaOf, sourceOf } from './challenge-builder.js';
import { summaryOf } from './challenge-views.js';
import type { PrChallengesRepository } from './pr-challenges.repository.js';

type Candidate = Awaited<ReturnType<PrChallengesRepository['pullRequests']>>[number];

const PREVIEW_DEFAULT_COUNT = 10;

/** The difficulty a change's size suggests: lines added and removed. */
export function difficultyOfSize(changedLines: number): Difficulty {
  if (changedLines <= 20) return DIFFICULTIES[0];
  if (changedLines <= 100) return DIFFICULTIES[1];
  if (changedLines <= 300) return DIFFICULTIES[2];
  return DIFFICULTIES[3];
}

/** The statement: the issue the pull request resolves, else its own description. */
function statementOf({ pullRequest }: Candidate): string {
  const issue = pullRequest.linkedIssue;
  if (issue)
    return `## ${issue.title} (#${issue.number})\n\n${issue.body?.trim() || '_The issue has no description._'}`;
  return `## ${pullRequest.title}\n\n${pullRequest.body?.trim() || '_The pull request has no description._'}`;
}

/**
 * Making challenges from imported pull requests (orgadmin for their organization, admin for the platform): a preview
 * runs the repository's tests to show what each pull request would make, and publishing freezes that into a challenge
 * with its own id. Publishing a pull request's challenge again answers the one already made; a pull request makes one
 * challenge in a scope, as its review (the diff) would be the answer to its implementation.
 */
export function createPublishingService({
  repository,
  builder,
  github,
  allowance,
  now = () => new Date(),
  log,
}: {
  repository: PrChallengesRepository;
  builder: ChallengeBuilder;
  github: Pick<GithubService, 'tokenFor'>;
  /** The plan's GitHub PR challenges (billing); the platform's own scope has no plan. */
  allowance: { assertCanPublishPrChallenges(organizationId: string, count: number): Promise<void> };
  now?: () => Date;
  log: FastifyBaseLogger;
}) {
  const scopeOf = (caller: UserRow) => (caller.role === 'admin' ? '' : caller.organizationId);

  async function tokenOf(caller: UserRow): Promise<string> {
    const token = await github.tokenFor(caller);
    if (!token)
      throw new AppError(
        401,
        GITHUB_ERROR_CODES.authRequired,
        'Connect GitHub first: the repository is fetched with your (or your organization’s) GitHub token.',
      );
    return token;
  }

  async function chosen(caller: UserRow, ids: readonly string[]): Promise<Candidate[]> {
    const found = await repository.pullRequests(scopeOf(caller), ids);
    const missing = ids.filter((id) => !found.some((row) => row.pullRequest.id === id));
    if (missing.length > 0)
      throw new NotFoundError(
        `No imported pull request ${missing[0]} in your ${caller.role === 'admin' ? 'platform' : 'organization'}'s imports.`,
      );
    return ids.map((id) => found.find((row) => row.pullRequest.id === id)!);
  }

  async function ofRepository(caller: UserRow, reference: string, limit: number): Promise<Candidate[]> {
    const ref = parseRepositoryRef(reference);
    if (!ref)
      throw new AppError(
        422,
        GITHUB_ERROR_CODES.invalidRepositoryUrl,
        'Name a repository: owner/name or its GitHub URL.',
      );
    const rows = await repository.pullRequestsOf(scopeOf(caller), `${ref.owner}/${ref.name}`, limit);
    if (rows.length === 0)
      throw new NotFoundError(`No pull requests of ${ref.owner}/${ref.name} are imported yet: import them first.`);
    return rows;
  }

  async function preview(caller: UserRow, candidates: Candidate[]): Promise<ChallengePreview[]> {
    const token = await tokenOf(caller);
    const existing = await repository.madeFrom(
      scopeOf(caller),
      candidates.map((row) => row.pullRequest.id),
    );
    const previews: ChallengePreview[] = [];
    for (const candidate of candidates) {
      const { pullRequest } = candidate;
      const implement = await builder
        .planImplement(sourceOf(candidate.repository, token), pullRequest)
        .catch((error: Error) => ({ eligible: false as const, reason: error.message }));
      const review = builder.planReview(pullRequest);
      previews.push({
        pull_request_id: pullRequest.id,
        number: pullRequest.number,
        title: pullRequest.title,
        implement: implement.eligible
          ? {
              eligible: true,
              reason: null,
              toolchain: implement.plan.toolchain,
              editable_files: implement.plan.files.map((file) => file.path),
              hidden_test_files: implement.plan.hiddenTests.map((file) => file.path),
              fail_to_pass: implement.plan.failToPass,
              pass_to_pass: implement.plan.passToPass,
            }
          : {
              eligible: false,
              reason: implement.reason,
              toolchain: null,
              editable_files: [],
              hidden_test_files: [],
              fail_to_pass: [],
              pass_to_pass: [],
            },
        review: { eligible: review.eligible, reason: review.reason, real_comment_count: review.answerKey.length },
        existing: existing
          .filter((row) => row.pullRequestId === pullRequest.id)
          .map((row) => ({ id: row.id, kind: row.kind })),
      });
    }
    return previews;
  }

  /** `github_pr_{number}_{seconds.milliseconds}`, the seconds nudged on when two are made in one millisecond. */
  let lastStamp = 0;
  function idFor(number: number): string {
    const stamp = Math.max(now().getTime(), lastStamp + 1);
    lastStamp = stamp;
    return `github_pr_${number}_${Math.floor(stamp / 1000)}.${String(stamp % 1000).padStart(3, '0')}`;
  }

  interface PublishOptions {
    kind: GithubChallengeKind;
    difficulty?: Difficulty | undefined;
    visibility?: GithubChallengeVisibility | undefined;
    title?: string | undefined;
  }

  /** One pull request made into a challenge (or the one already made); a reason when it cannot be. */
  async function publish(
    caller: UserRow,
    candidate: Candidate,
    options: PublishOptions,
  ): Promise<GithubChallengeSummary | { reason: string }> {
    const scope = scopeOf(caller);
    const { pullRequest } = candidate;
    const [already] = await repository.madeFrom(scope, [pullRequest.id]);
    if (already?.kind === options.kind) return summaryOf((await repository.byId(already.id))!, null);
    if (already)
      return {
        reason: `Pull request #${pullRequest.number} is already a ${already.kind} challenge: a ${options.kind} challenge of it would give away that one's answer.`,
      };
    if (scope) await allowance.assertCanPublishPrChallenges(scope, 1);

    const changedLines = pullRequest.additions + pullRequest.deletions;
    const common = {
      id: idFor(pullRequest.number),
      pullRequestId: pullRequest.id,
      organizationId: scope,
      visibility: options.visibility ?? 'organization',
      kind: options.kind,
      title: options.title ?? pullRequest.title,
      statement: statementOf(candidate),
      difficulty: options.difficulty ?? difficultyOfSize(changedLines),
      language: candidate.repository.language,
      repository: candidate.repository.fullName,
      cloneUrl: candidate.repository.cloneUrl,
      pullRequestNumber: pullRequest.number,
      pullRequestUrl: pullRequest.htmlUrl,
      changedLines,
      baseSha: pullRequest.baseSha,
      changeSha: changeShaOf(pullRequest),
      diff: pullRequest.files.map(({ filename, status, additions, deletions, patch }) => ({
        filename,
        status,
        additions,
        deletions,
        patch,
      })),
      createdBy: caller.id,
    };
    let row;
    if (options.kind === 'review') {
      const review = builder.planReview(pullRequest);
      if (!review.eligible) return { reason: review.reason };
      row = await repository.insert({
        ...common,
        toolchain: null,
        files: [],
        hiddenTests: [],
        visibleTestFiles: [],
        failToPass: [],
        passToPass: [],
        reviewComments: review.answerKey,
      });
    } else {
      const implement = await builder.planImplement(sourceOf(candidate.repository, await tokenOf(caller)), pullRequest);
      if (!implement.eligible) return { reason: implement.reason };
      const { plan } = implement;
      row = await repository.insert({
        ...common,
        toolchain: plan.toolchain,
        files: plan.files,
        hiddenTests: plan.hiddenTests,
        visibleTestFiles: plan.visibleTestFiles,
        failToPass: plan.failToPass,
        passToPass: plan.passToPass,
        // Shown to the candidate after they submit: what the real reviewers said of the change.
        reviewComments: builder.planReview(pullRequest).answerKey,
      });
    }
    if (!row) return publish(caller, candidate, options); // made meanwhile by another request: answer that one
    log.info(
      { challengeId: row.id, pullRequestId: pullRequest.id, kind: row.kind },
      'pull-request challenge published',
    );
    return summaryOf(row, null);
  }

  function checkVisibility(caller: UserRow, visibility: GithubChallengeVisibility | undefined) {
    if (visibility === 'public' && caller.role !== 'admin')
      throw new ForbiddenError(
        'Only the platform admin publishes challenges publicly; yours are for your organization.',
      );
  }

  async function publishAll(
    caller: UserRow,
    candidates: Candidate[],
    options: PublishOptions,
  ): Promise<GithubTasksCreated> {
    const result: GithubTasksCreated = { created: [], failed: [] };
    for (const candidate of candidates) {
      const outcome = await publish(caller, candidate, options).catch((error: Error) => ({ reason: error.message }));
      if ('reason' in outcome)
        result.failed.push({
          pull_request_id: candidate.pullRequest.id,
          number: candidate.pullRequest.number,
          reason: outcome.reason,
        });
      else result.created.push(outcome);
    }
    return result;
  }

  return {
    /** POST /github/test-repository-tasks. */
    async previewRepository(
      caller: UserRow,
      body: { repository: string; pull_request_ids?: string[] | undefined },
    ): Promise<TestRepositoryTasksResult> {
      const candidates = body.pull_request_ids?.length
        ? await chosen(caller, body.pull_request_ids)
        : await ofRepository(caller, body.repository, PREVIEW_DEFAULT_COUNT);
      return { repository: candidates[0]!.repository.fullName, previews: await preview(caller, candidates) };
    },

    /** POST /github/import-pr-as-task: one pull request, one challenge; a refusal says why. */
    async publishOne(caller: UserRow, body: ImportPrAsTaskBody): Promise<{ task: GithubChallengeSummary }> {
      checkVisibility(caller, body.visibility);
      const [candidate] = await chosen(caller, [body.pull_request_id]);
      const outcome = await publish(caller, candidate!, body);
      if ('reason' in outcome) throw new AppError(422, 'CHALLENGE_NOT_ELIGIBLE', outcome.reason);
      return { task: outcome };
    },

    /** POST /github/tasks: the chosen pull requests. */
    async publishChosen(caller: UserRow, body: CreateGithubTasksBody): Promise<GithubTasksCreated> {
      checkVisibility(caller, body.visibility);
      return publishAll(caller, await chosen(caller, body.pull_request_ids), body);
    },

    /** POST /github/repository-pr-tasks: the chosen pull requests of a repository, or its newest not yet made. */
    async publishRepository(caller: UserRow, body: RepositoryPrTasksBody): Promise<GithubTasksCreated> {
      checkVisibility(caller, body.visibility);
      if (body.pull_request_ids?.length) {
        const candidates = await chosen(caller, body.pull_request_ids);
        const ref = parseRepositoryRef(body.repository);
        const stranger = candidates.find(
          (row) => row.repository.fullName.toLowerCase() !== `${ref?.owner}/${ref?.name}`.toLowerCase(),
        );
        if (stranger)
          throw new AppError(
            422,
            'PULL_REQUEST_OF_ANOTHER_REPOSITORY',
            `Pull request ${stranger.pullRequest.id} is not of ${body.repository}.`,
          );
        return publishAll(caller, candidates, body);
      }
      const candidates = await ofRepository(caller, body.repository, 20);
      const made = await repository.madeFrom(
        scopeOf(caller),
        candidates.map((row) => row.pullRequest.id),
      );
      const fresh = candidates.filter(
        (row) =>
          !made.some((challenge) => challenge.pullRequestId === row.pullRequest.id && challenge.kind === body.kind),
      );
      return publishAll(caller, fresh, body);
    },
  };
}
export type PublishingService = ReturnType<typeof createPublishingService>;
