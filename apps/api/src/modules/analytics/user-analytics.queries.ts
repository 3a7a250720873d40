import type { UserAnalytics } from '@assay/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { type AnalyticsWindow, median, minutesBetween, templateTitle, timestamp } from './analytics-sql.js';

type UserFigures = Omit<UserAnalytics, 'userId' | 'name' | 'days' | 'from' | 'to'>;

/** A task's category: its template's first tag (as the practice filters read it). */
const UNCATEGORIZED = 'uncategorized';

/**
 * GET /analytics/user/:id and /analytics/performance: one person's tasks in reach (`taskScope`, a condition on `t`:
 * a staff caller's organization only), their scored final submissions made in the window, and their runs.
 */
export async function userFigures(
  tx: DbExecutor,
  userId: string,
  taskScope: SQL,
  window: AnalyticsWindow,
): Promise<UserFigures> {
  const from = timestamp(window.from);
  // Each task's template summary: title, difficulty and tags, never its content.
  const scored = sql`select s.task_id, s.score, s.language, s.created_at, ${templateTitle(sql`tt`)} as title,
         coalesce(tt.published_summary, tt.draft_summary) as summary
      from submissions s join tasks t on t.id = s.task_id
      join task_template_versions v on v.id = t.template_version_id
      join task_templates tt on tt.id = v.template_id
     where t.candidate_id = ${userId} and ${taskScope} and s.kind = 'final' and s.status = 'scored'
       and s.created_at >= ${from}`;
  const submittedTasks = sql`select distinct t.id, t.started_at, ${templateTitle(sql`tt`)} as title
      from tasks t join submissions s on s.task_id = t.id
      join task_template_versions v on v.id = t.template_version_id
      join task_templates tt on tt.id = v.template_id
     where t.candidate_id = ${userId} and ${taskScope} and s.kind = 'final' and s.created_at >= ${from}`;

  const [scores, byDifficulty, byCategory, languages, runsPerTask, [firstPass]] = await Promise.all([
    rowsOf<{ taskId: string; title: string; score: number; submittedAt: string | Date }>(
      tx,
      sql`select task_id as "taskId", title, score, created_at as "submittedAt" from (${scored}) as scored
           order by created_at, task_id`,
    ),
    rowsOf<UserFigures['byDifficulty'][number]>(
      tx,
      sql`select summary->>'difficulty' as difficulty, count(distinct task_id)::int as tasks, ${median(sql`score`)} as "medianScore"
            from (${scored}) as scored group by 1
           order by array_position(array['easy', 'medium', 'hard', 'expert'], summary->>'difficulty')`,
    ),
    rowsOf<UserFigures['byCategory'][number]>(
      tx,
      sql`select coalesce(summary->'tags'->>0, ${UNCATEGORIZED}) as category, count(distinct task_id)::int as tasks,
                 ${median(sql`score`)} as "medianScore"
            from (${scored}) as scored group by 1 order by count(distinct task_id) desc, 1`,
    ),
    rowsOf<UserFigures['languages'][number]>(
      tx,
      sql`select language, count(*)::int as submissions from (${scored}) as scored
           group by language order by count(*) desc, language`,
    ),
    rowsOf<UserFigures['runsPerTask'][number]>(
      tx,
      sql`select submitted.id as "taskId", submitted.title,
                 (select count(*) from submissions a where a.task_id = submitted.id and a.kind = 'attempt')::int as runs
            from (${submittedTasks}) as submitted order by runs desc, submitted.title, submitted.id`,
    ),
    // A run that passed every test: scored, with results, none of them anything but accepted.
    rowsOf<{ median: number | null }>(
      tx,
      sql`select ${median(minutesBetween(sql`started_at`, sql`first_pass`))} as median
            from (select submitted.started_at,
                         (select min(p.created_at) from submissions p
                           where p.task_id = submitted.id and p.status = 'scored' and jsonb_array_length(p.results) > 0
                             and not exists (select 1 from jsonb_array_elements(p.results) as test(value)
                                              where test.value->>'verdict' <> 'accepted')) as first_pass
                    from (${submittedTasks}) as submitted where submitted.started_at is not null) as passes
           where first_pass is not null`,
    ),
  ]);
  return {
    scores: scores.map((row) => ({ ...row, submittedAt: new Date(row.submittedAt).toISOString() })),
    byDifficulty,
    byCategory,
    languages,
    runsPerTask,
    medianMinutesToFirstPass: firstPass?.median ?? null,
  };
}
