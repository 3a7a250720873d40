import { templatePaths, templateViewSchema, type TemplateView } from '@assay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';
import { templateKeys } from '@/features/task-templates/api/get-templates';
import { fillPath } from '@/lib/fill-path';

/** POST /templates/{id}/publish: the draft becomes the next version once it validates. */
export function publishTemplate(id: string): Promise<TemplateView> {
  return apiClient.post(fillPath(templatePaths.publish, { id }), undefined, { schema: templateViewSchema });
}

export function usePublishTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishTemplate,
    onSuccess: async (published) => {
      queryClient.setQueryData(templateKeys.detail(published.id), published);
      await queryClient.invalidateQueries({ queryKey: templateKeys.all });
    },
  });
}
