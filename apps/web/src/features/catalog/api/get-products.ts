import { pageSchema, productSchema, type Page, type Product } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export type ProductsParams = { page: number; size: number };

const productPageSchema = pageSchema(productSchema);

export function getProducts(
  { page, size }: ProductsParams,
  signal?: AbortSignal,
): Promise<Page<Product>> {
  const search = new URLSearchParams({ page: String(page), size: String(size) });
  return apiFetch(`/api/products?${search.toString()}`, { schema: productPageSchema, signal });
}

/** Product lists are cached 2 minutes (storefront §9). */
export function getProductsQueryOptions(params: ProductsParams) {
  return queryOptions({
    queryKey: ['products', 'list', params],
    queryFn: ({ signal }) => getProducts(params, signal),
    staleTime: 2 * 60_000,
  });
}

export function useProducts(params: ProductsParams) {
  return useQuery(getProductsQueryOptions(params));
}
