import { productSchema, type Product, type ProductInput } from '@curio/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { catalogKeys } from '@/features/catalog/api/query-keys';
import { removeFromRecentlyViewed } from '@/features/catalog/stores/recently-viewed';
import { FAVORITES_KEY } from '@/features/favorites/api/favorites';
import { apiFetch } from '@/lib/api-client';
import { DASHBOARD_PRODUCTS_KEY } from './get-dashboard-products';

function createProduct(input: ProductInput): Promise<Product> {
  return apiFetch('/api/products', { method: 'POST', body: input, schema: productSchema });
}

function updateProduct(id: number, input: ProductInput): Promise<Product> {
  return apiFetch(`/api/products/${id}`, { method: 'PATCH', body: input, schema: productSchema });
}

const deleteReplySchema = z.object({ id: z.number().int(), deleted: z.literal(true) });

async function deleteProduct(id: number): Promise<void> {
  await apiFetch(`/api/products/${id}`, { method: 'DELETE', schema: deleteReplySchema });
}

/** Every cached view of products: lists, details, similar products, sellers, the dashboard. */
export async function invalidateProductCaches(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: catalogKeys.products }),
    queryClient.invalidateQueries({ queryKey: catalogKeys.sellers }),
    queryClient.invalidateQueries({ queryKey: DASHBOARD_PRODUCTS_KEY }),
    queryClient.invalidateQueries({ queryKey: FAVORITES_KEY }),
  ]);
}

/** Saves a product: POST without an id (add), PATCH with one (edit). */
export function useSaveProduct(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductInput) =>
      id === undefined ? createProduct(input) : updateProduct(id, input),
    onSuccess: () => invalidateProductCaches(queryClient),
  });
}

/** Deletes a product; it also leaves the recently viewed list (storefront §4). */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_reply, id) => {
      removeFromRecentlyViewed(id);
      queryClient.removeQueries({ queryKey: catalogKeys.product(id) });
      return invalidateProductCaches(queryClient);
    },
  });
}
