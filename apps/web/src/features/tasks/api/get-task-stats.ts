import { staffTaskPaths, taskStatsSchema, type TaskStats } from '@assay/contracts';
import { useQuery } from '@tanstack/react-query';
import { staffTaskKeys } from '@/features/tasks/api/get-staff-tasks';
import { apiClient } from '@/lib/api-client/http-client';

export type { TaskStats };

/** GET /tasks/stats: the organization's task figures, overall and per candidate (the admin names the organization). */
export function getTaskStats(organizationId: string | undefined, signal?: AbortSignal): Promise<TaskStats> {
  return apiClient.get(staffTaskPaths.stats, {
    query: { organization_id: organizationId },
    schema: taskStatsSchema,
    signal,
  });
}

export function useTaskStats(organizationId?: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: staffTaskKeys.stats(organizationId),
    queryFn: ({ signal }) => getTaskStats(organizationId, signal),
    ...options,
  });
}
