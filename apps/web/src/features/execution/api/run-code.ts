import { executionPaths, runCodeResultSchema, type RunCodeInput, type RunCodeResult } from '@assay/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';

export type { RunCodeInput, RunCodeResult };

/** POST /code-execution/run: one program in a fresh sandbox, with the default limits. */
export function runCode(input: RunCodeInput): Promise<RunCodeResult> {
  return apiClient.post(executionPaths.run, input, { schema: runCodeResultSchema });
}

export function useRunCode() {
  return useMutation({ mutationFn: runCode });
}
