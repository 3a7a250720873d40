import {
  adminOrganizationDetailSchema,
  adminOrganizationListSchema,
  adminOrganizationPaths,
  type AdminOrganizationDetail,
  type AdminOrganizationList,
} from '@assay/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';
import { fillPath } from '@/lib/fill-path';

export type { AdminOrganizationDetail, AdminOrganizationList };

export interface AdminOrganizationParams {
  search?: string | undefined;
  page: number;
  limit: number;
}

const keys = {
  all: ['admin', 'organizations'] as const,
  list: (params: AdminOrganizationParams) => ['admin', 'organizations', 'list', params] as const,
  one: (id: string) => ['admin', 'organizations', 'one', id] as const,
};

/** GET /admin/organizations: every organization by name, with its usage and suspension. */
export function useAdminOrganizations(params: AdminOrganizationParams) {
  return useQuery(
    queryOptions({
      queryKey: keys.list(params),
      queryFn: ({ signal }): Promise<AdminOrganizationList> =>
        apiClient.get(adminOrganizationPaths.list, {
          query: { page: params.page, limit: params.limit, ...(params.search ? { search: params.search } : {}) },
          schema: adminOrganizationListSchema,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /admin/organizations/{id}: one organization with its members and usage. */
export function useAdminOrganization(id: string) {
  return useQuery(
    queryOptions({
      queryKey: keys.one(id),
      queryFn: ({ signal }): Promise<AdminOrganizationDetail> =>
        apiClient.get(fillPath(adminOrganizationPaths.byId, { id }), { schema: adminOrganizationDetailSchema, signal }),
    }),
  );
}

/** POST /admin/organizations/{id}/suspend or …/restore, with the admin's reason. */
export function useSetSuspension(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ suspend, reason }: { suspend: boolean; reason: string }) =>
      apiClient.post(
        fillPath(suspend ? adminOrganizationPaths.suspend : adminOrganizationPaths.restore, { id }),
        { reason },
        { schema: adminOrganizationDetailSchema },
      ),
    onSuccess: (detail) => {
      queryClient.setQueryData(keys.one(id), detail);
      void queryClient.invalidateQueries({ queryKey: keys.all });
    },
  });
}
