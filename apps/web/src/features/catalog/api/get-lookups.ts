import type { Category, Color, Size } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

/** Categories, colours and sizes change rarely: cached 10 minutes (storefront §9). */
const LOOKUP_STALE_TIME = 10 * 60_000;

function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiFetch<Category[]>('/api/categories', { signal });
}

function getColors(signal?: AbortSignal): Promise<Color[]> {
  return apiFetch<Color[]>('/api/colors', { signal });
}

function getSizes(signal?: AbortSignal): Promise<Size[]> {
  return apiFetch<Size[]>('/api/sizes', { signal });
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

export const useCategories = () => useQuery(getCategoriesQueryOptions());
export const useColors = () => useQuery(getColorsQueryOptions());
export const useSizes = () => useQuery(getSizesQueryOptions());
