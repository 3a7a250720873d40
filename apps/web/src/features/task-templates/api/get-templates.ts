import { templateListSchema, templatePaths, type TemplateList, type TemplateListQuery } from '@assay/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';

export type { TemplateList };
export type TemplateFilters = Partial<Omit<TemplateListQuery, 'page' | 'limit'>> & { page: number; limit: number };

export const templateKeys = {
  all: ['task-templates'] as const,
  list: (filters: TemplateFilters) => ['task-templates', 'list', filters] as const,
  detail: (id: string) => ['task-templates', 'detail', id] as const,
};

function queryString(filters: TemplateFilters): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params.set(name, String(value));
  return params.toString();
}

/** GET /templates: the caller's organization's templates and the published platform ones, filtered. */
export function getTemplates(filters: TemplateFilters, signal?: AbortSignal): Promise<TemplateList> {
  return apiClient.get(`${templatePaths.list}?${queryString(filters)}`, { schema: templateListSchema, signal });
}

export function getTemplatesQueryOptions(filters: TemplateFilters) {
  return queryOptions({
    queryKey: templateKeys.list(filters),
    queryFn: ({ signal }) => getTemplates(filters, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useTemplates(filters: TemplateFilters) {
  return useQuery(getTemplatesQueryOptions(filters));
}
