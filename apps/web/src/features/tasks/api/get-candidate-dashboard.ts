import { candidateDashboardSchema, taskPaths, type CandidateDashboard } from '@assay/contracts';
import { useQuery } from '@tanstack/react-query';
import { taskKeys } from '@/lib/task-query-keys';
import { apiClient } from '@/lib/api-client/http-client';

export type { CandidateDashboard };

/** GET /candidate/dashboard: assigned work by state, practice, what to practise next, and the candidate's figures. */
export function getCandidateDashboard(signal?: AbortSignal): Promise<CandidateDashboard> {
  return apiClient.get(taskPaths.candidateDashboard, { schema: candidateDashboardSchema, signal });
}

export function useCandidateDashboard() {
  return useQuery({ queryKey: [...taskKeys.all, 'dashboard'], queryFn: ({ signal }) => getCandidateDashboard(signal) });
}
