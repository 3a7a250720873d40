import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '@assay/contracts';
import { cn } from '@/lib/utils';

/** The org analytics ranges (`?days=`); the API takes any 1–365, the page offers these four. */
export const ANALYTICS_RANGES = [7, 30, 90, 365] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

/** The range in the URL, or the API's default (30) when it is absent or not one of the four. */
export function readRange(value: string | null, fallback: number): number {
  return ANALYTICS_RANGES.find((days) => String(days) === value) ?? fallback;
}

export function readPeriod(value: string | null, fallback: AnalyticsPeriod): AnalyticsPeriod {
  return ANALYTICS_PERIODS.find((period) => period === value) ?? fallback;
}

/** A row of pressed-state buttons, one per choice: the range a page's figures cover. */
export function RangePicker<Value extends string | number>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex overflow-hidden rounded-md border border-border">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className={cn(
            'h-9 border-l border-border px-3 text-sm font-medium outline-none first:border-l-0 focus-visible:ring-2 focus-visible:ring-ring',
            option.value === value ? 'bg-primary text-primary-foreground' : 'bg-background hover:bg-muted',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

export const rangeOptions = ANALYTICS_RANGES.map((days) => ({ value: days, label: `${days} days` }));
export const periodOptions = ANALYTICS_PERIODS.map((period) => ({
  value: period,
  label: `${period.slice(0, -1)} days`,
}));
