import { templateAuthoringPaths, templateVersionHistorySchema, type TemplateVersionHistory } from '@assay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { templateKeys } from '@/features/task-templates/api/get-templates';
import { apiClient } from '@/lib/api-client/http-client';
import { fillPath } from '@/lib/fill-path';

export type { TemplateVersionHistory };

/** GET /templates/{id}/versions: every published version, newest first, with the organization's assessments of each. */
export function getTemplateVersions(id: string, signal?: AbortSignal): Promise<TemplateVersionHistory> {
  return apiClient.get(fillPath(templateAuthoringPaths.versions, { id }), {
    schema: templateVersionHistorySchema,
    signal,
  });
}

export function useTemplateVersions(id: string, enabled = true) {
  return useQuery(
    queryOptions({
      // Under the template's detail key: publishing (which invalidates every template key) refreshes it.
      queryKey: [...templateKeys.detail(id), 'versions'] as const,
      queryFn: ({ signal }) => getTemplateVersions(id, signal),
      enabled,
    }),
  );
}
