import { COMMON_MESSAGES, LIMITS, type Seller } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';
import { getProducts } from './get-products';
import { catalogKeys } from './query-keys';

/**
 * A seller's public page: GET /api/accounts/{id}/seller. If that call fails for any reason other
 * than an unknown seller, the seller's products are loaded by seller id and the seller is taken from
 * the first product (storefront §2 "Seller page"); no products means no seller.
 */
async function getSeller(id: number, signal?: AbortSignal): Promise<Seller> {
  try {
    return await apiFetch<Seller>(`/api/accounts/${id}/seller`, { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    if (error instanceof ApiError && error.message === COMMON_MESSAGES.sellerNotFound) throw error;
    return sellerFromProducts(id, error, signal);
  }
}

async function sellerFromProducts(id: number, cause: unknown, signal?: AbortSignal) {
  const page = await getProducts(
    { page: 0, size: LIMITS.homePageSize, sellerId: id },
    signal,
  ).catch(() => {
    throw cause;
  });
  const seller = page.content[0]?.user;
  if (!seller) throw new ApiError(404, COMMON_MESSAGES.sellerNotFound);
  return {
    id: seller.id,
    name: seller.username,
    profilePicture: seller.profilePicture,
    products: page.content,
    productCount: page.totalElements,
  };
}

/** A seller and their products are cached 2 minutes (storefront §9). */
export function getSellerQueryOptions(id: number) {
  return queryOptions({
    queryKey: catalogKeys.seller(id),
    queryFn: ({ signal }) => getSeller(id, signal),
    staleTime: 2 * 60_000,
  });
}

export function useSeller(id: number, enabled = true) {
  return useQuery({ ...getSellerQueryOptions(id), enabled });
}
