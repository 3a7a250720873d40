import {
  documentationCategoriesSchema,
  documentationDocumentSchema,
  documentationListSchema,
  documentationPaths,
  type DocumentationCategory,
  type DocumentationDocument,
  type DocumentationList,
  type DocumentationSummary,
} from '@assay/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';
import { fillPath } from '@/lib/fill-path';

export type { DocumentationCategory, DocumentationDocument, DocumentationList, DocumentationSummary };

/** Results per page of a search (SPEC.md §8: documentation lists page 1, limit 20). */
export const SEARCH_PAGE_SIZE = 20;
/** The most the API gives in one page: the sidebar and the home list every document with one call. */
export const INDEX_SIZE = 100;

/** Every documentation query starts with this key. */
export const documentationKey = ['documentation'] as const;
const categoriesKey = [...documentationKey, 'categories'] as const;
const indexKey = [...documentationKey, 'index'] as const;
const searchKey = (search: string, page: number) => [...documentationKey, 'search', { search, page }] as const;
const documentKey = (id: string) => [...documentationKey, 'document', id] as const;

/** The docs change with a deployment, not while someone reads: a fetched list stays fresh for the visit. */
const STALE_MS = 5 * 60_000;

/** GET /documentation/categories: the categories in their order, each with its number of documents. */
export function useDocumentationCategories() {
  return useQuery(
    queryOptions({
      queryKey: categoriesKey,
      queryFn: ({ signal }) =>
        apiClient.get(documentationPaths.categories, { schema: documentationCategoriesSchema, signal }),
      staleTime: STALE_MS,
    }),
  );
}

/** GET /documentation/documents?limit=100: every document, in category then document order, for the sidebar. */
export function useDocumentationIndex() {
  return useQuery(
    queryOptions({
      queryKey: indexKey,
      queryFn: ({ signal }) =>
        apiClient.get(documentationPaths.documents, {
          schema: documentationListSchema,
          query: { page: 1, limit: INDEX_SIZE },
          signal,
        }),
      staleTime: STALE_MS,
    }),
  );
}

/** GET /documentation/documents?search=: the best matches first, with highlighted snippets; idle without words. */
export function useDocumentationSearch(search: string, page: number) {
  return useQuery(
    queryOptions({
      queryKey: searchKey(search, page),
      queryFn: ({ signal }) =>
        apiClient.get(documentationPaths.documents, {
          schema: documentationListSchema,
          query: { search, page, limit: SEARCH_PAGE_SIZE },
          signal,
        }),
      enabled: search !== '',
      // Another page of the same search replaces the current one in place; new words show a skeleton instead of
      // the old words' results.
      placeholderData: (previous, previousQuery) =>
        previousQuery?.queryKey[2].search === search ? keepPreviousData(previous) : undefined,
      staleTime: STALE_MS,
    }),
  );
}

/** GET /documentation/documents/{id}: one document to read, with its headings and neighbours. */
export function useDocumentationDocument(id: string) {
  return useQuery(
    queryOptions({
      queryKey: documentKey(id),
      queryFn: ({ signal }) =>
        apiClient.get(fillPath(documentationPaths.document, { id }), { schema: documentationDocumentSchema, signal }),
      enabled: id !== '',
      staleTime: STALE_MS,
    }),
  );
}
