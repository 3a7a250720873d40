import {
  DIFFICULTIES,
  MEASURE_DEFINITIONS,
  MEASURE_KEYS,
  type BehaviorAnalysis,
  type LanguageId,
  type Measure,
  type MeasureKey,
} from '@assay/contracts';
import { ForbiddenError } from '../../lib/errors.js';
import type { UserRow } from '../users/users.service.js';
import type { BehaviorRepository, TaskSummaryRow } from './behavior.repository.js';
import { median } from './integrity-signals.js';

const WEEKS = 52;
const DAY_MS = 24 * 60 * 60_000;
const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;

/** The Monday (UTC) of the ISO week a moment falls in, as YYYY-MM-DD. */
export function weekOf(at: Date): string {
  const day = (at.getUTCDay() + 6) % 7;
  const monday = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()) - day * DAY_MS);
  return monday.toISOString().slice(0, 10);
}

/** Each measure over a set of tasks: null when none of them has what it needs. */
const MEASURES: Record<MeasureKey, (rows: readonly TaskSummaryRow[]) => number | null> = {
  time_to_first_run: (rows) => {
    const value = median(rows.flatMap((row) => (row.timeToFirstRunMs === null ? [] : [row.timeToFirstRunMs])));
    return value === null ? null : round(value / 60_000);
  },
  edit_run_cycles: (rows) => median(rows.flatMap((row) => (row.editRunCycles === null ? [] : [row.editRunCycles]))),
  tested_before_submit: (rows) => {
    const known = rows.filter((row) => row.testedBeforeSubmit !== null);
    return known.length === 0
      ? null
      : Math.round((known.filter((row) => row.testedBeforeSubmit).length / known.length) * 100);
  },
  recovery_runs: (rows) => median(rows.flatMap((row) => row.recoveryRuns ?? [])),
  active_minutes: (rows) => {
    const value = median(rows.flatMap((row) => (row.activeMs === null ? [] : [row.activeMs])));
    return value === null ? null : round(value / 60_000);
  },
};

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  return groups;
}

/** The measures, their weekly trends, time per difficulty and languages, over a set of final submissions' tasks. */
export function analysisOf(rows: readonly TaskSummaryRow[]): BehaviorAnalysis {
  const weeks = [...groupBy(rows, (row) => weekOf(row.submittedAt)).entries()].sort(([a], [b]) => a.localeCompare(b));
  const measures = MEASURE_KEYS.map((key): Measure => {
    const trend = weeks.flatMap(([week, inWeek]) => {
      const value = MEASURES[key](inWeek);
      return value === null ? [] : [{ week, value }];
    });
    return { key, ...MEASURE_DEFINITIONS[key], value: MEASURES[key](rows), trend };
  });
  const byDifficulty = groupBy(rows, (row) => row.difficulty);
  const byLanguage = groupBy(rows, (row) => row.language);
  return {
    tasks: rows.length,
    measures,
    by_difficulty: DIFFICULTIES.flatMap((difficulty) => {
      const inDifficulty = byDifficulty.get(difficulty) ?? [];
      if (inDifficulty.length === 0) return [];
      const ms = inDifficulty.reduce((sum, row) => sum + (row.activeMs ?? row.solveMs ?? 0), 0);
      return [{ difficulty, tasks: inDifficulty.length, minutes: round(ms / 60_000) }];
    }),
    by_language: [...byLanguage.entries()]
      .map(([language, inLanguage]) => ({ language: language as LanguageId, tasks: inLanguage.length }))
      .sort((a, b) => b.tasks - a.tasks || a.language.localeCompare(b.language)),
  };
}

/**
 * The behavioral analysis: a candidate's working style across their practice (GET /behavior/analysis), or, for their
 * organization's reviewers, across the tasks that organization assigned them (`?candidate_id=`), never their practice.
 */
export function createAnalysisService({
  repository,
  now = () => new Date(),
}: {
  repository: BehaviorRepository;
  now?: () => Date;
}) {
  const since = () => new Date(now().getTime() - WEEKS * 7 * DAY_MS);
  return {
    async ofCandidate(caller: UserRow, candidateId?: string): Promise<BehaviorAnalysis> {
      if (!candidateId || candidateId === caller.id)
        return analysisOf(await repository.practiceSummaries(caller.id, since()));
      const staff = caller.role === 'interviewer' || caller.role === 'orgadmin';
      if (!staff || !caller.organizationId)
        throw new ForbiddenError("Only the candidate and their organization's reviewers read this analysis.");
      return analysisOf(await repository.assignedSummaries(candidateId, caller.organizationId, since()));
    },
  };
}
export type AnalysisService = ReturnType<typeof createAnalysisService>;
