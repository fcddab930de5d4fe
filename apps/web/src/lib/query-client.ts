import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const MINUTE = 60_000;

/** Cache defaults of storefront §9: 5 minutes fresh, cleaned up after 10. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * MINUTE,
        gcTime: 10 * MINUTE,
        refetchOnWindowFocus: false,
        // A 4xx will not change on retry; network and 5xx errors get two more tries.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      },
    },
  });
}
