import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';

let browserClient: QueryClient | undefined;

/** The browser's one data cache, kept across navigations (client loaders fill it). */
export function browserQueryClient(): QueryClient {
  browserClient ??= createQueryClient();
  return browserClient;
}

/** The data cache of one render: a request's own on the server, the browser's one in the browser. */
export function renderQueryClient(): QueryClient {
  return typeof window === 'undefined' ? createQueryClient() : browserQueryClient();
}

/** What a page's loader gives its page: the data it fetched, for HydrationBoundary. */
export type Prefetched = { dehydratedState?: DehydratedState };

/**
 * A server loader's data: runs `prefetch` on a data cache of this request alone (no retries: the
 * API is in this process) and returns what it holds, for the page's HydrationBoundary.
 */
export async function prefetchOnServer(
  prefetch: (queryClient: QueryClient) => Promise<unknown>,
): Promise<Prefetched> {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  await prefetch(queryClient);
  return { dehydratedState: dehydrate(queryClient) };
}
