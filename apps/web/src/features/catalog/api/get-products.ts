import type { Page, Product, ProductListQuery } from '@curio/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { catalogKeys } from './query-keys';
import { toQueryString } from '@/utils/query-string';

/**
 * The query of GET /api/products (page zero-based). Filters left out or empty are not sent; the
 * server then answers the unfiltered list.
 */
export type ProductsParams = Pick<ProductListQuery, 'page' | 'size'> &
  Partial<Omit<ProductListQuery, 'page' | 'size'>>;

export function getProducts(params: ProductsParams, signal?: AbortSignal): Promise<Page<Product>> {
  return apiFetch<Page<Product>>(`/api/products${toQueryString(params)}`, { signal });
}

/** Product lists are cached 2 minutes (storefront §9). */
export function getProductsQueryOptions(params: ProductsParams) {
  return queryOptions({
    queryKey: catalogKeys.productList(params),
    queryFn: ({ signal }) => getProducts(params, signal),
    staleTime: 2 * 60_000,
  });
}

type UseProductsOptions = {
  /** Keep showing the previous page while the next one loads (no skeletons). */
  keepPrevious?: boolean;
  enabled?: boolean;
};

export function useProducts(params: ProductsParams, options: UseProductsOptions = {}) {
  return useQuery({
    ...getProductsQueryOptions(params),
    enabled: options.enabled ?? true,
    ...(options.keepPrevious && { placeholderData: keepPreviousData }),
  });
}
