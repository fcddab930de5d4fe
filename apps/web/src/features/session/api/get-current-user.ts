import { COMMON_MESSAGES, type CurrentUser } from '@curio/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useSessionToken } from '@/hooks/use-session-token';
import { accountKeys } from '@/lib/account-query-keys';
import { ApiError, apiFetch } from '@/lib/api-client';
import { getSessionToken } from '@/lib/session-token';
import { announceChange } from '@/lib/tab-sync';
import { endingSessionOn401, saveSession } from '../utils/session';

export type { CurrentUser };

/** Every query of the signed-in account starts with this key; signing out drops them all. */
export const ACCOUNT_QUERY_KEY = accountKeys.all;

export const currentUserQueryKey = accountKeys.me;

/**
 * GET /api/accounts/me. A 401 ends the session (accounts-and-admin §7), unless the session changed
 * meanwhile (a new sign-in in another tab must not be undone by an old token's answer).
 */
function getCurrentUser(token: string, signal?: AbortSignal): Promise<CurrentUser> {
  return endingSessionOn401(token, apiFetch<CurrentUser>('/api/accounts/me', { signal }));
}

function getCurrentUserQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: currentUserQueryKey(token),
    queryFn: ({ signal }) => {
      if (!token) throw new ApiError(401, COMMON_MESSAGES.noToken);
      return getCurrentUser(token, signal);
    },
    enabled: token !== null,
    retry: false,
  });
}

/** The signed-in user, or undefined without a session (or while loading). */
export function useCurrentUser() {
  return useQuery(getCurrentUserQueryOptions(useSessionToken()));
}

/**
 * Puts a fresh copy of the user (a reply of profile edit or picture upload) in the cache; the other
 * tabs load it again (the agent in their header, their profile page).
 */
export function setCurrentUser(queryClient: QueryClient, token: string | null, user: CurrentUser) {
  queryClient.setQueryData(currentUserQueryKey(token), user);
  announceChange(ACCOUNT_QUERY_KEY);
}

/**
 * Goes on with a new token for this session, when the server has ended the account's other sessions
 * (two-factor turned on or off). The user stays cached under it, so the page does not fall back to
 * loading (and lose, say, the backup codes on screen).
 */
export function continueSessionWith(queryClient: QueryClient, token: string) {
  const user = queryClient.getQueryData<CurrentUser>(currentUserQueryKey(getSessionToken()));
  if (user) setCurrentUser(queryClient, token, user);
  saveSession(token);
}
