import {
  type GithubAttempt,
  REVIEW_MATCH_LINES,
  type RepositoryTestResult,
  type ReviewCommentInput,
} from '@assay/contracts';
import type { PullRequestReviewComment } from '../github/github.tables.js';
import type { RealReviewComment } from './pr-challenges.tables.js';

/** A test's identity across runs: its file and its name (a test's name is only unique within its file). */
export const testKey = (test: Pick<RepositoryTestResult, 'file' | 'name'>) => `${test.file ?? ''} › ${test.name}`;

/** Each test's outcome by key (a test reported twice counts as passed only if every report passed). */
export function outcomesByKey(tests: readonly RepositoryTestResult[]): Map<string, RepositoryTestResult['outcome']> {
  const outcomes = new Map<string, RepositoryTestResult['outcome']>();
  for (const test of tests) {
    const key = testKey(test);
    outcomes.set(key, outcomes.get(key) === 'failed' ? 'failed' : test.outcome);
  }
  return outcomes;
}

/**
 * SWE-bench's split of a pull request's tests, from two runs of its test files: before the change (the base commit
 * with the PR's tests laid over it) and after it. Fail-to-pass: not passing before, passing after — what an
 * implementation is scored on. Pass-to-pass: passing on both — what it must not break.
 */
export function splitTests(before: readonly RepositoryTestResult[], after: readonly RepositoryTestResult[]) {
  const was = outcomesByKey(before);
  const failToPass: string[] = [];
  const passToPass: string[] = [];
  for (const [key, outcome] of outcomesByKey(after)) {
    if (outcome !== 'passed') continue;
    if (was.get(key) === 'passed') passToPass.push(key);
    else failToPass.push(key);
  }
  return { failToPass, passToPass };
}

const nameOf = (key: string) => key.slice(key.indexOf(' › ') + 3);

/**
 * An implementation's score: each fail-to-pass test passing earns an equal share of 100, and each pass-to-pass test
 * it breaks costs one share, never below 0. The base commit's code scores 0 and the pull request's own change 100.
 */
export function scoreImplementation(
  challenge: { failToPass: readonly string[]; passToPass: readonly string[] },
  tests: readonly RepositoryTestResult[],
): { score: number; implement: NonNullable<GithubAttempt['implement']> } {
  const outcomes = outcomesByKey(tests);
  const fixed = challenge.failToPass.filter((key) => outcomes.get(key) === 'passed').length;
  const broken = challenge.passToPass.filter((key) => outcomes.get(key) !== 'passed');
  const share = 100 / Math.max(challenge.failToPass.length, 1);
  return {
    score: Math.max(0, Math.min(100, Math.round((fixed - broken.length) * share))),
    implement: {
      fail_to_pass: { passed: fixed, total: challenge.failToPass.length },
      pass_to_pass: { passed: challenge.passToPass.length - broken.length, total: challenge.passToPass.length },
      broken: broken.map(nameOf),
      error: null,
    },
  };
}

const APPROVAL_ONLY =
  /^(lgtm|looks good( to me)?|ship it|thanks?( you)?|nice|great|cool|done|fixed|\+1|👍|🚀|✅|ok(ay)?)[\s!.:)]*$/i;

/**
 * Whether a real reviewer's comment is one a candidate's review should find: anchored to a line, not a reply's
 * "done" or an approval's "LGTM", and saying something (four words or more).
 */
export function isSubstantive(comment: Pick<PullRequestReviewComment, 'line' | 'body'>): boolean {
  const body = comment.body.trim();
  return comment.line !== null && !APPROVAL_ONLY.test(body) && body.split(/\s+/).length >= 4;
}

export const answerKeyOf = (comments: readonly PullRequestReviewComment[]): RealReviewComment[] =>
  comments.filter(isSubstantive).map((comment) => ({
    id: comment.id,
    path: comment.path,
    line: comment.line!,
    body: comment.body,
    author: comment.author,
    createdAt: comment.createdAt,
  }));

/**
 * A review's score: a candidate's comment locates a real one when it is on the same file within
 * REVIEW_MATCH_LINES lines of it (each real comment located once, by the nearest comment); each real comment located
 * earns an equal share of 100, and each of the candidate's comments that locates none (a false alarm) costs half a
 * share, never below 0.
 */
export function scoreReview(
  real: readonly RealReviewComment[],
  comments: readonly ReviewCommentInput[],
): { score: number; review: NonNullable<GithubAttempt['review']> } {
  const located = new Set<number>();
  const marks = comments.map((comment) => {
    let best: { index: number; distance: number } | null = null;
    real.forEach((candidate, index) => {
      if (located.has(index) || candidate.path !== comment.path) return;
      const distance = Math.abs(candidate.line - comment.line);
      if (distance <= REVIEW_MATCH_LINES && (!best || distance < best.distance)) best = { index, distance };
    });
    const found = best as { index: number } | null;
    if (found) located.add(found.index);
    return { ...comment, located: found !== null };
  });
  const falseAlarms = marks.filter((mark) => !mark.located).length;
  const share = 100 / Math.max(real.length, 1);
  return {
    score: Math.max(0, Math.min(100, Math.round(located.size * share - falseAlarms * (share / 2)))),
    review: { located: located.size, real: real.length, false_alarms: falseAlarms, comments: marks },
  };
}
