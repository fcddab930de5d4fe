import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiFetch } from '@/lib/api-client';
import { clearSessionToken } from '@/lib/session-token';
import { useSessionToken } from '@/hooks/use-session-token';

// Only the fields this app reads so far; to be replaced by the shared schema of GET /accounts/me.
const currentUserSchema = z.object({ id: z.number().int(), username: z.string() });
export type CurrentUser = z.infer<typeof currentUserSchema>;

export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  try {
    return await apiFetch('/api/accounts/me', { schema: currentUserSchema, signal });
  } catch (error) {
    // A 401 from the current-user call ends the session (storefront §3).
    if (error instanceof ApiError && error.status === 401) clearSessionToken();
    throw error;
  }
}

export function getCurrentUserQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['accounts', 'me', token],
    queryFn: ({ signal }) => getCurrentUser(signal),
    enabled: token !== null,
    retry: false,
  });
}

/** The signed-in user, or undefined without a session (or while loading). */
export function useCurrentUser() {
  return useQuery(getCurrentUserQueryOptions(useSessionToken()));
}
