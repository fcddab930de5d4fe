import type { Agent, Category, Color, Size } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

/** Categories, colours, sizes and agents change rarely: cached 10 minutes (storefront §9). */
const LOOKUP_STALE_TIME = 10 * 60_000;

export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiFetch<Category[]>('/api/categories', { signal });
}

export function getColors(signal?: AbortSignal): Promise<Color[]> {
  return apiFetch<Color[]>('/api/colors', { signal });
}

export function getSizes(signal?: AbortSignal): Promise<Size[]> {
  return apiFetch<Size[]>('/api/sizes', { signal });
}

export function getAgents(signal?: AbortSignal): Promise<Agent[]> {
  return apiFetch<Agent[]>('/api/agents', { signal });
}

export const getCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.categories,
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: LOOKUP_STALE_TIME,
  });

export const getColorsQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.colors,
    queryFn: ({ signal }) => getColors(signal),
    staleTime: LOOKUP_STALE_TIME,
  });

export const getSizesQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.sizes,
    queryFn: ({ signal }) => getSizes(signal),
    staleTime: LOOKUP_STALE_TIME,
  });

export const getAgentsQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.agents,
    queryFn: ({ signal }) => getAgents(signal),
    staleTime: LOOKUP_STALE_TIME,
  });

export const useCategories = () => useQuery(getCategoriesQueryOptions());
export const useColors = () => useQuery(getColorsQueryOptions());
export const useSizes = () => useQuery(getSizesQueryOptions());
export const useAgents = () => useQuery(getAgentsQueryOptions());
