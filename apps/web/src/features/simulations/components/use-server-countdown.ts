import { useEffect, useRef, useState } from 'react';

/**
 * Time left by the server's clock, never the browser's: the server said `remainingMs` were left at its `serverTime`,
 * and the copy arrived here at `receivedAt` (this browser's clock); what is left now is that, less the time since on
 * this browser's clock, ticking each second while `running`. A browser whose clock is wrong therefore still counts
 * right. At zero, `onZero` asks the server again: it decides whether the time is up.
 */
export function useServerCountdown({
  remainingMs,
  receivedAt,
  running,
  onZero,
}: {
  remainingMs: number | null;
  receivedAt: number;
  running: boolean;
  onZero?: () => void;
}): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  // A copy newer than the last tick counts as just arrived.
  const left = remainingMs === null ? null : running ? remainingMs - Math.max(0, now - receivedAt) : remainingMs;

  // Once as the time runs out, not again for each copy that still says zero (the server's sweep may lag a moment):
  // the regular polling reads it after that.
  const asked = useRef(false);
  const zero = running && left !== null && left <= 0;
  useEffect(() => {
    if (!zero) {
      asked.current = false;
      return;
    }
    if (asked.current) return;
    asked.current = true;
    onZero?.();
  }, [zero, onZero]);
  return left;
}
