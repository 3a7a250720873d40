import type { ListUsersQuery } from '@assay/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { userService, type UserList } from './user-service';

export type UserListParams = Pick<ListUsersQuery, 'skip' | 'limit'> &
  Partial<Pick<ListUsersQuery, 'search' | 'organization_id'>>;

export const userListKeys = { all: ['users', 'list'] as const };

/** GET /users (the platform admin): people by search and organization, a page at a time. */
export function useUserList(params: UserListParams) {
  return useQuery(
    queryOptions({
      queryKey: [...userListKeys.all, params] as const,
      queryFn: (): Promise<UserList> => userService.listUsers(params),
      placeholderData: keepPreviousData,
    }),
  );
}
