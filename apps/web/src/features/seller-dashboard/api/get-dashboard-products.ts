import {
  dashboardProductSchema,
  pageSchema,
  type DashboardProduct,
  type DashboardProductsQuery,
  type Page,
} from '@curio/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { toQueryString } from '@/utils/query-string';

const dashboardPageSchema = pageSchema(dashboardProductSchema);

/** The query of GET /api/dashboard/products (page zero-based). */
export type DashboardProductsParams = Pick<DashboardProductsQuery, 'page' | 'size'> &
  Partial<Pick<DashboardProductsQuery, 'search' | 'filter' | 'sort' | 'order'>>;

/** The root of the dashboard's product queries (invalidated after every product change). */
export const DASHBOARD_PRODUCTS_KEY = ['dashboard', 'products'] as const;

function getDashboardProducts(
  params: DashboardProductsParams,
  signal?: AbortSignal,
): Promise<Page<DashboardProduct>> {
  const { search, filter, ...pageAndSort } = params;
  const query = toQueryString({
    ...pageAndSort,
    search: search?.trim(),
    filter: search?.trim() ? filter : undefined,
  });
  return apiFetch(`/api/dashboard/products${query}`, { schema: dashboardPageSchema, signal });
}

/** The seller's own products (all of them for an admin), with views and buy clicks. */
function getDashboardProductsQueryOptions(params: DashboardProductsParams) {
  return queryOptions({
    queryKey: [...DASHBOARD_PRODUCTS_KEY, params],
    queryFn: ({ signal }) => getDashboardProducts(params, signal),
    staleTime: 2 * 60_000,
  });
}

export function useDashboardProducts(
  params: DashboardProductsParams,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    ...getDashboardProductsQueryOptions(params),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
  });
}
