import { STAGE_KIND_LABELS, type SimulationStage } from '@assay/contracts';
import { Flag, Pause, Play, Send } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Countdown } from './countdown';
import { formatMinutes } from './simulation-labels';

const MINUTE = 60_000;

export interface StageActions {
  pause: () => void;
  resume: () => void;
  /** Asks to confirm, then saves and submits the stage. */
  advance: () => void;
  /** Asks to confirm, then abandons the simulation. */
  abandon: () => void;
  /** The action under way, for its button's spinner. */
  busy: 'pause' | 'resume' | 'advance' | 'abandon' | null;
}

/** The running stage: where it is in the loop, its clock and the whole simulation's, and what can be done. */
export function StageHeader({
  stage,
  position,
  count,
  paused,
  stageLeftMs,
  overallLeftMs,
  actions,
}: {
  stage: SimulationStage;
  position: number;
  count: number;
  paused: boolean;
  stageLeftMs: number | null;
  overallLeftMs: number | null;
  actions: StageActions;
}) {
  const last = position === count;
  const lastMinute = !paused && stageLeftMs !== null && stageLeftMs > 0 && stageLeftMs <= MINUTE;
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <p className="text-sm text-muted-foreground">{`Stage ${position} of ${count}`}</p>
          <h2 className="text-lg font-semibold">{stage.title}</h2>
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="outline">{STAGE_KIND_LABELS[stage.kind]}</Badge>
            <span className="text-sm text-muted-foreground">{`${formatMinutes(stage.minutes)} for this stage`}</span>
            {paused ? <Badge variant="warning">Paused</Badge> : null}
          </div>
        </div>
        <div className="flex flex-col items-end gap-1">
          <Countdown
            label="Time left in this stage"
            leftMs={stageLeftMs}
            paused={paused}
            loudUnderMs={Math.min(5 * MINUTE, stage.minutes * MINUTE * 0.2)}
          />
          <Countdown
            label="Time left in the simulation"
            leftMs={overallLeftMs}
            paused={paused}
            loudUnderMs={5 * MINUTE}
            className="text-xs"
          />
        </div>
      </div>
      <p role="status" className="sr-only">
        {lastMinute ? 'One minute left in this stage. Your saved work is submitted when the time is up.' : ''}
      </p>
      <div className="flex flex-wrap gap-2">
        {paused ? (
          <Button type="button" loading={actions.busy === 'resume'} onClick={actions.resume}>
            {actions.busy === 'resume' ? null : <Play aria-hidden="true" />}
            Resume
          </Button>
        ) : (
          <>
            <Button type="button" loading={actions.busy === 'advance'} onClick={actions.advance}>
              {actions.busy === 'advance' ? null : <Send aria-hidden="true" />}
              {last ? 'Submit stage and finish' : 'Submit stage and continue'}
            </Button>
            <Button type="button" variant="outline" loading={actions.busy === 'pause'} onClick={actions.pause}>
              {actions.busy === 'pause' ? null : <Pause aria-hidden="true" />}
              Pause
            </Button>
          </>
        )}
        <Button type="button" variant="ghost" className="ml-auto" onClick={actions.abandon}>
          <Flag aria-hidden="true" />
          Abandon
        </Button>
      </div>
    </div>
  );
}
