import { successSchema } from '@assay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';
import { templatePath } from '@/features/task-templates/api/get-template';
import { templateKeys } from '@/features/task-templates/api/get-templates';

/** DELETE /templates/{id}: archives it (tasks keep their version). */
export function deleteTemplate(id: string): Promise<unknown> {
  return apiClient.delete(templatePath(id), { schema: successSchema });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}
