import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '@assay/contracts';

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

export const rangeOptions = ANALYTICS_RANGES.map((days) => ({ value: days, label: `${days} days` }));
export const periodOptions = ANALYTICS_PERIODS.map((period) => ({
  value: period,
  label: `${period.slice(0, -1)} days`,
}));
