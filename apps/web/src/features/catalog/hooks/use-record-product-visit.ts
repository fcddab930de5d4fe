import type { Product } from '@curio/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { recordProductView } from '../api/record-product-view';
import { addToRecentlyViewed, toRecentlyViewedEntry } from '../stores/recently-viewed';

/** The history entry of the last recorded visit: a re-render or a refetch is not a new visit. */
let lastVisit: string | undefined;

/**
 * A product page visit: counts a view on the server and moves the product to the front of the
 * recently viewed list (storefront §2, §4), once per visit.
 */
export function useRecordProductVisit(product: Product): void {
  const { key } = useLocation();
  useEffect(() => {
    const visit = `${key}:${product.id}`;
    if (lastVisit === visit) return;
    lastVisit = visit;
    recordProductView(product.id);
    addToRecentlyViewed(toRecentlyViewedEntry(product));
  }, [key, product]);
}
