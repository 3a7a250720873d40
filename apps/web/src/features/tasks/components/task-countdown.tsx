import { Timer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';

const LOUD_FROM_MS = 5 * 60_000;

/** Said once each, as the time left falls under it (or at once, when the page opens with less left). */
export const TIME_WARNINGS = [
  { underMs: 60_000, text: 'One minute left. Your last saved draft is submitted for you when the time is up.' },
  { underMs: 5 * 60_000, text: 'Five minutes left. Your last saved draft is submitted for you when the time is up.' },
] as const;

function warningFor(left: number) {
  return left > 0 ? TIME_WARNINGS.find((warning) => left <= warning.underMs) : undefined;
}

function format(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/**
 * A timed task's time left, by the server's clock (the page's offset from it is measured when the task loads):
 * quiet until the last five minutes (DESIGN.md).
 */
export function TaskCountdown({
  deadline,
  serverTime,
  loadedAt,
}: {
  deadline: string;
  serverTime: string;
  loadedAt: number;
}) {
  const offset = Date.parse(serverTime) - loadedAt;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Date.parse(deadline) - (now + offset);
  const loud = left <= LOUD_FROM_MS;
  const warning = warningFor(left);
  const warned = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!warning || warned.current === warning.text) return;
    warned.current = warning.text;
    toast.warning(warning.text);
  }, [warning]);
  return (
    <>
      <div
        role="timer"
        aria-label="Time left"
        className={cn(
          'flex items-center gap-1.5 rounded-md px-2 py-1 text-sm tabular-nums',
          loud ? 'bg-warning text-warning-foreground font-semibold' : 'text-muted-foreground',
        )}
      >
        <Timer aria-hidden="true" className="size-4" />
        {left > 0 ? `${format(left)} left` : 'Time is up'}
      </div>
      {/* The timer itself is not announced every second; its warnings are, once each. */}
      <p role="status" className="sr-only">
        {warning?.text ?? ''}
      </p>
    </>
  );
}
