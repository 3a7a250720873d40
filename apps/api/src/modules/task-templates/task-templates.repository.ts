import type { TemplateListQuery } from '@assay/contracts';
import { and, count, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { taskTemplates, taskTemplateVersions } from './task-templates.tables.js';
import { summaryColumns, summaryHasLanguage, type SummaryColumns } from './template-summary-columns.js';

export type TemplateRow = typeof taskTemplates.$inferSelect;
export type TemplateVersionRow = typeof taskTemplateVersions.$inferSelect;
/** What a list shows of a template (TemplateSummary's fields), read out of its content by the database. */
export interface TemplateListRow extends SummaryColumns {
  id: string;
  organizationId: string | null;
  publishedVersion: number;
  updatedAt: Date;
  hasUnpublishedChanges: boolean;
}

/**
 * Whose list it is. The admin sees every template's draft; staff see their organization's drafts and the published
 * platform templates; the public sees published platform templates only.
 */
export type TemplateAudience = { kind: 'admin' } | { kind: 'staff'; organizationId: string } | { kind: 'public' };

/**
 * The summary of the content a list shows and filters on: the draft's for those who edit the template, the published
 * copy's for the others.
 */
function visibleSummary(audience: TemplateAudience): SQL {
  if (audience.kind === 'admin') return sql`${taskTemplates.draftSummary}`;
  if (audience.kind === 'public') return sql`${taskTemplates.publishedSummary}`;
  return sql`(case when ${taskTemplates.organizationId} = ${audience.organizationId} then ${taskTemplates.draftSummary} else ${taskTemplates.publishedSummary} end)`;
}

function visibleRows(audience: TemplateAudience, scope: TemplateListQuery['scope']): SQL[] {
  const publishedPlatform = and(isNull(taskTemplates.organizationId), isNotNull(taskTemplates.published))!;
  const conditions: SQL[] = [isNull(taskTemplates.archivedAt)];
  if (audience.kind === 'public') conditions.push(publishedPlatform);
  if (audience.kind === 'staff')
    conditions.push(or(eq(taskTemplates.organizationId, audience.organizationId), publishedPlatform)!);
  if (scope === 'platform') conditions.push(isNull(taskTemplates.organizationId));
  if (scope === 'organization') conditions.push(isNotNull(taskTemplates.organizationId));
  return conditions;
}

/** Templates and their published versions. */
export function createTaskTemplatesRepository(db: Database) {
  return {
    async insert(row: typeof taskTemplates.$inferInsert, tx: DbExecutor = db): Promise<TemplateRow> {
      const [inserted] = await tx.insert(taskTemplates).values(row).returning();
      return inserted!;
    },

    /** Whether any template, archived or not, has this id. */
    async existsWithId(id: string, tx: DbExecutor = db): Promise<boolean> {
      const [row] = await tx.select({ id: taskTemplates.id }).from(taskTemplates).where(eq(taskTemplates.id, id));
      return row !== undefined;
    },

    /** The challenge library's templates (archived ones too), each with the fingerprint of its newest version. */
    async libraryFingerprints(tx: DbExecutor = db): Promise<Map<string, string | null>> {
      const rows = await tx
        .select({ id: taskTemplates.id, fingerprint: taskTemplates.libraryFingerprint })
        .from(taskTemplates)
        .where(isNotNull(taskTemplates.libraryFingerprint));
      return new Map(rows.map((row) => [row.id, row.fingerprint]));
    },

    /** A template that is not archived. */
    /** The template, locked until the transaction ends: a second publish waits and then sees the first's result. */
    async lockForPublish(id: string, tx: DbExecutor): Promise<TemplateRow | null> {
      const [row] = await tx
        .select()
        .from(taskTemplates)
        .where(and(eq(taskTemplates.id, id), isNull(taskTemplates.archivedAt)))
        .for('update');
      return row ?? null;
    },

    async findById(id: string, tx: DbExecutor = db): Promise<TemplateRow | null> {
      const [row] = await tx
        .select()
        .from(taskTemplates)
        .where(and(eq(taskTemplates.id, id), isNull(taskTemplates.archivedAt)));
      return row ?? null;
    },

    async update(
      id: string,
      patch: Partial<
        Pick<
          TemplateRow,
          'draft' | 'published' | 'publishedVersion' | 'publishedAt' | 'archivedAt' | 'libraryFingerprint'
        >
      >,
      tx: DbExecutor = db,
    ): Promise<TemplateRow> {
      const [row] = await tx
        .update(taskTemplates)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(taskTemplates.id, id))
        .returning();
      return row!;
    },

    async insertVersion(
      row: typeof taskTemplateVersions.$inferInsert,
      tx: DbExecutor = db,
    ): Promise<TemplateVersionRow> {
      const [inserted] = await tx.insert(taskTemplateVersions).values(row).returning();
      return inserted!;
    },

    /** Every published version of a template, newest first (its history). */
    async versionsOf(templateId: string, tx: DbExecutor = db): Promise<TemplateVersionRow[]> {
      return tx
        .select()
        .from(taskTemplateVersions)
        .where(eq(taskTemplateVersions.templateId, templateId))
        .orderBy(desc(taskTemplateVersions.version));
    },

    async versionsByIds(ids: string[], tx: DbExecutor = db): Promise<TemplateVersionRow[]> {
      if (ids.length === 0) return [];
      return tx.select().from(taskTemplateVersions).where(inArray(taskTemplateVersions.id, ids));
    },

    async version(templateId: string, version: number, tx: DbExecutor = db): Promise<TemplateVersionRow | null> {
      const [row] = await tx
        .select()
        .from(taskTemplateVersions)
        .where(and(eq(taskTemplateVersions.templateId, templateId), eq(taskTemplateVersions.version, version)));
      return row ?? null;
    },

    /** One page of the templates `audience` may see, filtered on the content they see, newest change first. */
    /** A page of template summaries, read out of the summaries the database keeps beside the content. */
    async list(
      audience: TemplateAudience,
      query: TemplateListQuery,
      tx: DbExecutor = db,
    ): Promise<{ rows: TemplateListRow[]; total: number }> {
      const summary = visibleSummary(audience);
      const conditions = visibleRows(audience, query.scope);
      if (query.difficulty) conditions.push(sql`${summary}->>'difficulty' = ${query.difficulty}`);
      if (query.programming_language) conditions.push(summaryHasLanguage(summary, query.programming_language));
      if (query.search) {
        const pattern = containsPattern(query.search);
        conditions.push(sql`(${summary}->>'title' ilike ${pattern} or ${summary}->>'tags' ilike ${pattern})`);
      }
      const where = and(...conditions);
      const [rows, [totals]] = await Promise.all([
        tx
          .select({
            id: taskTemplates.id,
            organizationId: taskTemplates.organizationId,
            publishedVersion: taskTemplates.publishedVersion,
            updatedAt: taskTemplates.updatedAt,
            hasUnpublishedChanges: sql<boolean>`${taskTemplates.hasUnpublishedChanges}`,
            ...summaryColumns(summary),
          })
          .from(taskTemplates)
          .where(where)
          .orderBy(desc(taskTemplates.updatedAt), taskTemplates.id)
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        tx.select({ total: count() }).from(taskTemplates).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
  };
}
export type TaskTemplatesRepository = ReturnType<typeof createTaskTemplatesRepository>;
