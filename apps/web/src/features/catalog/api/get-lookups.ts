import type { Category, Color, Size } from '@curio/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

/** Categories, colours and sizes change rarely: cached 10 minutes (storefront §9). */
const LOOKUP_STALE_TIME = 10 * 60_000;

// A fetch asks the server (a 304 when unchanged): the reply's stale-while-revalidate would let
// the browser answer a reload right after an admin's rename with the old names.
function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiFetch<Category[]>('/api/categories', { signal, cache: 'no-cache' });
}

function getColors(signal?: AbortSignal): Promise<Color[]> {
  return apiFetch<Color[]>('/api/colors', { signal, cache: 'no-cache' });
}

function getSizes(signal?: AbortSignal): Promise<Size[]> {
  return apiFetch<Size[]>('/api/sizes', { signal, cache: 'no-cache' });
}

const getCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.categories,
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: LOOKUP_STALE_TIME,
  });

const getColorsQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.colors,
    queryFn: ({ signal }) => getColors(signal),
    staleTime: LOOKUP_STALE_TIME,
  });

const getSizesQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.sizes,
    queryFn: ({ signal }) => getSizes(signal),
    staleTime: LOOKUP_STALE_TIME,
  });

const lookupLoaders = {
  categories: (queryClient: QueryClient) => queryClient.query(getCategoriesQueryOptions()),
  colors: (queryClient: QueryClient) => queryClient.query(getColorsQueryOptions()),
  sizes: (queryClient: QueryClient) => queryClient.query(getSizesQueryOptions()),
};

/**
 * Loads the lookups a page names into its data cache: on the server, so that the page is written
 * in its language from the first paint and the browser asks for nothing once it runs. A failed
 * one leaves the names as stored.
 */
export async function loadLookups(
  queryClient: QueryClient,
  lookups: readonly (keyof typeof lookupLoaders)[],
): Promise<void> {
  await Promise.all(
    lookups.map((lookup) => lookupLoaders[lookup](queryClient).catch(() => undefined)),
  );
}

export const useCategories = () => useQuery(getCategoriesQueryOptions());
export const useColors = () => useQuery(getColorsQueryOptions());
export const useSizes = () => useQuery(getSizesQueryOptions());
