import { staffTaskListSchema, staffTaskPaths, type StaffTaskList, type TaskStatus } from '@assay/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';

export type { StaffTaskList };
export interface StaffTaskFilters {
  status?: TaskStatus | undefined;
  search?: string | undefined;
  assessment_id?: string | undefined;
  candidate_id?: string | undefined;
  organization_id?: string | undefined;
  page: number;
  limit: number;
}

export const staffTaskKeys = {
  all: ['staff-tasks'] as const,
  list: (filters: StaffTaskFilters) => ['staff-tasks', 'list', filters] as const,
  linked: (id: string) => ['staff-tasks', 'linked', id] as const,
  stats: (organizationId: string | undefined) => ['staff-tasks', 'stats', organizationId ?? 'own'] as const,
};

/** GET /tasks: the organization's tasks (the platform admin's: every organization's). */
export function getStaffTasks(filters: StaffTaskFilters, signal?: AbortSignal): Promise<StaffTaskList> {
  return apiClient.get(staffTaskPaths.tasks, { query: { ...filters }, schema: staffTaskListSchema, signal });
}

export function useStaffTasks(filters: StaffTaskFilters, options: { refetchInterval?: number } = {}) {
  return useQuery(
    queryOptions({
      queryKey: staffTaskKeys.list(filters),
      queryFn: ({ signal }) => getStaffTasks(filters, signal),
      placeholderData: keepPreviousData,
      ...options,
    }),
  );
}
