import { adminUserSchema, pageSchema, type CurrentUser, type Page } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { toQueryString } from '@/utils/query-string';

const usersPageSchema = pageSchema(adminUserSchema);

/** The newest accounts (ADMIN only): GET /api/accounts?page=0&size={size}. */
function getLatestUsers(size: number, signal?: AbortSignal): Promise<Page<CurrentUser>> {
  return apiFetch(`/api/accounts${toQueryString({ page: 0, size })}`, {
    schema: usersPageSchema,
    signal,
  });
}

/** The users list is cached 2 minutes (storefront §9). */
function getLatestUsersQueryOptions(size: number) {
  return queryOptions({
    queryKey: ['accounts', 'list', { page: 0, size }],
    queryFn: ({ signal }) => getLatestUsers(size, signal),
    staleTime: 2 * 60_000,
  });
}

export function useLatestUsers(size: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getLatestUsersQueryOptions(size), enabled: options.enabled ?? true });
}
