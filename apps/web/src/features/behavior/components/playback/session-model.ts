import {
  emptyReplay,
  LANGUAGE_NAMES,
  replayEvent,
  type LanguageId,
  type ReplayState,
  type RunAction,
  type TelemetryEvent,
} from '@assay/contracts';

/** The playback speeds offered, as multiples of real time. */
export const SPEEDS = [1, 2, 4, 8, 16, 32] as const;
export type Speed = (typeof SPEEDS)[number];

/** The longest a pause between two events takes to play, at any speed: idle minutes are not replayed as minutes. */
export const IDLE_CAP_MS = 2_000;

/** A replay state is kept every this many events, so jumping anywhere applies at most this many events. */
export const CHECKPOINT_EVERY = 200;

/**
 * A recording prepared for playback. A position is a count of events applied (0: none, `events.length`: all of
 * them); its time is that of the last event applied. Times are made non-decreasing (a later page load on a clock
 * set back must not move the timeline backwards).
 */
export interface Session {
  events: readonly TelemetryEvent[];
  times: readonly number[];
  start: number;
  end: number;
  /** `checkpoints[k]`: the state after `k * CHECKPOINT_EVERY` events. */
  checkpoints: readonly ReplayState[];
  /** The last state computed, so playing forward applies one event at a time. */
  cursor: { count: number; state: ReplayState };
}

export function buildSession(events: readonly TelemetryEvent[]): Session {
  const times: number[] = [];
  const checkpoints: ReplayState[] = [emptyReplay()];
  let state = emptyReplay();
  events.forEach((event, index) => {
    times.push(Math.max(event.t, times[index - 1] ?? event.t));
    state = replayEvent(state, event);
    if ((index + 1) % CHECKPOINT_EVERY === 0) checkpoints.push(state);
  });
  const start = times[0] ?? 0;
  return {
    events,
    times,
    start,
    end: times[times.length - 1] ?? start,
    checkpoints,
    cursor: { count: 0, state: emptyReplay() },
  };
}

/** The state after the first `count` events: from the cursor when playing forward, else from the nearest checkpoint. */
export function stateAt(session: Session, count: number): ReplayState {
  const target = Math.max(0, Math.min(count, session.events.length));
  const { cursor } = session;
  let from = Math.floor(target / CHECKPOINT_EVERY) * CHECKPOINT_EVERY;
  let state = session.checkpoints[from / CHECKPOINT_EVERY]!;
  if (cursor.count <= target && cursor.count >= from) {
    from = cursor.count;
    state = cursor.state;
  }
  for (let index = from; index < target; index += 1) state = replayEvent(state, session.events[index]!);
  session.cursor = { count: target, state };
  return state;
}

/** The time of a position: that of its last event (the start for none). */
export function timeOf(session: Session, count: number): number {
  return count <= 0 ? session.start : session.times[Math.min(count, session.times.length) - 1]!;
}

/** The position at a moment: every event at or before it applied. */
export function countAt(session: Session, at: number): number {
  let low = 0;
  let high = session.times.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (session.times[middle]! <= at) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Where playback starts: the first moment, with what was recorded then (the first snapshot) on screen. */
export const firstCount = (session: Session) => countAt(session, session.start);

/** How long to wait, in real time, before playing an event `gap` ms after the previous one. */
export const playDelay = (gap: number, speed: number) => Math.min(Math.max(0, gap) / speed, IDLE_CAP_MS);

/** The gap before the event at `index` (the one that would make the position `index + 1`). */
export const gapBefore = (session: Session, index: number) =>
  index <= 0 ? 0 : session.times[index]! - session.times[index - 1]!;

/** The text on screen at a state (the current language's document), or the fallback language's when none is open. */
export function documentOf(state: ReplayState, fallback: LanguageId): { language: LanguageId; code: string } {
  const language = state.language ?? fallback;
  return { language, code: state.docs[language] ?? '' };
}

export type Marker =
  | { kind: 'run'; count: number; t: number; action: RunAction; result: RunResult | null }
  | { kind: 'paste'; count: number; t: number; external: boolean; length: number; lines: number }
  | { kind: 'language'; count: number; t: number; from: LanguageId; to: LanguageId }
  | { kind: 'away'; count: number; t: number; until: number; returned: boolean };

interface RunResult {
  passed: number | null;
  total: number | null;
  compile_error: boolean;
}

/**
 * The moments worth jumping to: runs (with what they answered), pastes, time away (from losing focus to regaining
 * it), and language switches. A marker's position shows its effect: a paste's text, which arrives in the edit after it.
 */
export function markersOf(session: Session): Marker[] {
  const { events, times } = session;
  const markers: Marker[] = [];
  let awayFrom: number | null = null;
  events.forEach((event, index) => {
    const t = times[index]!;
    switch (event.type) {
      case 'run': {
        let result: RunResult | null = null;
        for (let after = index + 1; after < events.length; after += 1) {
          const later = events[after]!;
          if (later.type === 'run' && later.action === event.action) break;
          if (later.type === 'result' && later.action === event.action) {
            result = { passed: later.passed, total: later.total, compile_error: later.compile_error };
            break;
          }
        }
        markers.push({ kind: 'run', count: index + 1, t, action: event.action, result });
        break;
      }
      case 'paste': {
        const next = events[index + 1];
        const count = next?.type === 'edit' ? index + 2 : index + 1;
        const { external, length, lines } = event;
        markers.push({ kind: 'paste', count, t, external, length, lines });
        break;
      }
      case 'language':
        markers.push({ kind: 'language', count: index + 1, t, from: event.from, to: event.to });
        break;
      case 'blur':
        if (awayFrom === null) awayFrom = index;
        break;
      case 'focus':
        if (awayFrom !== null)
          markers.push({ kind: 'away', count: awayFrom + 1, t: times[awayFrom]!, until: t, returned: true });
        awayFrom = null;
        break;
      default:
        break;
    }
  });
  if (awayFrom !== null)
    markers.push({ kind: 'away', count: awayFrom + 1, t: times[awayFrom]!, until: session.end, returned: false });
  return markers.sort((a, b) => a.t - b.t);
}

/** "04:05" from the start; "1:02:03" past an hour. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

/** "3 min 20 s", "45 s". */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  if (minutes === 0) return `${seconds} s`;
  return seconds === 0 ? `${minutes} min` : `${minutes} min ${seconds} s`;
}

const RUN_LABELS: Record<RunAction, string> = {
  examples: 'Ran the examples',
  custom: 'Ran with custom input',
  check: 'Checked every test',
  final: 'Submitted the final code',
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A marker in words (its time is shown beside it). */
export function describeMarker(marker: Marker): string {
  switch (marker.kind) {
    case 'run': {
      const { result } = marker;
      if (!result) return RUN_LABELS[marker.action];
      if (result.compile_error) return `${RUN_LABELS[marker.action]}: did not compile`;
      if (result.passed !== null && result.total !== null)
        return `${RUN_LABELS[marker.action]}: ${result.passed} of ${result.total} passed`;
      return `${RUN_LABELS[marker.action]}: finished`;
    }
    case 'paste':
      return `Pasted ${plural(marker.length, 'character', 'characters')}, ${plural(marker.lines, 'line', 'lines')}${
        marker.external ? ', from outside the editor' : ', copied within the editor'
      }`;
    case 'language':
      return `Switched from ${LANGUAGE_NAMES[marker.from]} to ${LANGUAGE_NAMES[marker.to]}`;
    case 'away':
      return marker.returned
        ? `Left the page for ${formatDuration(marker.until - marker.t)}`
        : 'Left the page and did not come back before the recording ended';
  }
}
