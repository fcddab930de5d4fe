import { verifyRoleReplySchema, type Role } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSessionToken } from '@/hooks/use-session-token';
import { apiFetch } from '@/lib/api-client';

async function getRole(signal?: AbortSignal): Promise<Role> {
  const { role } = await apiFetch('/api/accounts/verify-role', {
    schema: verifyRoleReplySchema,
    signal,
  });
  return role;
}

function getRoleQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['accounts', 'verify-role', token],
    queryFn: ({ signal }) => getRole(signal),
    enabled: token !== null,
    retry: false,
  });
}

/** The signed-in user's role, read from the server (the dashboard shows cards by role). */
export function useRole() {
  return useQuery(getRoleQueryOptions(useSessionToken()));
}
