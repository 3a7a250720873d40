import type { GamificationActivity } from '@assay/contracts';
import { cn } from '@/lib/utils';

const DAY_MS = 86_400_000;
export const CALENDAR_WEEKS = 12;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The UTC days the calendar shows, oldest first: this week (Sunday to today) and the eleven whole weeks before it,
 * so each column is a week and each row a weekday.
 */
export function calendarDays(now: number): string[] {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const weekday = new Date(today).getUTCDay();
  const first = today - ((CALENDAR_WEEKS - 1) * 7 + weekday) * DAY_MS;
  const days: string[] = [];
  for (let day = first; day <= today; day += DAY_MS) days.push(isoDay(day));
  return days;
}

export const solvesLabel = (solves: number, date: string) =>
  `${solves === 0 ? 'No' : solves} ${solves === 1 ? 'solve' : 'solves'} on ${date}`;

function shade(solves: number): string {
  if (solves === 0) return 'bg-muted';
  if (solves === 1) return 'bg-primary/40';
  if (solves <= 3) return 'bg-primary/70';
  return 'bg-primary';
}

/**
 * The streak's heat map of the last twelve weeks (UTC days, as the streak counts them). Every cell carries its words
 * ("3 solves on 2026-11-27") for screen readers and as a tooltip, so the colour is never the only signal.
 */
export function StreakCalendar({ activity, now }: { activity: GamificationActivity; now: number }) {
  const solvesByDay = new Map(activity.solve_days.map((day) => [day.date, day.solves]));
  const days = calendarDays(now);
  const activeDays = days.filter((day) => solvesByDay.has(day)).length;
  return (
    <div className="flex flex-col gap-2">
      <ol
        aria-label={`Solves per day over the last ${CALENDAR_WEEKS} weeks`}
        aria-describedby="streak-calendar-summary"
        className="grid w-max grid-flow-col grid-rows-7 gap-1"
      >
        {days.map((date) => {
          const solves = solvesByDay.get(date) ?? 0;
          const label = solvesLabel(solves, date);
          return (
            <li key={date} title={label} className={cn('size-3.5 rounded-sm border border-border/60', shade(solves))}>
              <span className="sr-only">{label}</span>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
        <p id="streak-calendar-summary">{`A solve on ${activeDays} of the last ${days.length} days (UTC).`}</p>
        {/* The cells say their own counts; the key is for the eye only. */}
        <div aria-hidden="true" className="flex items-center gap-1 text-xs">
          Fewer
          {[0, 1, 2, 4].map((solves) => (
            <span key={solves} className={cn('size-3 rounded-sm border border-border/60', shade(solves))} />
          ))}
          More
        </div>
      </div>
    </div>
  );
}
