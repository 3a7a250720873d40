import type { TaskAnalytics } from '@assay/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { median, minutesBetween, scoreDeciles } from './analytics-sql.js';

type TaskFigures = Omit<TaskAnalytics, 'kind' | 'id' | 'title'>;

/** Fewer candidates than this and the discrimination index means nothing: it is null. */
export const DISCRIMINATION_MIN_CANDIDATES = 10;
/** The upper and lower groups of the upper-lower index: each this share of the candidates (Kelley's 27 %). */
const GROUP_SHARE = 0.27;

/**
 * GET /analytics/task/:id: the scored final submissions of the tasks `tasks` selects (a query over `tasks` aliased
 * `t`: an assessment's, or a template's within the caller's reach), all time.
 */
export async function taskFigures(tx: DbExecutor, taskCondition: SQL): Promise<TaskFigures> {
  const finals = sql`select s.id, s.candidate_id, s.score, s.language, s.results, s.created_at, t.started_at
      from submissions s join tasks t on t.id = s.task_id
      join task_template_versions v on v.id = t.template_version_id
     where ${taskCondition} and s.kind = 'final' and s.status = 'scored'`;

  const [[totals], deciles, tests, languages, [discrimination]] = await Promise.all([
    rowsOf<{ attempts: number; candidates: number; medianMinutesToSolve: number | null }>(
      tx,
      sql`select count(*)::int as attempts, count(distinct candidate_id)::int as candidates,
                 ${median(minutesBetween(sql`started_at`, sql`created_at`), sql`started_at is not null`)} as "medianMinutesToSolve"
            from (${finals}) as finals`,
    ),
    scoreDeciles(tx, sql`select score from (${finals}) as finals`),
    // Each test's verdicts, read from the submissions' results in the template's order; counts only.
    rowsOf<TaskFigures['tests'][number]>(
      tx,
      sql`select test.value->>'id' as "testId", min(test.ordinal)::int as position,
                 bool_or((test.value->>'hidden')::boolean) as hidden, count(*)::int as runs,
                 count(*) filter (where test.value->>'verdict' = 'accepted')::int as passed,
                 (count(*) filter (where test.value->>'verdict' = 'accepted'))::float8 / nullif(count(*), 0) as "passRate"
            from (${finals}) as finals, jsonb_array_elements(finals.results) with ordinality as test(value, ordinal)
           group by test.value->>'id'
           order by bool_or((test.value->>'hidden')::boolean) desc, 6 asc, 2`,
    ),
    rowsOf<TaskFigures['languages'][number]>(
      tx,
      sql`select language, count(*)::int as submissions from (${finals}) as finals
           group by language order by count(*) desc, language`,
    ),
    rowsOf<{ index: number | null }>(tx, discriminationIndex(finals)),
  ]);
  return {
    attempts: totals!.attempts,
    candidates: totals!.candidates,
    scoreDeciles: deciles,
    tests,
    medianMinutesToSolve: totals!.medianMinutesToSolve,
    languages,
    discriminationIndex: discrimination?.index ?? null,
  };
}

/**
 * The upper-lower discrimination index: each candidate counted once (their best scored final submission, the
 * earliest of equals), ranked by score; the top and bottom 27 % (rounded, at least one) form the groups; per test,
 * the upper group's pass rate minus the lower's; the mean over the tests. A test absent from a submission's results
 * (code that did not compile) counts as failed there.
 */
function discriminationIndex(finals: SQL): SQL {
  return sql`with best as (
        select distinct on (candidate_id) candidate_id, score, results, created_at
          from (${finals}) as finals order by candidate_id, score desc, created_at),
      ranked as (
        select results, row_number() over (order by score desc, created_at, candidate_id) as rank,
               count(*) over () as n, greatest(1, round(count(*) over () * ${sql.raw(String(GROUP_SHARE))}))::int as k
          from best),
      grouped as (
        select results, n, k, case when rank <= k then 'upper' when rank > n - k then 'lower' end as grp
          from ranked),
      test_ids as (select distinct test.value->>'id' as id from best, jsonb_array_elements(best.results) as test(value)),
      per_test as (
        select test_ids.id,
               (count(*) filter (where grouped.grp = 'upper' and passed.yes))::float8 / max(grouped.k)
             - (count(*) filter (where grouped.grp = 'lower' and passed.yes))::float8 / max(grouped.k) as difference
          from test_ids cross join grouped
          cross join lateral (select exists (
            select 1 from jsonb_array_elements(grouped.results) as test(value)
             where test.value->>'id' = test_ids.id and test.value->>'verdict' = 'accepted') as yes) as passed
         where grouped.grp is not null
         group by test_ids.id)
    select case when (select count(*) from best) >= ${DISCRIMINATION_MIN_CANDIDATES}
                then (select avg(difference) from per_test)::float8 end as index`;
}
