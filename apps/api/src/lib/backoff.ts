/** Exponential back-off: base, 2×base, 4×base … capped. */
export function backoffDelayMs(attempt: number, baseMs: number, maxMs = 5 * 60_000): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}
