import { SIMULATION_STATUS_LABELS } from '@assay/contracts';
import { PlayCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useSimulationList } from '@/features/simulations/api/simulations';

/** The simulation under way (running or paused; there is at most one), to go back to rather than start another. */
export function ActiveSimulationBanner({ userId, onOpen }: { userId: string; onOpen: (id: string) => void }) {
  const running = useSimulationList(userId, { status: 'in_progress', page: 1, limit: 1 });
  const paused = useSimulationList(userId, { status: 'paused', page: 1, limit: 1 });
  const active = running.data?.items[0] ?? paused.data?.items[0];
  if (!active) return null;
  return (
    <div
      role="region"
      aria-label="Simulation under way"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-primary/60 bg-primary/5 p-4"
    >
      <PlayCircle aria-hidden="true" className="size-5 text-primary" />
      <p className="min-w-0 flex-1 text-sm">
        <span className="font-medium">{active.scenario.title}</span>
        {` is ${SIMULATION_STATUS_LABELS[active.status].toLowerCase()}`}
        {active.currentStageTitle ? `, at “${active.currentStageTitle}”` : ''}
        {'. Finish or abandon it before you start another.'}
      </p>
      <Button size="sm" onClick={() => onOpen(active.id)}>
        {active.status === 'paused' ? 'Resume simulation' : 'Continue simulation'}
      </Button>
    </div>
  );
}
