import { LIMITS } from '@curio/shared';
import { useEffect, useState } from 'react';

/**
 * True for about 150 ms after `key` changes (storefront §2: a loading flag on each parameter
 * change), so the shopper sees that the list reacted even when the answer comes from the cache.
 */
export function useLoadingFlag(key: string): boolean {
  const [settledKey, setSettledKey] = useState(key);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettledKey(key), LIMITS.loadingFlagMs);
    return () => window.clearTimeout(timer);
  }, [key]);
  return settledKey !== key;
}
