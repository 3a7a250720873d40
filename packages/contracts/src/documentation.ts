import { z } from 'zod';
import { isoDateTimeSchema, pageQuerySchema } from './common.js';

/**
 * Product documentation (issue 33; SPEC.md §7 "Admin and documentation" names the routes, not the shapes): Markdown
 * kept in the repository (content/docs), seeded into categories and documents, searched with PostgreSQL's full-text
 * index. Public: the docs are read before signing up, as any product's are.
 */
export const documentationPaths = {
  categories: '/documentation/categories',
  documents: '/documentation/documents',
  document: '/documentation/documents/:id',
} as const;

export const documentationCategorySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  documents: z.number().int(),
});
export type DocumentationCategory = z.infer<typeof documentationCategorySchema>;

export const documentationCategoriesSchema = z.object({ items: z.array(documentationCategorySchema) });

export const documentationSearchQuerySchema = pageQuerySchema.extend({
  categoryId: z.string().min(1).max(100).optional(),
  search: z.string().trim().max(200).optional(),
});
export type DocumentationSearchQuery = z.infer<typeof documentationSearchQuerySchema>;

/** A run of a search result's snippet: the words that matched are `match`. */
export const snippetPartSchema = z.object({ text: z.string(), match: z.boolean() });
export type SnippetPart = z.infer<typeof snippetPartSchema>;

export const documentationSummarySchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  categoryTitle: z.string(),
  title: z.string(),
  summary: z.string(),
  /** With a search: where the words were found, highlighted; null without one. */
  snippet: z.array(snippetPartSchema).nullable(),
  updatedAt: isoDateTimeSchema,
});
export type DocumentationSummary = z.infer<typeof documentationSummarySchema>;

export const documentationListSchema = z.object({
  items: z.array(documentationSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type DocumentationList = z.infer<typeof documentationListSchema>;

export const documentationHeadingSchema = z.object({
  level: z.number().int().min(2).max(3),
  text: z.string(),
  /** The id the reading view gives the heading (lowercase words joined by "-"), for the table of contents. */
  anchor: z.string(),
});

export const documentationDocumentSchema = documentationSummarySchema.omit({ snippet: true }).extend({
  /** Markdown, without its title line (the page shows the title as its heading). */
  body: z.string(),
  headings: z.array(documentationHeadingSchema),
  previous: z.object({ id: z.string(), title: z.string() }).nullable(),
  next: z.object({ id: z.string(), title: z.string() }).nullable(),
});
export type DocumentationDocument = z.infer<typeof documentationDocumentSchema>;

/** A heading's anchor as the reading view makes it: lowercase, words joined by "-". */
export const headingAnchor = (text: string) =>
  text
    .toLowerCase()
    .replace(/[`*_~]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
