import type { BuyLinkReply } from '@curio/shared';
import { apiFetch } from '@/lib/api-client';

/** The purchasing-agent link of a product, with the referral code; records a purchase click. */
export async function getBuyLink(productId: number): Promise<string> {
  const { url } = await apiFetch<BuyLinkReply>(`/api/products/${productId}/buy-link`, {
    method: 'POST',
  });
  return url;
}
