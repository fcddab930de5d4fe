import type { Product } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSessionToken } from '@/hooks/use-session-token';
import { endingSessionOn401 } from '@/features/session/utils/session';
import { apiFetch } from '@/lib/api-client';

/** The root of every favourites query: adding or removing one invalidates them all. */
export const FAVORITES_KEY = ['favorites'] as const;

function getFavorites(signal?: AbortSignal): Promise<Product[]> {
  return apiFetch<Product[]>('/api/favorites', { signal });
}

/** The signed-in user's favourites, newest first; cached 1 minute (storefront §9). */
export function getFavoritesQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...FAVORITES_KEY, token],
    queryFn: ({ signal }) => endingSessionOn401(token, getFavorites(signal)),
    staleTime: 60_000,
    enabled: token !== null,
  });
}

/** The favourites of the session's user; idle (no data) without a session. */
export function useFavorites() {
  return useQuery(getFavoritesQueryOptions(useSessionToken()));
}
