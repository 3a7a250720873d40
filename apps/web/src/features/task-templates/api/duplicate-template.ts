import { templateAuthoringPaths, templateViewSchema, type TemplateView } from '@assay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { templateKeys } from '@/features/task-templates/api/get-templates';
import { apiClient } from '@/lib/api-client/http-client';
import { fillPath } from '@/lib/fill-path';

/** POST /templates/{id}/duplicate: a draft copy owned by the caller's organization. */
export function duplicateTemplate(id: string): Promise<TemplateView> {
  return apiClient.post(fillPath(templateAuthoringPaths.duplicate, { id }), undefined, { schema: templateViewSchema });
}

export function useDuplicateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}
