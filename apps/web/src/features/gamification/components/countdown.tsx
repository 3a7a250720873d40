import { Timer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/utils';

/** `1:02:03`, `4:05`: the time left, rounded up to the second. */
export function formatTimeLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** This browser's clock, read once a second. */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * The time left until `until`, by the server's clock: `offsetMs` is how far the server's clock is ahead of this
 * browser's (measured when the answer that carried the deadline arrived), so a wrong browser clock changes nothing.
 * `onElapsed` is called once when it reaches zero.
 */
export function Countdown({
  until,
  offsetMs = 0,
  label,
  elapsedText = 'Time is up',
  onElapsed,
  className,
}: {
  until: string;
  offsetMs?: number;
  label: string;
  elapsedText?: string;
  onElapsed?: () => void;
  className?: string;
}) {
  const now = useNow();
  const left = Date.parse(until) - (now + offsetMs);
  const elapsed = left <= 0;
  const told = useRef(false);
  useEffect(() => {
    if (!elapsed || told.current) return;
    told.current = true;
    onElapsed?.();
  }, [elapsed, onElapsed]);
  return (
    <span
      role="timer"
      aria-label={label}
      className={cn('inline-flex items-center gap-1.5 text-sm tabular-nums text-muted-foreground', className)}
    >
      <Timer aria-hidden="true" className="size-4" />
      {elapsed ? elapsedText : formatTimeLeft(left)}
    </span>
  );
}
