import { productSchema } from '@curio/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { DASHBOARD_PRODUCTS_KEY } from './get-dashboard-products';

/**
 * GET /api/dashboard/products/:id: a product to edit, as it is now (a cached copy is checked
 * again first). 403 when it is another seller's, 404 when there is none.
 */
export function useDashboardProduct(id: number | null) {
  return useQuery({
    queryKey: [...DASHBOARD_PRODUCTS_KEY, 'one', id],
    queryFn: ({ signal }) =>
      apiFetch(`/api/dashboard/products/${id ?? 0}`, { schema: productSchema, signal }),
    enabled: id !== null,
    staleTime: 0,
    retry: false,
  });
}
