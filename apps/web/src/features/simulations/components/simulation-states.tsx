import type { Simulation } from '@assay/contracts';
import { CalendarClock, CircleSlash, Loader } from 'lucide-react';
import { errorMessage } from '@/components/form/field-errors';
import { FormAlert } from '@/components/form/form-alert';
import { RelativeTime } from '@/components/relative-time';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useChangeSimulation } from '@/features/simulations/api/simulations';
import { formatMinutes } from './simulation-labels';
import { StageStepper } from './stage-stepper';

/** A simulation waiting for its time: when, what it holds, and starting it now instead. */
export function ScheduledPanel({ simulation }: { simulation: Simulation }) {
  const start = useChangeSimulation(simulation.id);
  return (
    <div className="flex flex-col gap-4">
      <EmptyState
        icon={<CalendarClock />}
        title="Scheduled"
        description={
          <>
            {'This simulation is set for '}
            {simulation.scheduledFor ? <RelativeTime value={simulation.scheduledFor} exact /> : 'later'}
            {`. It takes ${formatMinutes(simulation.scenario.minutes)}; start it whenever you are ready.`}
          </>
        }
        action={
          <Button loading={start.isPending} onClick={() => start.mutate({ action: 'start' })}>
            Start now
          </Button>
        }
      />
      {start.isError ? <FormAlert>{errorMessage(start.error)}</FormAlert> : null}
      <StageStepper stages={simulation.stages} />
    </div>
  );
}

/** The simulation has ended and its last stages are being scored: the report follows on its own. */
export function ScoringPanel({ simulation }: { simulation: Simulation }) {
  return (
    <div className="flex flex-col gap-4">
      <div role="status" className="flex items-center gap-3 rounded-lg border border-border p-4">
        <Loader aria-hidden="true" className="size-5 animate-spin text-muted-foreground motion-reduce:animate-none" />
        <div>
          <p className="font-medium">Scoring your simulation…</p>
          <p className="text-sm text-muted-foreground">
            Your report appears here as soon as every stage is scored. You can leave this page and come back.
          </p>
        </div>
      </div>
      <StageStepper stages={simulation.stages} />
    </div>
  );
}

/** The simulation ended (abandoned, or expired) before any stage was scored: there is no report to wait for. */
export function EndedPanel({ simulation }: { simulation: Simulation }) {
  const how = simulation.status === 'expired' ? 'expired' : 'was abandoned';
  return (
    <div className="flex flex-col gap-4">
      <EmptyState
        icon={<CircleSlash />}
        title="No report"
        description={`This simulation ${how} before any stage was scored, so there is nothing to report. Start the scenario again from the list whenever you are ready.`}
      />
      <StageStepper stages={simulation.stages} />
    </div>
  );
}
