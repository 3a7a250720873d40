import { STAGE_KIND_LABELS, type SimulationStage } from '@assay/contracts';
import { Check, Circle, CircleDot, CircleSlash, Loader } from 'lucide-react';
import { cn } from '@/lib/utils';
import { formatMinutes } from './simulation-labels';

const statusWords: Record<SimulationStage['status'], string> = {
  pending: 'to come',
  active: 'current stage',
  scoring: 'being scored',
  scored: 'done',
  unfinished: 'not finished',
};

const icons = { pending: Circle, active: CircleDot, scoring: Loader, scored: Check, unfinished: CircleSlash } as const;

/** Every stage of the simulation in order: the ones ahead are only named, as in a real loop. */
export function StageStepper({ stages }: { stages: SimulationStage[] }) {
  return (
    <nav aria-label="Stages">
      <ol className="flex flex-wrap gap-2">
        {stages.map((stage, index) => {
          const Icon = icons[stage.status];
          const current = stage.status === 'active';
          return (
            <li
              key={stage.key}
              aria-current={current ? 'step' : undefined}
              className={cn(
                'flex items-center gap-2 rounded-md border px-3 py-1.5 text-sm',
                current ? 'border-primary bg-primary/10 font-medium' : 'border-border text-muted-foreground',
              )}
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              <span>{`${index + 1}. ${stage.title}`}</span>
              <span className="text-xs">{`${STAGE_KIND_LABELS[stage.kind]} · ${formatMinutes(stage.minutes)}`}</span>
              <span className="sr-only">{`(${statusWords[stage.status]})`}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
