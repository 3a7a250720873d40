import type { ChangesJson, LanguageId, RunAction, TelemetryEvent } from '@assay/contracts';

/** A pause longer than this without an event is not counted as active time (someone left the desk). */
export const IDLE_GAP_MS = 5 * 60_000;

export interface Paste {
  t: number;
  language: LanguageId;
  length: number;
  lines: number;
  external: boolean;
  /** What the paste inserted (the edit that followed it), or '' when that edit was not recorded. */
  text: string;
}

export interface RunRecord {
  t: number;
  action: RunAction;
  /** Whether the code changed since the run before (or since the task opened). */
  afterEdit: boolean;
  /** The answer of a run of the examples or of custom input: passed everything it ran, or not; null: no answer. */
  passed: boolean | null;
}

/** What a recording shows, read once and used by the integrity signals and the behavioral measures alike. */
export interface RecordingFacts {
  openedAt: number | null;
  endedAt: number | null;
  pastes: Paste[];
  runs: RunRecord[];
  /** Intervals the page was hidden or out of focus, [from, to] (to: the next focus, or the recording's end). */
  away: [number, number][];
  /** Edits after the last run (before the final). */
  editedAfterLastRun: boolean;
  events: number;
}

/** The text a change set inserts, its parts joined (a paste inserts one piece; a multi-cursor paste several). */
export function insertedText(changes: ChangesJson): string {
  const pieces: string[] = [];
  for (const part of changes) if (Array.isArray(part)) pieces.push(part.slice(1).join('\n'));
  return pieces.filter((piece) => piece.length > 0).join('\n');
}

const FAILURE = (event: Extract<TelemetryEvent, { type: 'result' }>): boolean | null =>
  event.compile_error ? false : event.passed === null || event.total === null ? null : event.passed === event.total;

export function factsOf(events: readonly TelemetryEvent[]): RecordingFacts {
  const facts: RecordingFacts = {
    openedAt: events[0]?.t ?? null,
    endedAt: events.at(-1)?.t ?? null,
    pastes: [],
    runs: [],
    away: [],
    editedAfterLastRun: false,
    events: events.length,
  };
  let awaySince: number | null = null;
  let pendingPaste: Paste | null = null;
  let editedSinceRun = false;
  // Runs waiting for their answer, by action (the answer of a run of the examples follows that run).
  const waiting = new Map<RunAction, RunRecord>();
  for (const event of events) {
    switch (event.type) {
      case 'paste':
        pendingPaste = { ...event, text: '' };
        facts.pastes.push(pendingPaste);
        break;
      case 'edit':
        if (pendingPaste && pendingPaste.language === event.language && pendingPaste.text === '')
          pendingPaste.text = insertedText(event.changes);
        pendingPaste = null;
        editedSinceRun = true;
        break;
      case 'blur':
        awaySince ??= event.t;
        break;
      case 'focus':
        if (awaySince !== null) facts.away.push([awaySince, Math.max(awaySince, event.t)]);
        awaySince = null;
        break;
      case 'run': {
        if (event.action === 'final') break;
        const run: RunRecord = { t: event.t, action: event.action, afterEdit: editedSinceRun, passed: null };
        facts.runs.push(run);
        waiting.set(event.action, run);
        editedSinceRun = false;
        break;
      }
      case 'result': {
        const run = waiting.get(event.action);
        if (run) run.passed = FAILURE(event);
        waiting.delete(event.action);
        break;
      }
      default:
        break;
    }
  }
  if (awaySince !== null && facts.endedAt !== null) facts.away.push([awaySince, facts.endedAt]);
  facts.editedAfterLastRun = editedSinceRun;
  return facts;
}

export const totalAwayMs = (facts: RecordingFacts) => facts.away.reduce((sum, [from, to]) => sum + (to - from), 0);

/** Active time: gaps between events, leaving out time away and pauses longer than IDLE_GAP_MS. */
export function activeMs(events: readonly TelemetryEvent[]): number {
  let total = 0;
  let away = false;
  for (let index = 1; index < events.length; index += 1) {
    const previous = events[index - 1]!;
    const gap = events[index]!.t - previous.t;
    if (previous.type === 'blur') away = true;
    if (previous.type === 'focus') away = false;
    if (!away && gap > 0 && gap <= IDLE_GAP_MS) total += gap;
  }
  return total;
}

/** Per failed run, how many runs it took until one passed everything it ran; failures never recovered are left out. */
export function recoveryRuns(runs: readonly RunRecord[]): number[] {
  const recoveries: number[] = [];
  let failedAt: number | null = null;
  runs.forEach((run, index) => {
    if (run.passed === false && failedAt === null) failedAt = index;
    else if (run.passed === true && failedAt !== null) {
      recoveries.push(index - failedAt);
      failedAt = null;
    }
  });
  return recoveries;
}

/** The measures one task's recording gives the behavioral analysis. */
export interface TaskMeasures {
  timeToFirstRunMs: number | null;
  editRunCycles: number;
  testedBeforeSubmit: boolean;
  recoveryRuns: number[];
  activeMs: number;
}

export function measuresOf(events: readonly TelemetryEvent[]): TaskMeasures {
  const facts = factsOf(events);
  const first = facts.runs[0];
  return {
    timeToFirstRunMs: first && facts.openedAt !== null ? first.t - facts.openedAt : null,
    editRunCycles: facts.runs.filter((run) => run.afterEdit).length,
    testedBeforeSubmit: facts.runs.length > 0 && !facts.editedAfterLastRun,
    recoveryRuns: recoveryRuns(facts.runs),
    activeMs: activeMs(events),
  };
}
