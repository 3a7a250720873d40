const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const RECENT_MS = 7 * DAY;

const exactFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
const relativeFormat = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

export function formatExactTime(at: number): string {
  return exactFormat.format(at);
}

/** "3 minutes ago", "in 14 minutes"; undefined once the time is more than a week away, where a date reads better. */
export function formatRelativeTime(at: number, now: number = Date.now()): string | undefined {
  const delta = at - now;
  const distance = Math.abs(delta);
  if (distance >= RECENT_MS) return undefined;
  if (distance < MINUTE) return relativeFormat.format(Math.round(delta / 1000), 'second');
  if (distance < HOUR) return relativeFormat.format(Math.round(delta / MINUTE), 'minute');
  if (distance < DAY) return relativeFormat.format(Math.round(delta / HOUR), 'hour');
  return relativeFormat.format(Math.round(delta / DAY), 'day');
}

function toMillis(value: string | number): number {
  return typeof value === 'number' ? value : Date.parse(value);
}

/**
 * A time in the viewer's time zone: relative when recent, the exact time on hover (DESIGN.md, behaviour).
 * `exact` shows the exact time in the text as well, for pages where the precise moment is the point.
 */
export function RelativeTime({ value, exact = false }: { value: string | number; exact?: boolean }) {
  const at = toMillis(value);
  if (!Number.isFinite(at)) return <span>Unknown</span>;
  const exactText = formatExactTime(at);
  const relative = formatRelativeTime(at);
  const text = exact && relative ? `${exactText} (${relative})` : (relative ?? exactText);
  return (
    <time dateTime={new Date(at).toISOString()} title={exactText} className="tabular-nums">
      {text}
    </time>
  );
}
