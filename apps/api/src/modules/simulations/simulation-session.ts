import type { DbExecutor } from '../../db/client.js';
import type { OutboxService } from '../../platform/outbox/outbox.service.js';
import { type ClockEvent, type ClockState, fold, settleClock } from './simulation-clock.js';
import type { NewMessage, SimulationRow, SimulationsRepository, StageRow } from './simulations.repository.js';

/** The event the scorer reacts to: a stage ended (by the candidate or the clock) and waits for its score. */
export const STAGE_ENDED_EVENT = 'simulation.stage_ended';

type EndedBy = 'submitted' | 'time_up';
type SessionEvent =
  | Exclude<ClockEvent, { type: 'stage_ended' }>
  | { type: 'stage_ended'; position: number; at: Date; usedMs: number; endedBy: EndedBy }
  | { type: 'abandoned'; at: Date }
  | { type: 'introduction'; at: Date };

function clockOf(row: SimulationRow, stages: readonly StageRow[]): ClockState {
  return {
    status: row.status,
    overallMinutes: row.scenario.minutes,
    scheduledFor: row.scheduledFor,
    currentStage: row.currentStage,
    segmentStartedAt: row.segmentStartedAt,
    overallUsedMs: row.overallUsedMs,
    pausedAt: row.pausedAt,
    stages: row.scenario.stages.map((stage, position) => ({
      minutes: stage.minutes,
      usedMs: stages[position]?.usedMs ?? 0,
      nudgeMarks: stage.script.nudges.map((nudge) => nudge.atPercent),
    })),
  };
}

/**
 * One simulation under its row lock, moved to `now` by the clock and then by the caller's action; `persist` writes
 * what changed — stages ended or begun, the persona's messages, the scorer's events — in the caller's transaction.
 * Every path (a read, an action, the sweep) goes through here, so the clock's rules hold however it is reached.
 */
export function openSession(row: SimulationRow, stages: readonly StageRow[], now: Date) {
  const original = clockOf(row, stages);
  let state = clockOf(row, stages);
  const events: SessionEvent[] = [];
  let endedAt: Date | null = row.endedAt;
  let startedAt: Date | null = row.startedAt;

  const settle = () => {
    const settled = settleClock(state, now);
    state = settled.state;
    for (const event of settled.events) {
      events.push(event.type === 'stage_ended' ? { ...event, endedBy: 'time_up' } : event);
      if (event.type === 'completed' || event.type === 'expired') endedAt = event.at;
    }
  };
  settle();

  /** Ends the running stage now, by the candidate, and moves on: the next stage begins, or the simulation ends. */
  function endRunningStage(endedBy: EndedBy) {
    const position = state.currentStage!;
    fold(state, now.getTime());
    events.push({ type: 'stage_ended', position, at: now, usedMs: state.stages[position]!.usedMs, endedBy });
    if (position === state.stages.length - 1) {
      state.status = 'completed';
      state.currentStage = null;
      endedAt = now;
      events.push({ type: 'completed', at: now });
    } else {
      state.currentStage = position + 1;
      state.segmentStartedAt = now;
      events.push({ type: 'stage_started', position: position + 1, at: now });
    }
  }

  return {
    row,
    stages,
    now,
    get state(): Readonly<ClockState> {
      return state;
    },

    /** The simulation begins now: the persona introduces itself and the first stage's clock starts. */
    begin() {
      state.status = 'in_progress';
      state.currentStage = 0;
      state.segmentStartedAt = now;
      state.scheduledFor = row.scheduledFor;
      startedAt = now;
      events.push({ type: 'introduction', at: now }, { type: 'stage_started', position: 0, at: now });
    },
    advance: () => endRunningStage('submitted'),
    pause() {
      fold(state, now.getTime());
      state.status = 'paused';
      state.pausedAt = now;
    },
    resume() {
      state.status = 'in_progress';
      state.pausedAt = null;
      state.segmentStartedAt = now;
    },
    abandon() {
      fold(state, now.getTime());
      state.status = 'abandoned';
      endedAt = now;
      events.push({ type: 'abandoned', at: now });
    },

    /** Writes what the clock and the action changed. */
    async persist(tx: DbExecutor, { repository, outbox, newId }: PersistDeps): Promise<void> {
      const scenario = row.scenario;
      const messages: NewMessage[] = [];
      const say = (kind: string, body: string, at: Date, onceKey: string, stageKey: string | null = null) =>
        messages.push({ id: newId(), simulationId: row.id, sender: 'persona', kind, body, at, onceKey, stageKey });
      const touched = new Set<number>();

      for (const event of events) {
        switch (event.type) {
          case 'introduction':
            say('introduction', scenario.persona.introduction, event.at, 'introduction');
            break;
          case 'nudge': {
            const stage = scenario.stages[event.position]!;
            const nudge = stage.script.nudges[event.nudge]!;
            say('nudge', nudge.message, event.at, `nudge:${stage.key}:${event.nudge}`, stage.key);
            break;
          }
          case 'stage_started': {
            const stage = scenario.stages[event.position]!;
            await repository.updateStage(row.id, event.position, { status: 'active', startedAt: event.at }, tx);
            say('stage_introduction', stage.script.introduction, event.at, `stage:${stage.key}`, stage.key);
            break;
          }
          case 'stage_ended':
            touched.add(event.position);
            await repository.updateStage(
              row.id,
              event.position,
              { status: 'scoring', endedAt: event.at, endedBy: event.endedBy, usedMs: event.usedMs },
              tx,
            );
            await outbox.record(tx, {
              type: STAGE_ENDED_EVENT,
              payload: { simulationId: row.id, position: event.position },
              actorId: row.userId,
            });
            break;
          case 'completed':
            say('closing', scenario.persona.closing, event.at, 'closing');
            break;
          case 'expired':
          case 'abandoned': {
            // The stage under way when it ended keeps its work, unscored.
            const position = original.currentStage;
            if (position !== null && stages[position]?.status === 'active') {
              touched.add(position);
              await repository.updateStage(
                row.id,
                position,
                {
                  status: 'unfinished',
                  endedAt: event.at,
                  endedBy: 'abandoned',
                  usedMs: state.stages[position]!.usedMs,
                },
                tx,
              );
            }
            state.currentStage = null;
            state.segmentStartedAt = null;
            break;
          }
        }
      }
      // Time folded into a stage that did not end (a pause).
      for (const [position, stage] of state.stages.entries())
        if (!touched.has(position) && stage.usedMs !== original.stages[position]!.usedMs)
          await repository.updateStage(row.id, position, { usedMs: stage.usedMs }, tx);
      await repository.addMessages(messages, tx);

      const changed =
        state.status !== original.status ||
        state.currentStage !== original.currentStage ||
        state.segmentStartedAt?.getTime() !== original.segmentStartedAt?.getTime() ||
        state.overallUsedMs !== original.overallUsedMs ||
        state.pausedAt?.getTime() !== original.pausedAt?.getTime();
      if (changed)
        await repository.update(
          row.id,
          {
            status: state.status,
            currentStage: state.currentStage,
            segmentStartedAt: state.segmentStartedAt,
            overallUsedMs: state.overallUsedMs,
            pausedAt: state.pausedAt,
            startedAt,
            endedAt,
          },
          tx,
        );
    },
  };
}
export type SimulationSession = ReturnType<typeof openSession>;

interface PersistDeps {
  repository: SimulationsRepository;
  outbox: Pick<OutboxService, 'record'>;
  newId: () => string;
}
