import {
  adminUserSchema,
  LIMITS,
  pageSchema,
  type CurrentUser,
  type Page,
  type Role,
} from '@curio/shared';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { toQueryString } from '@/utils/query-string';
import { statsQueryKey } from '../../stats/api/get-stats';

export type UserFilter = 'all' | 'name' | 'email' | 'role' | 'status';
export type UsersSearch = { page: number; search: string; filter: UserFilter };
export type AdminUser = CurrentUser;

const usersPageSchema = pageSchema(adminUserSchema);
export const usersQueryKey = ['admin', 'users'];

/** One page of users, 25 a page (GET /api/accounts?page&size&search&filter); `page` is 0-based. */
function getUsers(
  { page, search, filter }: UsersSearch,
  signal?: AbortSignal,
): Promise<Page<AdminUser>> {
  const query = toQueryString({
    page,
    size: LIMITS.dashboardPageSize,
    search: search.trim(),
    filter: search.trim() ? filter : undefined,
  });
  return apiFetch(`/api/accounts${query}`, { schema: usersPageSchema, signal });
}

/** Cached 2 minutes (storefront §9 "users list 2 min"); the last page stays while the next loads. */
const getUsersQueryOptions = (search: UsersSearch) =>
  queryOptions({
    queryKey: [...usersQueryKey, search],
    queryFn: ({ signal }) => getUsers(search, signal),
    staleTime: 2 * 60_000,
    placeholderData: keepPreviousData,
  });

export const useUsers = (search: UsersSearch) => useQuery(getUsersQueryOptions(search));

/** Role change, freeze, unfreeze and delete; each reloads the list ("the page reloads"). */
export function useUserActions() {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: usersQueryKey });

  const changeRole = useMutation({
    mutationFn: ({ id, role }: { id: number; role: Role }) =>
      apiFetch(`/api/accounts/${id}/role`, {
        method: 'PATCH',
        body: { role },
        schema: adminUserSchema,
      }),
    onSuccess: reload,
  });

  const setFrozen = useMutation({
    mutationFn: ({ id, frozen }: { id: number; frozen: boolean }) =>
      apiFetch(`/api/accounts/${id}/${frozen ? 'freeze' : 'unfreeze'}`, {
        method: 'PATCH',
        schema: adminUserSchema,
      }),
    onSuccess: reload,
  });

  const remove = useMutation({
    mutationFn: (id: number) => apiFetch(`/api/accounts/${id}`, { method: 'DELETE' }),
    onSuccess: () =>
      Promise.all([reload(), queryClient.invalidateQueries({ queryKey: statsQueryKey })]),
  });

  return { changeRole, setFrozen, remove };
}
