import type { WebVitalName, WebVitalsReport, WebVitalsSummary } from '@assay/contracts';
import { and, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { webVitalBuckets } from './observability.tables.js';

/** Bucket upper bounds growing by 10 % each: any percentile read from them is within 10 % of the sample's. */
function geometricBounds(first: number, last: number): number[] {
  const bounds: number[] = [];
  for (let bound = first; bound < last * 1.1; bound *= 1.1) bounds.push(Number(bound.toPrecision(4)));
  return bounds;
}
/** LCP and INP in milliseconds (10 ms to 60 s); CLS unitless (0.001 to 10). */
export const WEB_VITAL_BOUNDS: Record<WebVitalName, number[]> = {
  LCP: geometricBounds(10, 60_000),
  INP: geometricBounds(10, 60_000),
  CLS: geometricBounds(0.001, 10),
};

/** The index of the bucket a value falls in (the first bound at or above it; past the last, the last). */
export function bucketOf(name: WebVitalName, value: number): number {
  const bounds = WEB_VITAL_BOUNDS[name];
  const index = bounds.findIndex((bound) => value <= bound);
  return index === -1 ? bounds.length - 1 : index;
}

/** The q-quantile of bucket counts, as the upper bound of the bucket it falls in (a value of 0 stays 0). */
export function quantileOfBuckets(name: WebVitalName, counts: Map<number, number>, q: number): number {
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  let seen = 0;
  for (const index of [...counts.keys()].sort((a, b) => a - b)) {
    seen += counts.get(index)!;
    if (seen >= q * total) return WEB_VITAL_BOUNDS[name][index]!;
  }
  return 0;
}

/** Web vitals kept as counts per (day, page, measure, bucket): one upsert per measure, never a row per page load. */
export function createWebVitalsRepository(db: Database) {
  return {
    async record(report: WebVitalsReport, day: string): Promise<void> {
      for (const metric of report.metrics) {
        await db
          .insert(webVitalBuckets)
          .values({ day, page: report.page, name: metric.name, bucket: bucketOf(metric.name, metric.value), count: 1 })
          .onConflictDoUpdate({
            target: [webVitalBuckets.day, webVitalBuckets.page, webVitalBuckets.name, webVitalBuckets.bucket],
            set: { count: sql`${webVitalBuckets.count} + 1` },
          });
      }
    },

    /** p75 of each measure per page over the last `days` (UTC, today included), pages with most samples first. */
    async summary(days: number): Promise<WebVitalsSummary> {
      const rows = await db
        .select({
          page: webVitalBuckets.page,
          name: webVitalBuckets.name,
          bucket: webVitalBuckets.bucket,
          count: sql<number>`sum(${webVitalBuckets.count})::int`,
        })
        .from(webVitalBuckets)
        .where(and(gte(webVitalBuckets.day, sql`(now() at time zone 'utc')::date - ${days - 1}::int`)))
        .groupBy(webVitalBuckets.page, webVitalBuckets.name, webVitalBuckets.bucket);
      const groups = new Map<string, { page: string; name: WebVitalName; counts: Map<number, number> }>();
      for (const row of rows) {
        const key = `${row.page}\n${row.name}`;
        const group = groups.get(key) ?? { page: row.page, name: row.name, counts: new Map<number, number>() };
        group.counts.set(row.bucket, Number(row.count));
        groups.set(key, group);
      }
      const items = [...groups.values()].map((group) => ({
        page: group.page,
        name: group.name,
        p75: quantileOfBuckets(group.name, group.counts, 0.75),
        samples: [...group.counts.values()].reduce((sum, count) => sum + count, 0),
      }));
      items.sort((a, b) => b.samples - a.samples || a.page.localeCompare(b.page) || a.name.localeCompare(b.name));
      return { days, items };
    },
  };
}
export type WebVitalsRepository = ReturnType<typeof createWebVitalsRepository>;
