import type { ProductFacets, ProductFiltersQuery } from '@curio/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { catalogKeys } from './query-keys';
import { toQueryString } from '@/utils/query-string';

function getFacets(filters: ProductFiltersQuery, signal?: AbortSignal): Promise<ProductFacets> {
  return apiFetch<ProductFacets>(`/api/products/facets${toQueryString(filters)}`, { signal });
}

/** Counts for a pending filter selection ('Show {count} products'), cached like product lists. */
function getFacetsQueryOptions(filters: ProductFiltersQuery) {
  return queryOptions({
    queryKey: catalogKeys.facets(filters),
    queryFn: ({ signal }) => getFacets(filters, signal),
    staleTime: 2 * 60_000,
  });
}

/** The previous count stays on screen while the next one loads. */
export function useFacets(filters: ProductFiltersQuery) {
  return useQuery({ ...getFacetsQueryOptions(filters), placeholderData: keepPreviousData });
}
