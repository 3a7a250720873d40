import type { Difficulty, PracticeCatalogueQuery, PracticeStatus } from '@assay/contracts';
import { and, count, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { taskTemplates, taskTemplateVersions } from '../task-templates/task-templates.tables.js';
import { summaryColumns, summaryHasLanguage, type SummaryColumns } from '../task-templates/template-summary-columns.js';
import { tasks } from './tasks.tables.js';

/** A published platform template as practice browsing lists it, with the caller's standing and everyone's figures. */
export interface PracticeRow extends SummaryColumns {
  id: string;
  version: number;
  status: PracticeStatus;
  bestScore: number | null;
  openTaskId: string | null;
  scoredTasks: number;
  acceptedTasks: number;
}

const SOLVED = 100;

/** Practice browsing's one query: the catalogue joined with the caller's practice tasks and everyone's scores. */
export function createPracticeRepository(db: Database) {
  return {
    async catalogue(
      candidateId: string,
      query: PracticeCatalogueQuery,
      tx: DbExecutor = db,
    ): Promise<{ rows: PracticeRow[]; total: number }> {
      const mine = tx
        .select({
          templateId: sql<string>`${taskTemplateVersions.templateId}`.as('mine_template_id'),
          bestScore: sql<number | null>`max(${tasks.score})`.as('best_score'),
          openTaskId: sql<
            string | null
          >`(array_agg(${tasks.id} order by ${tasks.createdAt} desc) filter (where ${tasks.status} in ('assigned', 'in_progress')))[1]`.as(
            'open_task_id',
          ),
        })
        .from(tasks)
        .innerJoin(taskTemplateVersions, eq(taskTemplateVersions.id, tasks.templateVersionId))
        .where(and(eq(tasks.candidateId, candidateId), isNull(tasks.organizationId)))
        .groupBy(taskTemplateVersions.templateId)
        .as('mine');
      const everyone = tx
        .select({
          templateId: sql<string>`${taskTemplateVersions.templateId}`.as('everyone_template_id'),
          scored: sql<number>`count(*)::int`.as('scored_tasks'),
          accepted: sql<number>`(count(*) filter (where ${tasks.score} = ${SOLVED}))::int`.as('accepted_tasks'),
        })
        .from(tasks)
        .innerJoin(taskTemplateVersions, eq(taskTemplateVersions.id, tasks.templateVersionId))
        // Practice tasks only: an organization's assigned tasks, and their scores, stay the organization's.
        .where(and(eq(tasks.status, 'scored'), isNull(tasks.organizationId)))
        .groupBy(taskTemplateVersions.templateId)
        .as('everyone');

      // The published content's summary, kept beside it: reading fields out of the content itself reads it whole.
      const summary = sql`${taskTemplates.publishedSummary}`;
      const status = sql<PracticeStatus>`(case when ${mine.bestScore} = ${SOLVED} then 'solved' when ${mine.templateId} is not null then 'attempted' else 'not_started' end)`;
      const conditions: SQL[] = [
        isNull(taskTemplates.organizationId),
        isNotNull(taskTemplates.published),
        isNull(taskTemplates.archivedAt),
      ];
      if (query.difficulty) conditions.push(sql`${summary}->>'difficulty' = ${query.difficulty}`);
      if (query.programming_language) conditions.push(summaryHasLanguage(summary, query.programming_language));
      if (query.category) conditions.push(sql`${summary}->'tags'->>0 = ${query.category}`);
      if (query.search) {
        const pattern = containsPattern(query.search);
        conditions.push(sql`(${summary}->>'title' ilike ${pattern} or ${summary}->>'tags' ilike ${pattern})`);
      }
      if (query.status) conditions.push(sql`${status} = ${query.status}`);
      const where = and(...conditions);

      const [rows, [totals]] = await Promise.all([
        tx
          .select({
            id: taskTemplates.id,
            version: taskTemplates.publishedVersion,
            ...summaryColumns(summary),
            status,
            bestScore: mine.bestScore,
            openTaskId: mine.openTaskId,
            scoredTasks: sql<number>`coalesce(${everyone.scored}, 0)`,
            acceptedTasks: sql<number>`coalesce(${everyone.accepted}, 0)`,
          })
          .from(taskTemplates)
          .leftJoin(mine, eq(mine.templateId, taskTemplates.id))
          .leftJoin(everyone, eq(everyone.templateId, taskTemplates.id))
          .where(where)
          .orderBy(
            sql`case ${summary}->>'difficulty' when 'easy' then 0 when 'medium' then 1 when 'hard' then 2 else 3 end`,
            sql`${summary}->>'title'`,
            taskTemplates.id,
          )
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        tx
          .select({ total: count() })
          .from(taskTemplates)
          .leftJoin(mine, eq(mine.templateId, taskTemplates.id))
          .where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /** Published platform templates by id, with the candidate's best practice score on each (null: never scored). */
    standing: (candidateId: string, templateIds: string[], tx: DbExecutor = db) =>
      templateIds.length === 0
        ? Promise.resolve([])
        : tx
            .select({
              id: taskTemplates.id,
              title: sql<string>`${taskTemplates.publishedSummary}->>'title'`,
              difficulty: sql<Difficulty>`${taskTemplates.publishedSummary}->>'difficulty'`,
              // Written out with aliases: inside a select, drizzle names columns without their tables.
              bestScore: sql<
                number | null
              >`(select max(t.score) from ${tasks} t inner join ${taskTemplateVersions} v on v.id = t.template_version_id where v.template_id = ${taskTemplates}.id and t.candidate_id = ${candidateId} and t.organization_id is null)`,
            })
            .from(taskTemplates)
            .where(
              and(
                inArray(taskTemplates.id, templateIds),
                isNull(taskTemplates.organizationId),
                isNotNull(taskTemplates.published),
              ),
            ),
  };
}
export type PracticeRepository = ReturnType<typeof createPracticeRepository>;
