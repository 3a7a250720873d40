import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The documentation's categories, as content/docs has them (seeded; the files are the truth). */
export const documentationCategories = pgTable('documentation_categories', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  sortOrder: integer('sort_order').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A document: its Markdown, the plain text search reads (Markdown's marks taken out), and the full-text vector
 * PostgreSQL keeps from them — the title weighs most, then the summary, then the body.
 */
export const documentationDocuments = pgTable(
  'documentation_documents',
  {
    id: text('id').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => documentationCategories.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    plainText: text('plain_text').notNull(),
    sortOrder: integer('sort_order').notNull(),
    fingerprint: text('fingerprint').notNull(),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', summary), 'B') || setweight(to_tsvector('english', plain_text), 'C')`,
    ),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('documentation_documents_search_idx').using('gin', table.search),
    index('documentation_documents_category_idx').on(table.categoryId, table.sortOrder),
  ],
);
