import { searchPath, searchResultsSchema, type SearchResults } from '@assay/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';

export type { SearchResults };

/** GET /search?q=: tasks and templates the caller may see whose title or tags match. */
export function search(q: string, signal?: AbortSignal): Promise<SearchResults> {
  return apiClient.get(searchPath, { query: { q }, schema: searchResultsSchema, signal });
}

export function useSearch(q: string) {
  return useQuery({ queryKey: ['search', q], queryFn: ({ signal }) => search(q, signal), enabled: q.trim() !== '' });
}
