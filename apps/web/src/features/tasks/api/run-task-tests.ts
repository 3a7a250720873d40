import { taskPaths, testRunResultSchema, type CodeInput, type TestRunResult } from '@assay/contracts';
import { useMutation } from '@tanstack/react-query';
import { candidateTaskPath } from '@/features/tasks/api/get-candidate-task';
import { apiClient } from '@/lib/api-client/http-client';

export type { TestRunResult };

/** POST /candidate/tasks/{id}/test: the visible tests, with expected and actual output. */
export function runTaskTests({ taskId, ...input }: CodeInput & { taskId: string }): Promise<TestRunResult> {
  return apiClient.post(candidateTaskPath(taskPaths.candidateTaskTest, taskId), input, { schema: testRunResultSchema });
}

export function useRunTaskTests() {
  return useMutation({ mutationFn: runTaskTests });
}
