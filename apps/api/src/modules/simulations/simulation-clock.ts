import { SIMULATION_LIMITS, type SimulationStatus } from '@assay/contracts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** What the clock needs of a simulation: its status, budgets and the time each stage has used. */
export interface ClockState {
  status: SimulationStatus;
  overallMinutes: number;
  scheduledFor: Date | null;
  currentStage: number | null;
  /** When the clock last started running (null unless in progress). */
  segmentStartedAt: Date | null;
  /** Time used before the running segment. */
  overallUsedMs: number;
  pausedAt: Date | null;
  stages: { minutes: number; usedMs: number; nudgeMarks: readonly number[] }[];
}

/** What happened as time passed, in order; the service writes each. */
export type ClockEvent =
  | { type: 'nudge'; position: number; nudge: number; at: Date }
  | { type: 'stage_ended'; position: number; at: Date; usedMs: number }
  | { type: 'stage_started'; position: number; at: Date }
  | { type: 'completed'; at: Date }
  | { type: 'expired'; at: Date };

/**
 * Moves a simulation to `now` by the server's clock: a stage whose time is up ends then (submitted as it stood) and
 * the next begins at that instant; when the overall budget runs out, every stage left ends with it and the simulation
 * completes. A scheduled simulation never started, or a paused one left, expires after its grace. Nudges are due when
 * the stage's clock passes their mark. Pure: the same state and `now` give the same events, however often it runs
 * (nudges repeat while their stage runs; the service keeps each once).
 */
export function settleClock(state: ClockState, now: Date): { state: ClockState; events: ClockEvent[] } {
  const next: ClockState = { ...state, stages: state.stages.map((stage) => ({ ...stage })) };
  const events: ClockEvent[] = [];
  const nowMs = now.getTime();

  if (next.status === 'scheduled' && next.scheduledFor) {
    const expiresAt = next.scheduledFor.getTime() + SIMULATION_LIMITS.scheduledExpiresAfterHours * HOUR_MS;
    if (expiresAt <= nowMs) expire(next, events, expiresAt);
  }
  if (next.status === 'paused' && next.pausedAt) {
    const expiresAt = next.pausedAt.getTime() + SIMULATION_LIMITS.pausedExpiresAfterHours * HOUR_MS;
    if (expiresAt <= nowMs) expire(next, events, expiresAt);
  }

  while (next.status === 'in_progress' && next.currentStage !== null && next.segmentStartedAt) {
    const position = next.currentStage;
    const stage = next.stages[position]!;
    const segmentStart = next.segmentStartedAt.getTime();
    const stageEnd = segmentStart + stage.minutes * MINUTE_MS - stage.usedMs;
    const overallEnd = segmentStart + next.overallMinutes * MINUTE_MS - next.overallUsedMs;
    const end = Math.min(stageEnd, overallEnd);
    const reached = Math.min(end, nowMs);
    stage.nudgeMarks.forEach((percent, nudge) => {
      const mark = (stage.minutes * MINUTE_MS * percent) / 100;
      // Marks passed in an earlier segment were reported then.
      if (mark > stage.usedMs && stage.usedMs + (reached - segmentStart) >= mark)
        events.push({ type: 'nudge', position, nudge, at: new Date(segmentStart + mark - stage.usedMs) });
    });
    if (end > nowMs) break;

    fold(next, end);
    events.push({ type: 'stage_ended', position, at: new Date(end), usedMs: stage.usedMs });
    const last = position === next.stages.length - 1;
    if (overallEnd <= stageEnd || last) {
      // Out of time overall: the stages not reached end too, with nothing done.
      for (let later = position + 1; later < next.stages.length; later += 1)
        events.push({ type: 'stage_ended', position: later, at: new Date(end), usedMs: 0 });
      next.status = 'completed';
      next.currentStage = null;
      events.push({ type: 'completed', at: new Date(end) });
      break;
    }
    next.currentStage = position + 1;
    next.segmentStartedAt = new Date(end);
    events.push({ type: 'stage_started', position: position + 1, at: new Date(end) });
  }
  return { state: next, events };
}

/** Adds the running segment, up to `atMs`, to the stage's and the simulation's used time, and stops the clock. */
export function fold(state: ClockState, atMs: number): void {
  if (state.currentStage === null || !state.segmentStartedAt) return;
  const used = Math.max(0, atMs - state.segmentStartedAt.getTime());
  state.stages[state.currentStage]!.usedMs += used;
  state.overallUsedMs += used;
  state.segmentStartedAt = null;
}

function expire(state: ClockState, events: ClockEvent[], atMs: number): void {
  state.status = 'expired';
  events.push({ type: 'expired', at: new Date(atMs) });
}

/** The running stage's and the whole simulation's time left at `now` (while paused: as it stood when paused). */
export function remaining(
  state: ClockState,
  now: Date,
): { stageMs: number; overallMs: number; stageDeadline: Date | null; overallDeadline: Date | null } | null {
  if (state.currentStage === null) return null;
  const stage = state.stages[state.currentStage]!;
  const running = state.segmentStartedAt ? now.getTime() - state.segmentStartedAt.getTime() : 0;
  const stageMs = Math.max(0, stage.minutes * MINUTE_MS - stage.usedMs - running);
  const overallMs = Math.max(0, state.overallMinutes * MINUTE_MS - state.overallUsedMs - running);
  return {
    stageMs: Math.min(stageMs, overallMs),
    overallMs,
    stageDeadline: state.segmentStartedAt ? new Date(now.getTime() + Math.min(stageMs, overallMs)) : null,
    overallDeadline: state.segmentStartedAt ? new Date(now.getTime() + overallMs) : null,
  };
}
