import type { BuyOptions } from '@curio/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Which agents can make the product's Buy link (GET /api/products/{id}/buy-options). */
export function useBuyOptions(productId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['buy-options', productId],
    queryFn: ({ signal }) =>
      apiFetch<BuyOptions>(`/api/products/${productId}/buy-options`, { signal }),
    enabled,
    staleTime: 60_000,
  });
}
