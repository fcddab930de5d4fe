import { COMMON_MESSAGES, type Role, type VerifyRoleReply } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSessionToken } from '@/hooks/use-session-token';
import { accountKeys } from '@/lib/account-query-keys';
import { ApiError, apiFetch } from '@/lib/api-client';
import { endingSessionOn401 } from '../utils/session';

/** GET /api/accounts/verify-role: the role as the server reads it from the database. */
async function verifyRole(token: string, signal?: AbortSignal): Promise<Role> {
  // A 401: the token is no longer valid (expired, password or role changed, account deleted).
  const call = apiFetch<VerifyRoleReply>('/api/accounts/verify-role', { signal });
  const { role } = await endingSessionOn401(token, call);
  return role;
}

export function getVerifiedRoleQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: accountKeys.verifyRole(token),
    queryFn: ({ signal }) => {
      if (!token) throw new ApiError(401, COMMON_MESSAGES.noToken);
      return verifyRole(token, signal);
    },
    enabled: token !== null,
    // Checked again on every guarded visit; a known answer is shown meanwhile.
    staleTime: 0,
    retry: false,
  });
}

/** The signed-in user's role, read from the server (the dashboard shows cards by role). */
export function useVerifiedRole() {
  return useQuery(getVerifiedRoleQueryOptions(useSessionToken()));
}

/** The role guard's rule (accounts-and-admin §4, §6): the required role, or ADMIN, passes. */
export function roleSatisfies(actual: Role, required: Role): boolean {
  return actual === 'ADMIN' || actual === required || required === 'USER';
}
