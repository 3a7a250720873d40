import {
  SIMULATION_LIMITS,
  type ChangeSimulation,
  type Simulation,
  type SimulationStage,
  type StageWorkspace,
} from '@assay/contracts';
import { PauseCircle } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/components/form/field-errors';
import { MarkdownText } from '@/components/markdown';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useChangeSimulation } from '@/features/simulations/api/simulations';
import { toast } from '@/lib/toast';
import { SaveStatus } from './save-status';
import { formatClock } from './simulation-labels';
import { StageHeader, type StageActions } from './stage-header';
import { StageStepper } from './stage-stepper';
import { StageWorkspaceView } from './stage-workspace';
import { useServerCountdown } from './use-server-countdown';
import { useStageWork } from './use-stage-work';

type Action = NonNullable<StageActions['busy']>;

/**
 * One running (or paused) stage, from its brief to its submission: mounted afresh for each stage, so its work starts
 * from what the server holds. The clocks are the server's; at zero the page asks it again (`refresh`).
 */
export function StageRun({
  simulation,
  stage,
  receivedAt,
  refresh,
}: {
  simulation: Simulation;
  stage: SimulationStage & { workspace: StageWorkspace };
  receivedAt: number;
  refresh: () => void;
}) {
  const paused = simulation.status === 'paused';
  const running = simulation.status === 'in_progress';
  const stageWork = useStageWork(simulation.id, stage, { onEnded: refresh });
  const change = useChangeSimulation(simulation.id);
  const [confirming, setConfirming] = useState<'advance' | 'abandon' | null>(null);
  const stageLeft = useServerCountdown({
    remainingMs: simulation.stageRemainingMs,
    receivedAt,
    running,
    onZero: refresh,
  });
  const overallLeft = useServerCountdown({
    remainingMs: simulation.overallRemainingMs,
    receivedAt,
    running,
    onZero: refresh,
  });
  const position = simulation.stages.findIndex((candidate) => candidate.key === stage.key) + 1;
  // From the click, through the save, to the server's answer: the button spins all along.
  const [busy, setBusy] = useState<Action | null>(null);

  /** Saves first when asked (what the server holds is what it submits); a refusal says why, in a toast. */
  const act = (input: ChangeSimulation, { save = false, onDone }: { save?: boolean; onDone?: () => void } = {}) => {
    const action = input.action as Action;
    setBusy(action);
    void (save ? stageWork.flush() : Promise.resolve(true)).then((saved) => {
      if (!saved) {
        setBusy(null);
        toast.error('Your latest changes could not be saved, so nothing was sent. Try again in a moment.');
        onDone?.();
        return;
      }
      change.mutate(input, {
        onSettled: () => setBusy(null),
        onSuccess: () => onDone?.(),
        onError: (error) => {
          // The abandon dialog shows its own error; the other refusals close their dialog and say why.
          if (input.action === 'abandon') return;
          toast.error(errorMessage(error));
          onDone?.();
        },
      });
    });
  };

  const actions: StageActions = {
    busy,
    pause: () => act({ action: 'pause' }, { save: true }),
    resume: () => act({ action: 'resume' }),
    advance: () => setConfirming('advance'),
    abandon: () => setConfirming('abandon'),
  };

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <StageHeader
        stage={stage}
        position={position}
        count={simulation.stages.length}
        paused={paused}
        stageLeftMs={stageLeft}
        overallLeftMs={overallLeft}
        actions={actions}
      />
      <StageStepper stages={simulation.stages} />
      {paused ? (
        <div
          role="status"
          className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border p-8 text-center"
        >
          <PauseCircle aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="text-lg font-semibold">The simulation is paused</p>
          <p className="max-w-prose text-sm text-muted-foreground">
            {`The clocks are stopped with ${formatClock(simulation.stageRemainingMs ?? 0)} left in this stage. Your work is saved; select Resume to go on. A simulation left paused for ${SIMULATION_LIMITS.pausedExpiresAfterHours} hours expires.`}
          </p>
        </div>
      ) : (
        <>
          {stage.prompt ? (
            <section aria-labelledby="stage-brief" className="flex flex-col gap-2 rounded-lg border border-border p-4">
              <h3 id="stage-brief" className="text-base font-semibold">
                {`From ${simulation.scenario.persona.name}`}
              </h3>
              <MarkdownText text={stage.prompt} />
            </section>
          ) : null}
          <SaveStatus state={stageWork.state} />
          <StageWorkspaceView simulationId={simulation.id} stage={stage} stageWork={stageWork} />
        </>
      )}
      <ConfirmDialog
        open={confirming === 'advance'}
        onOpenChange={(open) => setConfirming(open ? 'advance' : null)}
        title={`Submit “${stage.title}”?`}
        description={`Your work is saved and submitted as it stands, and ${
          position === simulation.stages.length ? 'the simulation ends: your report follows' : 'the next stage begins'
        }. You cannot come back to this stage.`}
        confirmLabel="Submit stage"
        busy={busy === 'advance'}
        onConfirm={() =>
          act({ action: 'advance', stageKey: stage.key }, { save: true, onDone: () => setConfirming(null) })
        }
      />
      <ConfirmDialog
        open={confirming === 'abandon'}
        onOpenChange={(open) => setConfirming(open ? 'abandon' : null)}
        title="Abandon this simulation?"
        description={`“${stage.title}” and the stages after it will not be scored, and the simulation cannot be resumed. Your report covers the stages you submitted.`}
        confirmLabel="Abandon simulation"
        busy={busy === 'abandon'}
        error={change.isError && change.variables?.action === 'abandon' ? errorMessage(change.error) : undefined}
        onConfirm={() => act({ action: 'abandon' }, { onDone: () => setConfirming(null) })}
      />
    </div>
  );
}
