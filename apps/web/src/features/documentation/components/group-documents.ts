import type { DocumentationCategory, DocumentationSummary } from '@/features/documentation/api/documentation';

export interface CategoryWithDocuments {
  category: DocumentationCategory;
  documents: DocumentationSummary[];
}

/** Each category, in the API's order, with its documents in theirs (the index is sorted by category, then document). */
export function groupDocuments(
  categories: readonly DocumentationCategory[],
  documents: readonly DocumentationSummary[],
): CategoryWithDocuments[] {
  return categories.map((category) => ({
    category,
    documents: documents.filter((document) => document.categoryId === category.id),
  }));
}
