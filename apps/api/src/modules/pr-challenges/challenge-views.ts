import type { GithubAttempt, GithubChallenge, GithubChallengeSummary } from '@assay/contracts';
import type { AttemptRow, ChallengeRow } from './pr-challenges.repository.js';

export const summaryOf = (row: ChallengeRow, bestScore: number | null): GithubChallengeSummary => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  repository: row.repository,
  pull_request_number: row.pullRequestNumber,
  pull_request_url: row.pullRequestUrl,
  language: row.language,
  difficulty: row.difficulty,
  visibility: row.visibility,
  changed_lines: row.changedLines,
  created_at: row.createdAt.toISOString(),
  best_score: bestScore,
});

/** What anyone who may open the challenge sees: for implement, never the hidden tests; for review, never the key. */
export function challengeOf(row: ChallengeRow, tree: string[], bestScore: number | null): GithubChallenge {
  const editable = new Set(row.files.map((file) => file.path));
  return {
    ...summaryOf(row, bestScore),
    statement: row.statement,
    base_sha: row.baseSha,
    implement:
      row.kind === 'implement' && row.toolchain
        ? {
            toolchain: row.toolchain,
            files: row.files,
            tree: tree.filter((path) => !editable.has(path)),
            visible_test_files: row.visibleTestFiles,
            hidden_test_count: row.failToPass.length + row.passToPass.length,
          }
        : null,
    review: row.kind === 'review' ? { diff: row.diff, real_comment_count: row.reviewComments.length } : null,
  };
}

export const attemptOf = (row: AttemptRow, challenge: Pick<ChallengeRow, 'id' | 'kind'>): GithubAttempt => ({
  id: row.id,
  task_id: challenge.id,
  kind: challenge.kind,
  score: row.score,
  submitted_at: row.submittedAt.toISOString(),
  implement: row.implement ?? null,
  review: row.review ?? null,
});
