import type { FavoriteState, Product } from '@curio/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLazyServerMessage } from '@/hooks/use-lazy-server-message';
import { useSessionToken } from '@/hooks/use-session-token';
import { apiFetch, serverMessageOf } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** The root of every favourites query: adding or removing one invalidates them all. */
export const FAVORITES_KEY = ['favorites'] as const;

export function getFavorites(signal?: AbortSignal): Promise<Product[]> {
  return apiFetch<Product[]>('/api/favorites', { signal });
}

/** The signed-in user's favourites, newest first; cached 1 minute (storefront §9). */
export function getFavoritesQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...FAVORITES_KEY, token],
    queryFn: ({ signal }) => getFavorites(signal),
    staleTime: 60_000,
    enabled: token !== null,
  });
}

/** The favourites of the session's user; idle (no data) without a session. */
export function useFavorites() {
  return useQuery(getFavoritesQueryOptions(useSessionToken()));
}

/** POST with no body and no JSON content type (the server refuses an empty JSON body). */
export function addFavorite(productId: number): Promise<FavoriteState> {
  return apiFetch<FavoriteState>(`/api/favorites/${productId}`, { method: 'POST' });
}

export function removeFavorite(productId: number): Promise<FavoriteState> {
  return apiFetch<FavoriteState>(`/api/favorites/${productId}`, { method: 'DELETE' });
}

export type SetFavoriteVariables = { product: Product; favorited: boolean };

/**
 * Adds (`favorited: true`) or removes a favourite, with the spec's toasts. The cached list changes
 * at once (and back on failure); every favourites query is refreshed afterwards (storefront §7).
 * The toasts belong to the mutation, not to the button: a removed row is gone before the answer.
 */
export function useSetFavorite() {
  const { t } = useTranslation('dashboard');
  const translateServer = useLazyServerMessage();
  const queryClient = useQueryClient();
  const token = useSessionToken();
  const key = getFavoritesQueryOptions(token).queryKey;

  return useMutation({
    mutationFn: ({ product, favorited }: SetFavoriteVariables) =>
      favorited ? addFavorite(product.id) : removeFavorite(product.id),
    onMutate: async ({ product, favorited }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      if (previous) {
        const rest = previous.filter((item) => item.id !== product.id);
        queryClient.setQueryData(key, favorited ? [product, ...rest] : rest);
      }
      return { previous };
    },
    onSuccess: (_reply, { favorited }) =>
      toast.success(favorited ? t('favorites.added') : t('favorites.removed')),
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      void translateServer(serverMessageOf(error) ?? t('favorites.failed')).then((text) =>
        toast.error(text),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAVORITES_KEY }),
  });
}
