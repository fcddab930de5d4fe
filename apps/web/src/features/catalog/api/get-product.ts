import type { Product } from '@curio/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  return apiFetch<Product>(`/api/products/${id}`, { signal });
}

/** A product's details are cached 5 minutes (storefront §9). */
export function getProductQueryOptions(id: number) {
  return queryOptions({
    queryKey: catalogKeys.product(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    staleTime: 5 * 60_000,
  });
}
