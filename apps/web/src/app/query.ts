import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';

let browserClient: QueryClient | undefined;

/** The browser's one data cache, kept across navigations (client loaders fill it). */
export function browserQueryClient(): QueryClient {
  browserClient ??= createQueryClient();
  return browserClient;
}

/**
 * The data cache of one server render (no retries: the API is in this process). `gcTime: Infinity`
 * schedules no clean-up timer, so the cache goes with its request: the browser's ten-minute timer
 * per query kept the data of every page served in the last ten minutes in the server's memory.
 */
function serverQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, gcTime: Infinity, retry: false },
  });
  return queryClient;
}

/** The data cache of one render: a request's own on the server, the browser's one in the browser. */
export function renderQueryClient(): QueryClient {
  return typeof window === 'undefined' ? serverQueryClient() : browserQueryClient();
}

/** What a page's loader gives its page: the data it fetched, for HydrationBoundary. */
export type Prefetched = { dehydratedState?: DehydratedState };

/**
 * A server loader's data: runs `prefetch` on a data cache of this request alone and returns what it
 * holds, for the page's HydrationBoundary.
 */
export async function prefetchOnServer(
  prefetch: (queryClient: QueryClient) => Promise<unknown>,
): Promise<Prefetched> {
  const queryClient = serverQueryClient();
  await prefetch(queryClient);
  return { dehydratedState: dehydrate(queryClient) };
}
