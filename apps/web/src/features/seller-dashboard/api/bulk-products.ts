import {
  bulkProductsReplySchema,
  type BulkProductsReply,
  type BulkProductsRequest,
} from '@curio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidateProductCaches } from './product-writes';

function runBulkAction(request: BulkProductsRequest): Promise<BulkProductsReply> {
  return apiFetch('/api/dashboard/products/bulk', {
    method: 'POST',
    body: request,
    schema: bulkProductsReplySchema,
  });
}

/** One action on many products (POST /api/dashboard/products/bulk); every product list refreshes. */
export function useBulkProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runBulkAction,
    onSuccess: () => invalidateProductCaches(queryClient),
  });
}
