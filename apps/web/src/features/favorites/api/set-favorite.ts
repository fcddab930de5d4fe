import type { FavoriteState, Product } from '@curio/shared';
import type { MutationOptions, QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { useServerText } from '@/hooks/use-server-text';
import { endingSessionOn401 } from '@/features/session/utils/session';
import { apiFetch, explainedError } from '@/lib/api-client';
import { announceChange } from '@/lib/tab-sync';
import { toast } from '@/lib/toast';
import { FAVORITES_KEY, getFavoritesQueryOptions } from './favorites';

/** POST with no body and no JSON content type (the server refuses an empty JSON body). */
function addFavorite(productId: number): Promise<FavoriteState> {
  return apiFetch<FavoriteState>(`/api/favorites/${productId}`, { method: 'POST' });
}

function removeFavorite(productId: number): Promise<FavoriteState> {
  return apiFetch<FavoriteState>(`/api/favorites/${productId}`, { method: 'DELETE' });
}

export type SetFavoriteVariables = { product: Product; favorited: boolean };

/** What the toasts say: the dashboard's texts, and the server's in the reader's language. */
export type FavoriteTexts = {
  t: TFunction<'dashboard'>;
  translateServer: ReturnType<typeof useServerText>;
};

type SetFavoriteOptions = MutationOptions<
  FavoriteState,
  Error,
  SetFavoriteVariables,
  { previous: Product[] | undefined }
>;

/**
 * Adds (`favorited: true`) or removes a favourite, with the spec's toasts. The cached list changes
 * at once (and back on failure); every favourites query is refreshed afterwards (storefront §7),
 * in the other open tabs too.
 * The toasts belong to the mutation, not to the button: a removed row is gone before the answer.
 */
export function setFavoriteOptions(
  queryClient: QueryClient,
  token: string | null,
  { t, translateServer }: FavoriteTexts,
): SetFavoriteOptions {
  const key = getFavoritesQueryOptions(token).queryKey;
  return {
    mutationFn: ({ product, favorited }) =>
      endingSessionOn401(token, favorited ? addFavorite(product.id) : removeFavorite(product.id)),
    onMutate: async ({ product, favorited }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      if (previous) {
        const rest = previous.filter((item) => item.id !== product.id);
        queryClient.setQueryData(key, favorited ? [product, ...rest] : rest);
      }
      return { previous };
    },
    onSuccess: (_reply, { favorited }) => {
      toast.success(favorited ? t('favorites.added') : t('favorites.removed'));
      announceChange(FAVORITES_KEY);
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      const explained = explainedError(error);
      toast.error(explained ? translateServer(explained) : t('favorites.failed'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAVORITES_KEY }),
  };
}

/**
 * The change as useMutation's `mutate` runs it (in the data cache, paused offline), without the
 * hook: the product page's heart loads this module at its first click, not with the page.
 */
export function setFavorite(
  queryClient: QueryClient,
  token: string | null,
  texts: FavoriteTexts,
  variables: SetFavoriteVariables,
): void {
  const mutation = queryClient
    .getMutationCache()
    .build(queryClient, setFavoriteOptions(queryClient, token, texts));
  // A failure is told by onError.
  mutation.execute(variables).catch(() => undefined);
}
