import { cn } from '@/lib/utils';

/** A row of pressed-state buttons, one per choice (an analytics range, a leaderboard's board and period). */
export function ChoiceGroup<Value extends string | number>({
  label,
  options,
  value,
  onChange,
  className,
}: {
  label: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
  className?: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className={cn('flex overflow-hidden rounded-md border border-border', className)}
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className={cn(
            'h-9 border-l border-border px-3 text-sm font-medium outline-none first:border-l-0 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
            option.value === value ? 'bg-primary text-primary-foreground' : 'bg-background hover:bg-muted',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
