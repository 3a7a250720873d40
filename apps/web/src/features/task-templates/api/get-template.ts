import { templatePaths, templateViewSchema, type Template, type TemplateView } from '@assay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';
import { templateKeys } from '@/features/task-templates/api/get-templates';
import { fillPath } from '@/lib/fill-path';

export type { Template, TemplateView };

export const templatePath = (id: string) => fillPath(templatePaths.byId, { id });

/** GET /templates/{id}: everything for its editors; without answers for anyone else. */
export function getTemplate(id: string, signal?: AbortSignal): Promise<TemplateView> {
  return apiClient.get(templatePath(id), { schema: templateViewSchema, signal });
}

export function getTemplateQueryOptions(id: string) {
  return queryOptions({ queryKey: templateKeys.detail(id), queryFn: ({ signal }) => getTemplate(id, signal) });
}

export function useTemplate(id: string) {
  return useQuery(getTemplateQueryOptions(id));
}

/** Whether this view carries the answers (its editors') or not. */
export const isEditable = (template: TemplateView): template is Template => template.can_edit;
