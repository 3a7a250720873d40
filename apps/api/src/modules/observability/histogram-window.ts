import { API_PREFIX } from '@assay/contracts';

/** One label set of the request histogram at one moment: cumulative bucket counts (by `le`) and the total count. */
export interface SeriesSnapshot {
  labels: Record<string, string>;
  /** Cumulative counts for each finite upper bound, in the histogram's bucket order. */
  buckets: number[];
  count: number;
}

/** The request histogram and the runs counter at one moment. */
export interface MetricsSnapshot {
  at: number;
  requests: Map<string, SeriesSnapshot>;
  runs: Map<string, number>;
}

export const emptySnapshot = (at: number): MetricsSnapshot => ({ at, requests: new Map(), runs: new Map() });

interface PromValue {
  labels: Record<string, string | number>;
  value: number;
  metricName?: string;
}

/** Reads prom-client's `histogram.get()` values into one cumulative series per label set. */
export function readHistogram(values: PromValue[], bounds: readonly number[]): Map<string, SeriesSnapshot> {
  const series = new Map<string, SeriesSnapshot>();
  for (const value of values) {
    const { le, ...rest } = value.labels;
    const labels = Object.fromEntries(Object.entries(rest).map(([key, label]) => [key, String(label)]));
    const key = JSON.stringify(labels);
    let entry = series.get(key);
    if (!entry) {
      entry = { labels, buckets: bounds.map(() => 0), count: 0 };
      series.set(key, entry);
    }
    if (value.metricName?.endsWith('_count')) entry.count = value.value;
    else if (value.metricName?.endsWith('_bucket') && le !== '+Inf') {
      const index = bounds.indexOf(Number(le));
      if (index >= 0) entry.buckets[index] = value.value;
    }
  }
  return series;
}

/** `now − base` for every series in `now` (a series absent from `base` started at zero). */
export function subtract(now: Map<string, SeriesSnapshot>, base: Map<string, SeriesSnapshot>): SeriesSnapshot[] {
  return [...now.entries()].map(([key, series]) => {
    const before = base.get(key);
    return {
      labels: series.labels,
      buckets: series.buckets.map((value, index) => value - (before?.buckets[index] ?? 0)),
      count: series.count - (before?.count ?? 0),
    };
  });
}

/** Adds series bucket by bucket. */
export function sum(series: SeriesSnapshot[], size: number): { buckets: number[]; count: number } {
  const buckets = new Array<number>(size).fill(0);
  let count = 0;
  for (const entry of series) {
    entry.buckets.forEach((value, index) => (buckets[index] = buckets[index]! + value));
    count += entry.count;
  }
  return { buckets, count };
}

/**
 * The q-quantile of a bucketed distribution, interpolated linearly inside its bucket as Prometheus's
 * histogram_quantile does; a quantile past the last finite bound answers that bound. Null without observations.
 */
export function quantile(q: number, bounds: readonly number[], cumulative: number[], count: number): number | null {
  if (count <= 0) return null;
  const rank = q * count;
  for (let index = 0; index < bounds.length; index++) {
    const upTo = cumulative[index]!;
    if (upTo >= rank) {
      const lower = index === 0 ? 0 : bounds[index - 1]!;
      const below = index === 0 ? 0 : cumulative[index - 1]!;
      const inBucket = upTo - below;
      return inBucket === 0 ? lower : lower + (bounds[index]! - lower) * ((rank - below) / inBucket);
    }
  }
  return bounds[bounds.length - 1]!;
}

/**
 * The family a route belongs to on the admin's overview: the first path segment after the API prefix
 * (`/api/v1/tasks/:id` → `tasks`); `auth`, `health` and `metrics` for those; `web` for the app's pages and files.
 */
export function routeFamily(route: string): string {
  if (route === 'unmatched') return route;
  if (route.startsWith(`${API_PREFIX}/`)) return route.slice(API_PREFIX.length + 1).split('/')[0] || 'api';
  const first = route.split('/')[1] ?? '';
  return ['auth', 'health', 'metrics'].includes(first) ? first : 'web';
}
