import { templatePaths, templateViewSchema, type TemplateContentInput, type TemplateView } from '@assay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';
import { templatePath } from '@/features/task-templates/api/get-template';
import { templateKeys } from '@/features/task-templates/api/get-templates';

export type { TemplateContentInput };

/** POST /templates, or PUT /templates/{id} for an existing one: saves the draft. */
export function saveTemplate({
  id,
  content,
}: {
  id: string | null;
  content: TemplateContentInput;
}): Promise<TemplateView> {
  return id === null
    ? apiClient.post(templatePaths.list, content, { schema: templateViewSchema })
    : apiClient.put(templatePath(id), content, { schema: templateViewSchema });
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTemplate,
    onSuccess: async (saved) => {
      queryClient.setQueryData(templateKeys.detail(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: templateKeys.all });
    },
  });
}
