import { HydrationBoundary } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import { LazyRouteErrorScreen } from '@/components/errors/lazy-error-screens';
import { AppLayout } from '@/components/layout/app-layout';
import { SearchBox } from '@/features/catalog/components/search-box';
import { getSiteQueryOptions } from '@/features/site/api/get-site';
import { browserQueryClient, prefetchOnServer, type Prefetched } from './query';

/** What the frame shows from the server (the old website's link), there from its first paint. */
export function loader(): Promise<Prefetched> {
  return prefetchOnServer((queryClient) =>
    queryClient.query(getSiteQueryOptions()).catch(() => undefined),
  );
}

export async function clientLoader(): Promise<Prefetched> {
  await browserQueryClient()
    .query(getSiteQueryOptions())
    .catch(() => undefined);
  return {};
}

// The frame's data never changes within a visit.
export const shouldRevalidate = () => false;

/** The frame of every page: header (with the search), the page, footer. */
export default function Frame() {
  const { dehydratedState } = useLoaderData<Prefetched>();
  return (
    <HydrationBoundary state={dehydratedState}>
      <AppLayout
        search={(placement) =>
          placement === 'bar' ? <SearchBox className="flex-1" /> : <SearchBox live={false} />
        }
      />
    </HydrationBoundary>
  );
}

/** Errors of the frame itself. */
export function ErrorBoundary() {
  return <LazyRouteErrorScreen />;
}
