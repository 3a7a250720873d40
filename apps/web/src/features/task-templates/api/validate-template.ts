import { templatePaths, templateValidationSchema, type TemplateValidation } from '@assay/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';
import { fillPath } from '@/lib/fill-path';

export type { TemplateValidation };

/** POST /templates/{id}/validate: runs the reference solutions and starter code against the tests. */
export function validateTemplate(id: string): Promise<TemplateValidation> {
  return apiClient.post(fillPath(templatePaths.validate, { id }), undefined, { schema: templateValidationSchema });
}

export function useValidateTemplate() {
  return useMutation({ mutationFn: validateTemplate });
}
