import {
  RUBRIC_SCALE_MAX,
  type EvaluationSummary,
  type QualitySignals,
  type RubricScore,
  type TemplateContent,
} from '@assay/contracts';
import type { SubmissionRow } from '../submissions/submissions.service.js';
import type { EvaluationRepository } from './evaluation.repository.js';

/** A submission under review with its task, candidate, reviewer and review, as the repository reads it. */
export type Summary = NonNullable<Awaited<ReturnType<EvaluationRepository['summary']>>>;

/** The rubric's weighted score, 0–100, once every criterion is scored (null before, or without a rubric). */
export function rubricScoreOf(rubric: TemplateContent['rubric'], scores: RubricScore[]): number | null {
  if (rubric.length === 0) return null;
  const byCriterion = new Map(scores.map((entry) => [entry.criterion, entry.score]));
  let total = 0;
  let weights = 0;
  for (const [index, criterion] of rubric.entries()) {
    const score = byCriterion.get(index);
    if (score === null || score === undefined) return null;
    total += criterion.weight * (score / RUBRIC_SCALE_MAX);
    weights += criterion.weight;
  }
  return Math.round((total / weights) * 100);
}

export const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** The runner's figures, with the slowest test's CPU time over the reference solution's (when both are known). */
export function qualityOf(submission: SubmissionRow, referenceMs: number | null): QualitySignals | null {
  if (!submission.quality) return null;
  const slowest =
    submission.results.length > 0 ? Math.max(...submission.results.map((result) => result.report.cpuMs)) : null;
  // Below a millisecond either way the ratio is noise; 1 ms stands for it.
  const ratio =
    slowest === null || referenceMs === null
      ? null
      : Math.round((Math.max(1, slowest) / Math.max(1, referenceMs)) * 10) / 10;
  return {
    lines_of_code: submission.quality.linesOfCode,
    max_complexity: submission.quality.maxComplexity,
    lint_findings: submission.quality.lint,
    time_vs_reference: ratio,
  };
}

export function summaryOf(row: Summary): EvaluationSummary {
  return {
    submission_id: row.submission.id,
    task_id: row.task.id,
    assessment_id: row.task.assessmentId,
    title: row.title,
    difficulty: row.difficulty,
    candidate: row.candidate,
    language: row.submission.language,
    score: row.submission.score,
    status: row.review?.status ?? 'pending',
    reviewer: row.reviewer,
    decision: row.review?.decision ?? null,
    rubric_score: row.review?.rubricScore ?? null,
    submitted_at: row.submission.createdAt.toISOString(),
    decided_at: iso(row.review?.decidedAt),
  };
}
