import { Timer } from 'lucide-react';
import { cn } from '@/lib/utils';
import { formatClock } from './simulation-labels';

/**
 * A time left, quiet until it is short (DESIGN.md: visible but quiet until the last minutes). Not announced every
 * second (a timer's live region is off); the page announces its warnings once each.
 */
export function Countdown({
  label,
  leftMs,
  loudUnderMs,
  paused = false,
  className,
}: {
  /** The timer's accessible name: "Time left in this stage". */
  label: string;
  leftMs: number | null;
  loudUnderMs: number;
  paused?: boolean;
  className?: string;
}) {
  if (leftMs === null) return null;
  const loud = !paused && leftMs <= loudUnderMs;
  return (
    <div
      role="timer"
      aria-label={label}
      className={cn(
        'flex items-center gap-1.5 rounded-md px-2 py-1 text-sm tabular-nums',
        loud ? 'bg-warning font-semibold text-warning-foreground' : 'text-muted-foreground',
        className,
      )}
    >
      <Timer aria-hidden="true" className="size-4" />
      {paused ? `${formatClock(leftMs)} left (paused)` : leftMs > 0 ? `${formatClock(leftMs)} left` : 'Time is up'}
    </div>
  );
}
