import {
  REVIEW_LINE_TOLERANCE,
  REVIEW_SEVERITY_WEIGHTS,
  SELF_ASSESSMENT_SHARE,
  type LanguageId,
  type ReviewIssue,
  type SelfAssessmentLevel,
  type SimulationRubricCriterion,
  type StageResult,
  type StageWork,
} from '@assay/contracts';
import { scoreOf } from '../judging/scoring.js';
import type { StoredTestResult } from '../submissions/submissions.tables.js';

/** How a stage is scored, by the work it takes. */
export type CodeResult = Extract<StageResult, { kind: 'code' }>;
export type ReviewResult = Extract<StageResult, { kind: 'review' }>;
export type WrittenResult = Extract<StageResult, { kind: 'written' }>;

/** A coding or debugging stage from the runner's verdicts (hidden tests included), scored as submissions are. */
export function codeResult(
  language: LanguageId,
  results: readonly StoredTestResult[],
  testNames: ReadonlyMap<string, string>,
  compileError: boolean,
): CodeResult {
  return {
    kind: 'code',
    score: scoreOf([...results]),
    language,
    passed: results.filter((test) => test.verdict === 'accepted').length,
    total: results.length,
    compileError,
    failedTests: results.filter((test) => test.verdict !== 'accepted').map((test) => testNames.get(test.id) ?? test.id),
  };
}

/** A code stage that ended with no code written: nothing to run, every test failed. */
export function emptyCodeResult(testCount: number): CodeResult {
  return {
    kind: 'code',
    score: 0,
    language: null,
    passed: 0,
    total: testCount,
    compileError: false,
    failedTests: [],
  };
}

/**
 * A review against the scenario's known issues: an issue is found by a comment on its file within
 * REVIEW_LINE_TOLERANCE lines of it; the score is the found issues' severity weights over all of them. Comments that
 * match nothing cost nothing (a reviewer may rightly see more than the scenario planted).
 */
export function reviewResult(issues: readonly ReviewIssue[], work: StageWork | null): ReviewResult {
  const comments = work?.kind === 'review' ? work.comments : [];
  const matches = (issue: ReviewIssue, comment: (typeof comments)[number]) =>
    comment.file === issue.file && Math.abs(comment.line - issue.line) <= REVIEW_LINE_TOLERANCE;
  const found = issues.filter((issue) => comments.some((comment) => matches(issue, comment)));
  const weight = (list: readonly ReviewIssue[]) =>
    list.reduce((sum, issue) => sum + REVIEW_SEVERITY_WEIGHTS[issue.severity], 0);
  return {
    kind: 'review',
    score: Math.round((weight(found) / weight(issues)) * 100),
    found: found.map(({ key, title, severity, file, line }) => ({ key, title, severity, file, line })),
    missed: issues.filter((issue) => !found.includes(issue)),
    otherComments: comments.filter((comment) => !issues.some((issue) => matches(issue, comment))).length,
  };
}

/**
 * A written stage by its rubric: each criterion earns its points times the level the candidate rated themselves
 * (an unrated one counts as missed). A model's suggestion, when there is one, is shown beside it, never counted.
 */
export function writtenResult(
  rubric: readonly SimulationRubricCriterion[],
  work: StageWork | null,
  suggestion: { levels: Record<string, SelfAssessmentLevel>; note: string } | null,
): WrittenResult {
  const rated = work?.kind === 'written' ? work.selfAssessment : {};
  const total = rubric.reduce((sum, criterion) => sum + criterion.points, 0);
  const earned = (levels: Record<string, SelfAssessmentLevel>) =>
    rubric.reduce(
      (sum, criterion) => sum + criterion.points * SELF_ASSESSMENT_SHARE[levels[criterion.key] ?? 'missed'],
      0,
    );
  return {
    kind: 'written',
    score: Math.round((earned(rated) / total) * 100),
    criteria: rubric.map((criterion) => ({
      ...criterion,
      level: rated[criterion.key] ?? 'missed',
      suggested: suggestion?.levels[criterion.key] ?? null,
    })),
    suggestion: suggestion
      ? { score: Math.round((earned(suggestion.levels) / total) * 100), note: suggestion.note }
      : null,
  };
}
