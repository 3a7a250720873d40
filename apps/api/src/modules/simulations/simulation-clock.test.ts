import { describe, expect, it } from 'vitest';
import { type ClockState, fold, remaining, settleClock } from './simulation-clock.js';

const T0 = new Date('2026-12-08T10:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

/** Two stages of 10 and 20 minutes in a 35-minute simulation, running from T0. */
const running = (overrides: Partial<ClockState> = {}): ClockState => ({
  status: 'in_progress',
  overallMinutes: 35,
  scheduledFor: null,
  currentStage: 0,
  segmentStartedAt: T0,
  overallUsedMs: 0,
  pausedAt: null,
  stages: [
    { minutes: 10, usedMs: 0, nudgeMarks: [50, 80] },
    { minutes: 20, usedMs: 0, nudgeMarks: [50] },
  ],
  ...overrides,
});

describe('the simulation clock', () => {
  it('changes nothing before a stage is up, but for the nudges whose marks have passed', () => {
    const { state, events } = settleClock(running(), at(6));
    expect(state).toEqual(running());
    expect(events).toEqual([{ type: 'nudge', position: 0, nudge: 0, at: at(5) }]);
  });

  it('ends a stage at its deadline and starts the next then, however late it is asked', () => {
    const { state, events } = settleClock(running(), at(12));
    expect(events.filter((event) => event.type !== 'nudge')).toEqual([
      { type: 'stage_ended', position: 0, at: at(10), usedMs: 600_000 },
      { type: 'stage_started', position: 1, at: at(10) },
    ]);
    expect(state).toMatchObject({ currentStage: 1, segmentStartedAt: at(10), overallUsedMs: 600_000 });
  });

  it('completes the simulation when the last stage runs out, with no browser asking in between', () => {
    const { state, events } = settleClock(running(), at(90));
    expect(events.map((event) => event.type)).toEqual([
      'nudge',
      'nudge',
      'stage_ended',
      'stage_started',
      'nudge',
      'stage_ended',
      'completed',
    ]);
    expect(state).toMatchObject({ status: 'completed', currentStage: null, overallUsedMs: 30 * 60_000 });
    expect(events.at(-1)).toEqual({ type: 'completed', at: at(30) });
  });

  it('ends every stage left when the overall budget runs out first', () => {
    // 28 of 35 minutes used before this segment: 7 minutes remain overall, though the stage has 10.
    const { state, events } = settleClock(running({ overallUsedMs: 28 * 60_000 }), at(8));
    expect(events.filter((event) => event.type !== 'nudge')).toEqual([
      { type: 'stage_ended', position: 0, at: at(7), usedMs: 7 * 60_000 },
      { type: 'stage_ended', position: 1, at: at(7), usedMs: 0 },
      { type: 'completed', at: at(7) },
    ]);
    expect(state.status).toBe('completed');
  });

  it('stops while paused, and picks up where it left off', () => {
    const paused = running();
    fold(paused, at(4).getTime());
    expect(paused).toMatchObject({ segmentStartedAt: null, overallUsedMs: 4 * 60_000 });
    expect(paused.stages[0]!.usedMs).toBe(4 * 60_000);
    // An hour paused uses none of the stage's time.
    const resumed = { ...paused, status: 'in_progress' as const, segmentStartedAt: at(64) };
    expect(remaining(resumed, at(64))!.stageMs).toBe(6 * 60_000);
    const { events } = settleClock(resumed, at(70));
    expect(events.find((event) => event.type === 'stage_ended')).toEqual({
      type: 'stage_ended',
      position: 0,
      at: at(70),
      usedMs: 600_000,
    });
  });

  it('expires a paused simulation left a day, and a scheduled one never started', () => {
    const paused = { ...running({ status: 'paused', segmentStartedAt: null, pausedAt: at(5) }) };
    expect(settleClock(paused, at(5 + 23 * 60)).events).toEqual([]);
    expect(settleClock(paused, at(5 + 24 * 60)).events).toEqual([{ type: 'expired', at: at(5 + 24 * 60) }]);
    const scheduled = running({
      status: 'scheduled',
      currentStage: null,
      segmentStartedAt: null,
      scheduledFor: at(60),
    });
    expect(settleClock(scheduled, at(60 + 24 * 60)).state.status).toBe('expired');
  });

  it('is pure: the same state and time give the same events', () => {
    expect(settleClock(running(), at(17))).toEqual(settleClock(running(), at(17)));
  });
});
