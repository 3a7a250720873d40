import { ANALYTICS_PASS_SCORE, type OrgAnalytics } from '@assay/contracts';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { type AnalyticsWindow, hoursBetween, median, templateTitle, timestamp, utcDay } from './analytics-sql.js';

type OrgFigures = Omit<OrgAnalytics, 'organizationId' | 'days' | 'from' | 'to'>;

/**
 * GET /analytics/org/:id in one statement: three small sets are read once each, from indexes (bench/README.md),
 * then every figure is an aggregate over them. Tasks count from their assignment in the window (the funnel, sent);
 * scores, pass rates and languages from the final submissions made in it; decisions and reviewer figures from the
 * reviews decided (or begun) in it. A task given in the window can only have been reviewed in it, so the funnel's
 * "reviewed" reads the window's reviews too.
 */
export async function orgFigures(tx: DbExecutor, organizationId: string, window: AnalyticsWindow): Promise<OrgFigures> {
  const from = timestamp(window.from);
  const [row] = await rowsOf<OrgFigures>(
    tx,
    sql`with window_reviews as materialized (
          select r.reviewer_id, r.decision, r.decided_at, s.task_id, s.created_at as submitted_at
            from reviews r
           cross join lateral (select task_id, created_at from submissions
                                where id = r.submission_id and kind = 'final' limit 1) as s
           where r.organization_id = ${organizationId} and (r.started_at >= ${from} or r.decided_at >= ${from})),
        sent as materialized (
          select t.id, t.assessment_id, t.created_at, t.started_at, t.submitted_at, t.status
            from tasks t where t.organization_id = ${organizationId} and t.created_at >= ${from}),
        finals as materialized (
          select s.status, s.score, s.language, s.created_at, t.assessment_id
            from submissions s join tasks t on t.id = s.task_id and t.organization_id = ${organizationId}
           where s.kind = 'final' and s.created_at >= ${from}),
        decided as (select * from window_reviews where decided_at >= ${from}),
        scored as (select * from finals where status = 'scored')
      select
        (select json_build_object(
                  'sent', count(*), 'started', count(*) filter (where started_at is not null or submitted_at is not null),
                  'submitted', count(*) filter (where submitted_at is not null),
                  'scored', count(*) filter (where status = 'scored'),
                  'reviewed', count(*) filter (where id in (select task_id from decided)))
           from sent) as funnel,
        (select ${median(hoursBetween(sql`created_at`, sql`submitted_at`))} from sent where submitted_at is not null)
          as "medianHoursToSubmit",
        (select json_agg(json_build_object('from', bucket * 10, 'to', bucket * 10 + 10, 'count', coalesce(n, 0))
                         order by bucket)
           from generate_series(0, 9) as bucket
           left join (select least(width_bucket(score::float8, 0::float8, 100::float8, 10), 10) - 1 as decile,
                             count(*) as n
                        from scored group by 1) as deciles on deciles.decile = bucket) as "scoreDeciles",
        (select coalesce(json_agg(json_build_object('assessmentId', a.id, 'title', ${templateTitle(sql`tt`)},
                                  'sent', coalesce(by_sent.sent, 0), 'submitted', coalesce(by_sent.submitted, 0),
                                  'passRate', by_score.pass_rate, 'medianScore', by_score.median_score)
                                  order by a.created_at desc, a.id), '[]')
           from assessments a
           join task_templates tt on tt.id = a.template_id
           left join (select assessment_id, count(*) as sent, count(*) filter (where submitted_at is not null) as submitted
                        from sent group by assessment_id) as by_sent on by_sent.assessment_id = a.id
           left join (select assessment_id,
                             (count(*) filter (where score >= ${ANALYTICS_PASS_SCORE}))::float8 / count(*) as pass_rate,
                             ${median(sql`score`)} as median_score
                        from scored group by assessment_id) as by_score on by_score.assessment_id = a.id
          where a.organization_id = ${organizationId}
            and (by_sent.assessment_id is not null or by_score.assessment_id is not null)) as assessments,
        (select json_build_object('advance', count(*) filter (where decision = 'advance'),
                                  'hold', count(*) filter (where decision = 'hold'),
                                  'reject', count(*) filter (where decision = 'reject'))
           from decided) as decisions,
        (select ${median(hoursBetween(sql`submitted_at`, sql`decided_at`))} from decided) as "medianHoursToReview",
        (select coalesce(json_agg(json_build_object('language', language, 'submissions', n) order by n desc, language), '[]')
           from (select language, count(*) as n from finals group by language) as used) as languages,
        (select coalesce(json_agg(json_build_object('reviewerId', w.reviewer_id, 'name', u.name, 'reviews', w.reviews,
                                  'decided', w.decided, 'medianHoursToReview', w.median_hours)
                                  order by w.reviews desc, u.name, w.reviewer_id), '[]')
           from (select reviewer_id, count(*) as reviews, count(*) filter (where decided_at >= ${from}) as decided,
                        ${median(hoursBetween(sql`submitted_at`, sql`decided_at`), sql`decided_at >= ${from}`)} as median_hours
                   from window_reviews group by reviewer_id) as w
           join users u on u.id = w.reviewer_id) as reviewers,
        (select json_agg(json_build_object('date', to_char(day, 'YYYY-MM-DD'), 'sent', coalesce(by_sent.n, 0),
                                           'submitted', coalesce(by_submitted.n, 0), 'reviewed', coalesce(by_review.n, 0))
                         order by day)
           from (select generate_series(${window.firstDay}::date, ${window.lastDay}::date, interval '1 day')::date as day)
                as series
           left join (select ${utcDay(sql`created_at`)} as d, count(*) as n from sent group by 1) as by_sent on by_sent.d = day
           left join (select ${utcDay(sql`created_at`)} as d, count(*) as n from finals group by 1) as by_submitted
                  on by_submitted.d = day
           left join (select ${utcDay(sql`decided_at`)} as d, count(*) as n from decided group by 1) as by_review
                  on by_review.d = day) as daily`,
  );
  return row!;
}
