import { SIGNAL_THRESHOLDS, type TelemetryEvent } from '@assay/contracts';
import { describe, expect, it } from 'vitest';
import { analysisOf, weekOf } from './analysis.service.js';
import type { TaskSummaryRow } from './behavior.repository.js';
import { signalsOf, summaryOf } from './integrity-signals.js';
import { activeMs, factsOf, insertedText, measuresOf, recoveryRuns } from './recording-facts.js';

const MINUTE = 60_000;

describe('what a recording shows', () => {
  it('reads the text a paste inserted from the edit that follows it', () => {
    expect(insertedText([4, [2, 'a', 'b'], 3, [0, 'c']])).toBe('a\nb\nc');
    const facts = factsOf([
      { t: 0, type: 'snapshot', language: 'python', doc: '' },
      { t: 10, type: 'paste', language: 'python', length: 3, lines: 2, external: true },
      { t: 10, type: 'edit', language: 'python', changes: [[0, 'x', 'y']] },
      { t: 20, type: 'edit', language: 'python', changes: [3, [0, 'z']] },
    ]);
    expect(facts.pastes).toEqual([expect.objectContaining({ text: 'x\ny', external: true, length: 3 })]);
  });

  it('counts time away from blur to focus, and to the end when the page never came back', () => {
    const facts = factsOf([
      { t: 0, type: 'blur' },
      { t: 1_000, type: 'focus' },
      { t: 5_000, type: 'blur' },
      { t: 9_000, type: 'run', action: 'final', language: 'go' },
    ]);
    expect(facts.away).toEqual([
      [0, 1_000],
      [5_000, 9_000],
    ]);
  });

  it('leaves pauses and time away out of active time', () => {
    const events: TelemetryEvent[] = [
      { t: 0, type: 'snapshot', language: 'c', doc: '' },
      { t: MINUTE, type: 'blur' },
      { t: 3 * MINUTE, type: 'focus' },
      { t: 4 * MINUTE, type: 'edit', language: 'c', changes: [[0, 'x']] },
      // An hour's pause: not counted.
      { t: 64 * MINUTE, type: 'edit', language: 'c', changes: [1, [0, 'y']] },
    ];
    expect(activeMs(events)).toBe(2 * MINUTE);
  });

  it('counts the runs it took to recover from each failure, leaving out one never recovered', () => {
    const run = (passed: boolean | null) => ({ t: 0, action: 'examples' as const, afterEdit: true, passed });
    expect(recoveryRuns([run(false), run(false), run(true), run(true), run(false), run(null), run(true)])).toEqual([
      2, 2,
    ]);
    expect(recoveryRuns([run(true), run(false)])).toEqual([]);
  });

  it('knows whether the code was run after its last edit', () => {
    const base: TelemetryEvent[] = [
      { t: 0, type: 'snapshot', language: 'java', doc: '' },
      { t: 1, type: 'edit', language: 'java', changes: [[0, 'a']] },
      { t: 2, type: 'run', action: 'check', language: 'java' },
    ];
    expect(measuresOf(base).testedBeforeSubmit).toBe(true);
    expect(
      measuresOf([...base, { t: 3, type: 'edit', language: 'java', changes: [1, [0, 'b']] }]).testedBeforeSubmit,
    ).toBe(false);
    expect(measuresOf(base.slice(0, 2)).testedBeforeSubmit).toBe(false);
  });
});

describe('integrity signals', () => {
  const none = { facts: null, finalCode: 'x', durationMs: null, solveMs: null, score: 100, historyMs: [], matches: [] };

  it('raises nothing without evidence, and is never a verdict', () => {
    expect(signalsOf({ ...none, pasteMatches: new Map() })).toEqual([]);
  });

  it('tells a small paste or one copied within the editor from a large one from outside', () => {
    const facts = factsOf([
      { t: 0, type: 'paste', language: 'python', length: 50, lines: 1, external: true },
      { t: 1, type: 'paste', language: 'python', length: 900, lines: 30, external: false },
      { t: 2, type: 'paste', language: 'python', length: 250, lines: 4, external: true },
    ]);
    const signals = signalsOf({ ...none, facts, finalCode: 'x'.repeat(1_000), pasteMatches: new Map() });
    expect(signals).toEqual([
      expect.objectContaining({ kind: 'external_paste', tier: 'review', at: new Date(2).toISOString() }),
    ]);
  });

  it('tiers time away by its length and its share of the time allowed', () => {
    const away = (ms: number) =>
      factsOf([
        { t: 0, type: 'blur' },
        { t: ms, type: 'focus' },
      ]);
    const tier = (ms: number, durationMs: number) =>
      signalsOf({ ...none, facts: away(ms), durationMs, pasteMatches: new Map() })[0]?.tier ?? null;
    expect(tier(30_000, 60 * MINUTE)).toBeNull();
    expect(tier(2 * MINUTE, 60 * MINUTE)).toBe('info');
    expect(tier(2 * MINUTE, 10 * MINUTE)).toBe('review');
    expect(tier(SIGNAL_THRESHOLDS.timeAwayReviewMs, 600 * MINUTE)).toBe('review');
    // Untimed: time away is nobody's concern.
    expect(signalsOf({ ...none, facts: away(60 * MINUTE), pasteMatches: new Map() })).toEqual([]);
  });

  it('compares a solve with the candidate’s own history only when there is enough of it', () => {
    const fast = { ...none, solveMs: 2 * MINUTE, pasteMatches: new Map() };
    expect(signalsOf({ ...fast, historyMs: [20 * MINUTE, 30 * MINUTE] })).toEqual([]);
    expect(signalsOf({ ...fast, historyMs: [20 * MINUTE, 30 * MINUTE, 40 * MINUTE] })).toEqual([
      expect.objectContaining({ kind: 'fast_solve', tier: 'review' }),
    ]);
    expect(signalsOf({ ...fast, score: 50, historyMs: [20 * MINUTE, 30 * MINUTE, 40 * MINUTE] })).toEqual([]);
  });

  it('raises similarity from the review threshold, strong from the strong one, and sums the tiers', () => {
    const match = (score: number) => ({
      kind: 'submission' as const,
      submission_id: 's',
      same_organization: true,
      language: 'python' as const,
      score,
      regions: [{ this: { from: 1, to: 4 }, other: { from: 2, to: 5 } }],
    });
    const signals = signalsOf({ ...none, matches: [match(0.5), match(0.7), match(0.9)], pasteMatches: new Map() });
    expect(signals.map((signal) => signal.tier)).toEqual(['review', 'strong']);
    expect(signals[0]!.evidence).toBe(
      '70% of the fingerprints match another submission of this task version, in 1 region (4 lines).',
    );
    expect(summaryOf(signals)).toEqual({ info: 0, review: 1, strong: 1 });
  });
});

describe('the behavioral analysis', () => {
  const row = (submittedAt: string, changes: Partial<TaskSummaryRow>): TaskSummaryRow => ({
    taskId: submittedAt,
    candidateId: 'c',
    submissionId: 's',
    practice: true,
    difficulty: 'easy',
    language: 'python',
    score: 100,
    submittedAt: new Date(submittedAt),
    solveMs: 10 * MINUTE,
    timeToFirstRunMs: MINUTE,
    editRunCycles: 2,
    testedBeforeSubmit: true,
    recoveryRuns: [],
    activeMs: 6 * MINUTE,
    ...changes,
  });

  it('weeks start on Monday (UTC)', () => {
    expect(weekOf(new Date('2026-12-07T10:00:00Z'))).toBe('2026-12-07');
    expect(weekOf(new Date('2026-12-06T23:59:00Z'))).toBe('2026-11-30');
  });

  it('takes medians and shares, per week for the trends, and time per difficulty', () => {
    const analysis = analysisOf([
      row('2026-11-30T10:00:00Z', { editRunCycles: 1, testedBeforeSubmit: false }),
      row('2026-12-01T10:00:00Z', { editRunCycles: 5, difficulty: 'hard', language: 'go' }),
      row('2026-12-08T10:00:00Z', { editRunCycles: 3, recoveryRuns: [1, 3] }),
    ]);
    const measure = (key: string) => analysis.measures.find((entry) => entry.key === key)!;
    expect(measure('edit_run_cycles')).toMatchObject({
      value: 3,
      trend: [
        { week: '2026-11-30', value: 3 },
        { week: '2026-12-07', value: 3 },
      ],
    });
    expect(measure('tested_before_submit').value).toBe(67);
    expect(measure('recovery_runs').value).toBe(2);
    expect(analysis.by_difficulty).toEqual([
      { difficulty: 'easy', tasks: 2, minutes: 12 },
      { difficulty: 'hard', tasks: 1, minutes: 6 },
    ]);
    expect(analysis.by_language).toEqual([
      { language: 'python', tasks: 2 },
      { language: 'go', tasks: 1 },
    ]);
    expect(analysisOf([]).measures.every((entry) => entry.value === null && entry.trend.length === 0)).toBe(true);
  });
});
