import type { Product } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

/** Up to 12 products sharing a category and a colour with product `id` (storefront §5). */
function getSimilarProducts(id: number, signal?: AbortSignal): Promise<Product[]> {
  return apiFetch<Product[]>(`/api/products/${id}/similar`, { signal });
}

export function getSimilarProductsQueryOptions(id: number) {
  return queryOptions({
    queryKey: catalogKeys.similar(id),
    queryFn: ({ signal }) => getSimilarProducts(id, signal),
    staleTime: 5 * 60_000,
  });
}

export function useSimilarProducts(id: number) {
  return useQuery(getSimilarProductsQueryOptions(id));
}
