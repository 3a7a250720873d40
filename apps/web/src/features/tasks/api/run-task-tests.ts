import { taskPaths, testRunResultSchema, type CodeInput, type TestRunResult } from '@assay/contracts';
import { useMutation } from '@tanstack/react-query';
import { fillPath } from '@/lib/fill-path';
import { apiClient } from '@/lib/api-client/http-client';

export type { TestRunResult };

/** POST /candidate/tasks/{id}/test: the visible tests, with expected and actual output. */
export function runTaskTests({ taskId, ...input }: CodeInput & { taskId: string }): Promise<TestRunResult> {
  return apiClient.post(fillPath(taskPaths.candidateTaskTest, { id: taskId }), input, { schema: testRunResultSchema });
}

export function useRunTaskTests() {
  return useMutation({ mutationFn: runTaskTests });
}
