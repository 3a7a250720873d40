import { ANALYTICS_PASS_SCORE, type ScoreDecile } from '@assay/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/** The window a response covers, and its days in UTC: `days` rows, the first starting at `from`, the last today. */
export interface AnalyticsWindow {
  days: number;
  /** Midnight UTC of the window's first day. */
  from: Date;
  to: Date;
  firstDay: string;
  lastDay: string;
}

const DAY_MS = 86_400_000;
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

export function windowOf(days: number, now: Date): AnalyticsWindow {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (days - 1) * DAY_MS);
  return { days, from, to: now, firstDay: dayOf(from), lastDay: dayOf(now) };
}

export const timestamp = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** A UTC calendar day of a timestamp, for daily series whatever the session's time zone. */
export const utcDay = (column: SQL) => sql`(${column} at time zone 'UTC')::date`;

/** A median of an expression, as float8 (null over no rows), optionally of the rows a filter keeps. */
export const median = (expression: SQL, filter?: SQL) =>
  filter
    ? sql`(percentile_cont(0.5) within group (order by ${expression}) filter (where ${filter}))::float8`
    : sql`(percentile_cont(0.5) within group (order by ${expression}))::float8`;

/** Hours between two timestamps. */
export const hoursBetween = (start: SQL, end: SQL) => sql`extract(epoch from (${end} - ${start})) / 3600`;
export const minutesBetween = (start: SQL, end: SQL) => sql`extract(epoch from (${end} - ${start})) / 60`;

/** The share of rows scoring at least the pass mark, as float8, null over no rows. */
export const passRate = (score: SQL) =>
  sql`(count(*) filter (where ${score} >= ${ANALYTICS_PASS_SCORE}))::float8 / nullif(count(*), 0)`;

/**
 * Scores in ten buckets, [0, 10) … [90, 100] (width_bucket puts 100 in an eleventh, folded into the tenth), every
 * bucket present: `scores` is a query whose one column is `score`.
 */
export async function scoreDeciles(tx: DbExecutor, scores: SQL): Promise<ScoreDecile[]> {
  return rowsOf<ScoreDecile>(
    tx,
    sql`select bucket * 10 as "from", bucket * 10 + 10 as "to", count(scored.score)::int as count
          from generate_series(0, 9) as bucket
          left join (select least(width_bucket(score::float8, 0::float8, 100::float8, 10), 10) - 1 as decile, score from (${scores}) as scores
                      where score is not null) as scored on scored.decile = bucket
         group by bucket order by bucket`,
  );
}

/** The title a list shows of a template, read from its small summary, never from its content (megabytes of tests). */
export const templateTitle = (template: SQL) =>
  sql`coalesce(${template}.published_summary, ${template}.draft_summary)->>'title'`;
