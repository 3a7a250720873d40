import {
  SIGNAL_DEFINITIONS,
  SIGNAL_THRESHOLDS as T,
  type IntegritySignal,
  type SignalKind,
  type SignalTier,
  type SimilarityMatch,
} from '@assay/contracts';
import type { SignalSummary } from './behavior.tables.js';
import { totalAwayMs, type Paste, type RecordingFacts } from './recording-facts.js';

/** A stored match: what the report keeps (the other code and the name are read under the caller's rights). */
export type StoredMatch = Omit<SimilarityMatch, 'other_code' | 'candidate_name'>;

/** What the signals are computed from, beside the recording. */
export interface SignalInputs {
  facts: RecordingFacts | null;
  finalCode: string;
  /** A timed task's time allowed (null: untimed). */
  durationMs: number | null;
  /** From the task's start to its final submission (server time). */
  solveMs: number | null;
  score: number;
  /** The candidate's earlier solve times of tasks of the same difficulty (scored at least fastSolveMinScore). */
  historyMs: number[];
  matches: StoredMatch[];
  /** For each large external paste, the best-matching other submission and the share of the paste found in it. */
  pasteMatches: Map<Paste, { submissionId: string; share: number }>;
}

const signal = (
  kind: SignalKind,
  tier: SignalTier,
  evidence: string,
  at: number | null = null,
  excerpt: string | null = null,
): IntegritySignal => ({
  kind,
  tier,
  ...SIGNAL_DEFINITIONS[kind],
  at: at === null ? null : new Date(at).toISOString(),
  evidence,
  excerpt,
});

const percent = (share: number) => `${Math.round(share * 100)}%`;
const minutes = (ms: number) => {
  const value = ms / 60_000;
  return value < 10 ? `${value.toFixed(1)} minutes` : `${Math.round(value)} minutes`;
};
const EXCERPT_CHARS = 2_000;

export const isLargeExternalPaste = (paste: Paste) =>
  paste.external && (paste.length >= T.externalPasteChars || paste.lines >= T.externalPasteLines);

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Every signal a final submission raises, with its evidence; none is a verdict. */
export function signalsOf(inputs: SignalInputs): IntegritySignal[] {
  const signals: IntegritySignal[] = [];
  const { facts } = inputs;
  for (const paste of facts?.pastes.filter(isLargeExternalPaste) ?? []) {
    const share = inputs.finalCode.length > 0 ? Math.min(1, paste.length / inputs.finalCode.length) : 0;
    signals.push(
      signal(
        'external_paste',
        share >= T.externalPasteStrongShare ? 'strong' : 'review',
        `${paste.length} characters (${paste.lines} ${paste.lines === 1 ? 'line' : 'lines'}) pasted from outside the editor, as much as ${percent(share)} of the submitted code.`,
        paste.t,
        paste.text ? paste.text.slice(0, EXCERPT_CHARS) : null,
      ),
    );
    const match = inputs.pasteMatches.get(paste);
    if (match && match.share >= T.pasteMatchShare)
      signals.push(
        signal(
          'paste_matches_submission',
          'strong',
          `${percent(match.share)} of the pasted text's fingerprints appear in another candidate's submission of this task.`,
          paste.t,
          paste.text ? paste.text.slice(0, EXCERPT_CHARS) : null,
        ),
      );
  }
  if (facts && inputs.durationMs !== null) {
    const away = totalAwayMs(facts);
    const share = away / inputs.durationMs;
    if (away >= T.timeAwayReviewMs || (away >= T.timeAwayInfoMs && share >= T.timeAwayReviewShare))
      signals.push(
        signal(
          'time_away',
          'review',
          `Away from the page ${minutes(away)} in ${facts.away.length} ${facts.away.length === 1 ? 'stretch' : 'stretches'}, ${percent(share)} of the time allowed.`,
        ),
      );
    else if (away >= T.timeAwayInfoMs)
      signals.push(
        signal(
          'time_away',
          'info',
          `Away from the page ${minutes(away)} in ${facts.away.length} ${facts.away.length === 1 ? 'stretch' : 'stretches'}.`,
        ),
      );
  }
  const usual = inputs.historyMs.length >= T.fastSolveHistory ? median(inputs.historyMs) : null;
  if (usual !== null && inputs.solveMs !== null && inputs.score >= T.fastSolveMinScore) {
    if (inputs.solveMs < usual * T.fastSolveShare)
      signals.push(
        signal(
          'fast_solve',
          'review',
          `Solved in ${minutes(inputs.solveMs)}; the candidate's median for this difficulty is ${minutes(usual)} over ${inputs.historyMs.length} tasks.`,
        ),
      );
  }
  for (const match of inputs.matches) {
    if (match.score < T.similarityReview) continue;
    const what = match.kind === 'reference' ? 'a reference solution' : 'another submission of this task version';
    const lines = match.regions.reduce((sum, region) => sum + region.this.to - region.this.from + 1, 0);
    signals.push(
      signal(
        'similar_code',
        match.score >= T.similarityStrong ? 'strong' : 'review',
        `${percent(match.score)} of the fingerprints match ${what}, in ${match.regions.length} ${match.regions.length === 1 ? 'region' : 'regions'} (${lines} lines).`,
      ),
    );
  }
  return signals;
}

export function summaryOf(signals: readonly IntegritySignal[]): SignalSummary {
  const summary: SignalSummary = { info: 0, review: 0, strong: 0 };
  for (const { tier } of signals) summary[tier] += 1;
  return summary;
}
