import { apiFetch } from '@/lib/api-client';
import { visitorId } from '../utils/visitor-id';

/**
 * Records a view of a product for the statistics (POST /api/events → 204), with this browser's
 * visitor id. Fire and forget: a failed count must never disturb the shopper, so errors are only
 * logged.
 */
export function recordProductView(productId: number): void {
  apiFetch('/api/events', {
    method: 'POST',
    body: { type: 'product_view', productId, visitorId: visitorId() },
  }).catch((error: unknown) => console.warn('Could not record the product view.', error));
}
