import { QueryClient } from '@tanstack/react-query';
import { isOutage } from './outage';

const MINUTE = 60_000;
const MAX_RETRIES = 3;

/** Cache defaults of storefront §9: 5 minutes fresh, cleaned up after 10. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * MINUTE,
        gcTime: 10 * MINUTE,
        // Data stays as fresh as §9 says; only what failed loads again when the tab is back.
        refetchOnWindowFocus: (query) => query.state.status === 'error',
        refetchOnReconnect: true,
        // A 4xx or a reply of the wrong shape will not change on retry; when the server cannot be
        // reached, three more tries, 1, 2 and 4 seconds apart, before the outage state shows.
        retry: (failureCount, error) => isOutage(error) && failureCount < MAX_RETRIES,
        retryDelay: (failureCount) => Math.min(1_000 * 2 ** failureCount, 8_000),
      },
    },
  });
}
