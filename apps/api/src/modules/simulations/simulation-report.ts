import {
  SIMULATION_LIMITS,
  STAGE_KINDS,
  type ScenarioStage,
  type SimulationReport,
  type SimulationTrends,
  type StageKind,
  type StageResult,
} from '@assay/contracts';

/** A stage as the report reads it: the scenario's stage with its result (null: not scored). */
export interface ReportStage {
  stage: ScenarioStage;
  status: string;
  result: StageResult | null;
}

/** A learning link made readable: the path's and step's titles, or null when the path is not installed. */
export type LearningTitles = (link: { path: string; step?: string | undefined }) => {
  pathId: string;
  pathTitle: string;
  stepKey: string | null;
  stepTitle: string | null;
} | null;

/** The stages' scores weighted by their minutes (a 40-minute stage counts four times a 10-minute one). */
export function overallScore(stages: readonly { minutes: number; score: number }[]): number {
  const minutes = stages.reduce((sum, stage) => sum + stage.minutes, 0);
  if (minutes === 0) return 0;
  return Math.round(stages.reduce((sum, stage) => sum + stage.score * stage.minutes, 0) / minutes);
}

function summaryOf(result: StageResult): string {
  switch (result.kind) {
    case 'code':
      return result.language === null
        ? 'No code was written before the time ran out.'
        : result.compileError
          ? 'The code did not compile.'
          : `${result.passed} of ${result.total} tests passed.`;
    case 'review':
      return `Found ${result.found.length} of ${result.found.length + result.missed.length} known issues.`;
    case 'written': {
      const met = result.criteria.filter((criterion) => criterion.level === 'met').length;
      return `Self-assessed: ${met} of ${result.criteria.length} rubric criteria met.`;
    }
  }
}

function strengthOf(title: string, result: StageResult): string {
  switch (result.kind) {
    case 'code':
      return `${title}: every test passed, the hidden ones included.`;
    case 'review':
      return `${title}: you caught ${result.found.map((issue) => `“${issue.title}”`).join(', ')}.`;
    case 'written': {
      const met = result.criteria.filter((criterion) => criterion.level === 'met').map((c) => c.criterion);
      return `${title}: ${met.join('; ')}.`;
    }
  }
}

function gapOf(title: string, result: StageResult): string {
  switch (result.kind) {
    case 'code':
      if (result.language === null) return `${title}: no code was written in time.`;
      if (result.compileError) return `${title}: the code did not compile.`;
      return `${title}: ${result.total - result.passed} of ${result.total} tests failed, among them “${result.failedTests[0] ?? 'a hidden test'}”.`;
    case 'review':
      return `${title}: missed ${result.missed.map((issue) => `“${issue.title}” (${issue.severity})`).join(', ')}.`;
    case 'written': {
      const short = result.criteria.filter((criterion) => criterion.level !== 'met').map((c) => c.criterion);
      return `${title}: work on ${short.join('; ')}.`;
    }
  }
}

/**
 * The report at the end: each scored stage with its score, the overall score from exactly those figures, strengths
 * (stages at or over SIMULATION_LIMITS.strengthScore) and gaps (any stage under it, with what was missed and the
 * learning-path steps that address it). Stages the simulation ended before are named, not scored.
 */
export function buildReport(stages: readonly ReportStage[], learningTitles: LearningTitles): SimulationReport {
  const scored = stages.flatMap(({ stage, result }) => (result ? [{ stage, result }] : []));
  return {
    overallScore: overallScore(scored.map(({ stage, result }) => ({ minutes: stage.minutes, score: result.score }))),
    stages: scored.map(({ stage, result }) => ({
      key: stage.key,
      kind: stage.kind,
      title: stage.title,
      score: result.score,
      summary: summaryOf(result),
    })),
    strengths: scored
      .filter(({ result }) => result.score >= SIMULATION_LIMITS.strengthScore)
      .map(({ stage, result }) => strengthOf(stage.title, result)),
    gaps: scored
      .filter(({ result }) => result.score < SIMULATION_LIMITS.strengthScore)
      .map(({ stage, result }) => ({
        stageKey: stage.key,
        text: gapOf(stage.title, result),
        learning: stage.learning.flatMap((link) => learningTitles(link) ?? []),
      })),
    unfinished: stages.filter(({ status }) => status === 'unfinished').map(({ stage }) => stage.key),
  };
}

/** Trends over completed simulations, oldest first: the overall average, each stage kind's, and the recent line. */
export function buildTrends(
  completed: readonly {
    id: string;
    title: string;
    endedAt: Date;
    score: number;
    stages: readonly { kind: StageKind; score: number }[];
  }[],
): SimulationTrends {
  const average = (scores: readonly number[]) =>
    scores.length === 0 ? null : Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length);
  return {
    completed: completed.length,
    averageScore: average(completed.map((simulation) => simulation.score)),
    byKind: STAGE_KINDS.flatMap((kind) => {
      const scores = completed.flatMap((simulation) =>
        simulation.stages.filter((stage) => stage.kind === kind).map((stage) => stage.score),
      );
      return scores.length === 0 ? [] : [{ kind, averageScore: average(scores)!, stages: scores.length }];
    }),
    recent: completed.slice(-10).map(({ id, title, endedAt, score }) => ({
      id,
      title,
      endedAt: endedAt.toISOString(),
      score,
    })),
  };
}
