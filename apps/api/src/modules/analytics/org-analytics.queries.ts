import type { OrgAnalytics } from '@assay/contracts';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import {
  type AnalyticsWindow,
  hoursBetween,
  median,
  passRate,
  rowsOf,
  scoreDeciles,
  templateTitle,
  timestamp,
  utcDay,
} from './analytics-sql.js';

type OrgFigures = Omit<OrgAnalytics, 'organizationId' | 'days' | 'from' | 'to'>;

/**
 * GET /analytics/org/:id, figure by figure, each an aggregate the database computes. Tasks count from their
 * assignment in the window (the funnel, sent); scores, pass rates and languages from the final submissions made in
 * it; decisions and reviewer figures from the reviews decided (or begun) in it.
 */
export async function orgFigures(tx: DbExecutor, organizationId: string, window: AnalyticsWindow): Promise<OrgFigures> {
  const from = timestamp(window.from);
  const sentTasks = sql`select * from tasks where organization_id = ${organizationId} and created_at >= ${from}`;
  // Final submissions made in the window, of the organization's tasks.
  const finals = sql`select s.id, s.task_id, s.status, s.score, s.language, s.created_at, t.assessment_id
      from submissions s join tasks t on t.id = s.task_id
     where t.organization_id = ${organizationId} and s.kind = 'final' and s.created_at >= ${from}`;
  const scoredFinals = sql`select * from (${finals}) as finals where status = 'scored'`;
  const windowReviews = sql`select r.*, s.created_at as submitted_at
      from reviews r join submissions s on s.id = r.submission_id
     where r.organization_id = ${organizationId} and (r.started_at >= ${from} or r.decided_at >= ${from})`;
  const decidedInWindow = sql`decided_at >= ${from}`;

  const [funnelRows, scoreDecilesRows, assessments, decisionRows, languages, reviewers, daily] = await Promise.all([
    rowsOf<OrgFigures['funnel'] & { medianHoursToSubmit: number | null }>(
      tx,
      sql`select count(*)::int as sent,
                 count(*) filter (where started_at is not null or submitted_at is not null)::int as started,
                 count(*) filter (where submitted_at is not null)::int as submitted,
                 count(*) filter (where status = 'scored')::int as scored,
                 count(*) filter (where exists (
                   select 1 from submissions s join reviews r on r.submission_id = s.id
                    where s.task_id = sent.id and r.decided_at is not null))::int as reviewed,
                 ${median(hoursBetween(sql`created_at`, sql`submitted_at`), sql`submitted_at is not null`)} as "medianHoursToSubmit"
            from (${sentTasks}) as sent`,
    ),
    scoreDeciles(tx, sql`select score from (${scoredFinals}) as scored`),
    rowsOf<OrgFigures['assessments'][number]>(
      tx,
      sql`with sent as (
            select assessment_id, count(*)::int as sent, count(*) filter (where submitted_at is not null)::int as submitted
              from (${sentTasks}) as sent group by assessment_id),
          scored as (
            select assessment_id, ${passRate(sql`score`)} as pass_rate, ${median(sql`score`)} as median_score
              from (${scoredFinals}) as scored group by assessment_id)
          select a.id as "assessmentId", ${templateTitle(sql`tt`)} as title,
                 coalesce(sent.sent, 0) as sent, coalesce(sent.submitted, 0) as submitted,
                 scored.pass_rate as "passRate", scored.median_score as "medianScore"
            from assessments a
            join task_templates tt on tt.id = a.template_id
            left join sent on sent.assessment_id = a.id
            left join scored on scored.assessment_id = a.id
           where a.organization_id = ${organizationId} and (sent.assessment_id is not null or scored.assessment_id is not null)
           order by a.created_at desc, a.id`,
    ),
    rowsOf<OrgFigures['decisions'] & { medianHoursToReview: number | null }>(
      tx,
      sql`select count(*) filter (where decision = 'advance')::int as advance,
                 count(*) filter (where decision = 'hold')::int as hold,
                 count(*) filter (where decision = 'reject')::int as reject,
                 ${median(hoursBetween(sql`submitted_at`, sql`decided_at`))} as "medianHoursToReview"
            from (${windowReviews}) as reviews where ${decidedInWindow}`,
    ),
    rowsOf<OrgFigures['languages'][number]>(
      tx,
      sql`select language, count(*)::int as submissions from (${finals}) as finals
           group by language order by count(*) desc, language`,
    ),
    rowsOf<OrgFigures['reviewers'][number]>(
      tx,
      sql`select reviews.reviewer_id as "reviewerId", u.name, count(*)::int as reviews,
                 count(*) filter (where ${decidedInWindow})::int as decided,
                 ${median(hoursBetween(sql`submitted_at`, sql`decided_at`), decidedInWindow)} as "medianHoursToReview"
            from (${windowReviews}) as reviews join users u on u.id = reviews.reviewer_id
           group by reviews.reviewer_id, u.name order by count(*) desc, u.name, reviews.reviewer_id`,
    ),
    rowsOf<OrgFigures['daily'][number]>(
      tx,
      sql`with sent as (select ${utcDay(sql`created_at`)} as day, count(*) as n from (${sentTasks}) as sent group by 1),
               submitted as (select ${utcDay(sql`created_at`)} as day, count(*) as n from (${finals}) as finals group by 1),
               reviewed as (select ${utcDay(sql`decided_at`)} as day, count(*) as n
                              from reviews where organization_id = ${organizationId} and ${decidedInWindow} group by 1)
          select to_char(day, 'YYYY-MM-DD') as date, coalesce(sent.n, 0)::int as sent,
                 coalesce(submitted.n, 0)::int as submitted, coalesce(reviewed.n, 0)::int as reviewed
            from (select generate_series(${window.firstDay}::date, ${window.lastDay}::date, interval '1 day')::date as day) as series
            left join sent using (day) left join submitted using (day) left join reviewed using (day)
           order by day`,
    ),
  ]);
  const { medianHoursToSubmit, ...funnel } = funnelRows[0]!;
  const { medianHoursToReview, ...decisions } = decisionRows[0]!;
  return {
    funnel,
    medianHoursToSubmit,
    scoreDeciles: scoreDecilesRows,
    assessments,
    decisions,
    languages,
    reviewers,
    medianHoursToReview,
    daily,
  };
}
