import { and, asc, count, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { SeededCategory } from './docs-library.js';
import { documentationCategories, documentationDocuments } from './documentation.tables.js';

/** What ts_headline puts around a matched word: characters Markdown docs do not use. */
export const MATCH_START = '⟦';
export const MATCH_END = '⟧';
const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxFragments=2, MaxWords=24, MinWords=8, FragmentDelimiter=" … "`;

const summaryColumns = {
  id: documentationDocuments.id,
  categoryId: documentationDocuments.categoryId,
  categoryTitle: documentationCategories.title,
  title: documentationDocuments.title,
  summary: documentationDocuments.summary,
  updatedAt: documentationDocuments.updatedAt,
};

/** Categories and documents, kept as content/docs has them, and searched with PostgreSQL's full-text index. */
export function createDocumentationRepository(db: Database) {
  return {
    /** Makes the tables what the files say: new and changed documents written, those gone deleted. */
    async sync(categories: readonly SeededCategory[]): Promise<{ written: number; removed: number }> {
      return db.transaction(async (tx) => {
        let written = 0;
        const known = new Map(
          (
            await tx
              .select({ id: documentationDocuments.id, fingerprint: documentationDocuments.fingerprint })
              .from(documentationDocuments)
          ).map((row) => [row.id, row.fingerprint]),
        );
        for (const category of categories) {
          const { documents, ...row } = category;
          await tx
            .insert(documentationCategories)
            .values(row)
            .onConflictDoUpdate({ target: documentationCategories.id, set: { ...row, updatedAt: new Date() } });
          for (const document of documents) {
            if (known.get(document.id) === document.fingerprint) continue;
            const values = { ...document, categoryId: category.id };
            await tx
              .insert(documentationDocuments)
              .values(values)
              .onConflictDoUpdate({ target: documentationDocuments.id, set: { ...values, updatedAt: new Date() } });
            written += 1;
          }
        }
        const keep = categories.flatMap((category) => category.documents.map((document) => document.id));
        const removed = await tx
          .delete(documentationDocuments)
          .where(keep.length > 0 ? notInArray(documentationDocuments.id, keep) : undefined)
          .returning({ id: documentationDocuments.id });
        const categoryIds = categories.map((category) => category.id);
        await tx
          .delete(documentationCategories)
          .where(categoryIds.length > 0 ? notInArray(documentationCategories.id, categoryIds) : undefined);
        return { written, removed: removed.length };
      });
    },

    categories: () =>
      db
        .select({
          id: documentationCategories.id,
          title: documentationCategories.title,
          description: documentationCategories.description,
          documents: count(documentationDocuments.id),
        })
        .from(documentationCategories)
        .leftJoin(documentationDocuments, eq(documentationDocuments.categoryId, documentationCategories.id))
        .groupBy(documentationCategories.id)
        .orderBy(asc(documentationCategories.sortOrder)),

    /**
     * A page of documents, in the docs' order; with `search`, those matching it, best first — a title equal to the
     * search before all, then by full-text rank (title words weigh most) — each with a highlighted snippet.
     */
    async list({
      categoryId,
      search,
      page,
      limit,
    }: {
      categoryId?: string | undefined;
      search?: string | undefined;
      page: number;
      limit: number;
    }) {
      const inCategory = categoryId ? eq(documentationDocuments.categoryId, categoryId) : undefined;
      const query = sql`websearch_to_tsquery('english', ${search ?? ''})`;
      const titled = sql`lower(${documentationDocuments.title}) = lower(${search ?? ''})`;
      const matches = search ? sql`(${documentationDocuments.search} @@ ${query} or ${titled})` : undefined;
      const where = and(inCategory, matches);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            ...summaryColumns,
            headline: search
              ? sql<string>`ts_headline('english', ${documentationDocuments.plainText}, ${query}, ${HEADLINE_OPTIONS})`
              : sql<null>`null`,
          })
          .from(documentationDocuments)
          .innerJoin(documentationCategories, eq(documentationCategories.id, documentationDocuments.categoryId))
          .where(where)
          .orderBy(
            ...(search
              ? [sql`${titled} desc`, sql`ts_rank_cd(${documentationDocuments.search}, ${query}, 32) desc`]
              : []),
            asc(documentationCategories.sortOrder),
            asc(documentationDocuments.sortOrder),
          )
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(documentationDocuments).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async byId(id: string) {
      const [row] = await db
        .select({ ...summaryColumns, body: documentationDocuments.body })
        .from(documentationDocuments)
        .innerJoin(documentationCategories, eq(documentationCategories.id, documentationDocuments.categoryId))
        .where(eq(documentationDocuments.id, id));
      return row ?? null;
    },

    /** Every document's id and title in reading order: the previous and next links. */
    order: () =>
      db
        .select({ id: documentationDocuments.id, title: documentationDocuments.title })
        .from(documentationDocuments)
        .innerJoin(documentationCategories, eq(documentationCategories.id, documentationDocuments.categoryId))
        .orderBy(asc(documentationCategories.sortOrder), asc(documentationDocuments.sortOrder)),
  };
}
export type DocumentationRepository = ReturnType<typeof createDocumentationRepository>;
