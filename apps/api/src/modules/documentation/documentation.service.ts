import type { DocumentationDocument, DocumentationList, DocumentationSearchQuery, SnippetPart } from '@assay/contracts';
import { NotFoundError } from '../../lib/errors.js';
import { headingsOf } from './docs-library.js';
import { type DocumentationRepository, MATCH_END, MATCH_START } from './documentation.repository.js';

/** A ts_headline as runs of text, the matched words marked (no HTML: the page renders it as text). */
export function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [index, piece] of headline.split(MATCH_START).entries()) {
    const [matched, rest] = index === 0 ? [null, piece] : piece.split(MATCH_END, 2);
    if (matched) parts.push({ text: matched, match: true });
    if (rest) parts.push({ text: rest, match: false });
  }
  return parts;
}

/** The product's documentation: categories, search, and one document with its table of contents. */
export function createDocumentationService({ repository }: { repository: DocumentationRepository }) {
  return {
    categories: async () => ({ items: await repository.categories() }),

    async list(query: DocumentationSearchQuery): Promise<DocumentationList> {
      const search = query.search?.trim() || undefined;
      const { rows, total } = await repository.list({ ...query, search });
      return {
        items: rows.map(({ headline, updatedAt, ...row }) => ({
          ...row,
          snippet: headline === null ? null : snippetParts(headline),
          updatedAt: updatedAt.toISOString(),
        })),
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    async document(id: string): Promise<DocumentationDocument> {
      const row = await repository.byId(id);
      if (!row) throw new NotFoundError('Document not found.', 'DOCUMENT_NOT_FOUND');
      const order = await repository.order();
      const at = order.findIndex((entry) => entry.id === id);
      return {
        ...row,
        updatedAt: row.updatedAt.toISOString(),
        headings: headingsOf(row.body),
        previous: order[at - 1] ?? null,
        next: order[at + 1] ?? null,
      };
    },

    sync: repository.sync,
  };
}
export type DocumentationService = ReturnType<typeof createDocumentationService>;
