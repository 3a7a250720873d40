import type { PathOutline, StepStatus } from '@assay/contracts';
import { CheckCircle2, Circle, Lock } from 'lucide-react';
import { cn } from '@/lib/utils';
import { stepKindLabels } from './learning-labels';

const statusIcons: Record<StepStatus, typeof Circle> = { completed: CheckCircle2, available: Circle, locked: Lock };
const statusLabels: Record<StepStatus, string> = { completed: 'completed', available: 'open', locked: 'locked' };

/** The modules and their steps, each with the caller's status; an open or completed step can be chosen. */
export function PathOutlineNav({
  outline,
  current,
  onSelect,
}: {
  outline: PathOutline;
  current: string | null;
  onSelect: (stepKey: string) => void;
}) {
  return (
    <nav aria-label="Path outline" className="flex flex-col gap-4">
      {outline.modules_outline.map((module, index) => (
        <section key={module.key} aria-labelledby={`module-${module.key}`} className="flex flex-col gap-1">
          <h3 id={`module-${module.key}`} className="text-sm font-semibold">
            {index + 1}. {module.title}{' '}
            <span className="font-normal tabular-nums text-muted-foreground">
              ({module.completed_steps}/{module.steps.length})
            </span>
          </h3>
          <ol className="flex flex-col">
            {module.steps.map((step) => {
              const Icon = statusIcons[step.status];
              const locked = step.status === 'locked';
              return (
                <li key={step.key}>
                  <button
                    type="button"
                    disabled={locked}
                    aria-current={current === step.key ? 'step' : undefined}
                    onClick={() => onSelect(step.key)}
                    className={cn(
                      'flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-muted disabled:cursor-not-allowed disabled:text-muted-foreground disabled:hover:bg-transparent',
                      current === step.key && 'bg-muted font-medium',
                    )}
                  >
                    <Icon
                      aria-label={statusLabels[step.status]}
                      className={cn('size-4 shrink-0', step.status === 'completed' && 'text-success')}
                    />
                    <span className="flex-1">{step.title}</span>
                    <span className="text-xs text-muted-foreground">{stepKindLabels[step.kind]}</span>
                  </button>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </nav>
  );
}
