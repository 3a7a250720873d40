import {
  templateAuthoringPaths,
  templateTrialResultSchema,
  type TemplateTrialInput,
  type TestRunResult,
} from '@assay/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';
import { fillPath } from '@/lib/fill-path';

/** POST /templates/{id}/try: code against the visible tests of the draft or the published version; unscored. */
export function tryTemplate({ id, ...input }: TemplateTrialInput & { id: string }): Promise<TestRunResult> {
  return apiClient.post(fillPath(templateAuthoringPaths.tryRun, { id }), input, { schema: templateTrialResultSchema });
}

export function useTryTemplate() {
  return useMutation({ mutationFn: tryTemplate });
}
