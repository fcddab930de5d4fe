import type { QueryClient } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import { LazyRouteErrorScreen } from '@/components/errors/lazy-error-screens';
import { AppLayout } from '@/components/layout/app-layout';
import { PriceTextsProvider } from '@/components/product/price';
import { SearchBox } from '@/features/catalog/components/search-box';
import { getSiteQueryOptions } from '@/features/site/api/get-site';
import { getCurrencyRatesQueryOptions } from '@/hooks/use-display-currency';
import { browserQueryClient, prefetchOnServer, type Prefetched } from './query';
import { PageDataBoundary } from './page-data-boundary';

/**
 * What every page shows from the server, there from its first paint: the old website's link and
 * the rates of the "≈" prices (a missing one only leaves the figure out).
 */
async function loadFrame(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.query(getSiteQueryOptions()).catch(() => undefined),
    queryClient.query(getCurrencyRatesQueryOptions()).catch(() => undefined),
  ]);
}

export function loader(): Promise<Prefetched> {
  return prefetchOnServer(loadFrame);
}

export async function clientLoader(): Promise<Prefetched> {
  await loadFrame(browserQueryClient());
  return {};
}

// The frame's data never changes within a visit.
export const shouldRevalidate = () => false;

/** The frame of every page: header (with the search), the page, footer. */
export default function Frame() {
  const { dehydratedState } = useLoaderData<Prefetched>();
  return (
    <PageDataBoundary state={dehydratedState}>
      {/* Below the boundary: its rates are in the cache when the prices are first written. */}
      <PriceTextsProvider>
        <AppLayout
          search={(placement) =>
            placement === 'bar' ? <SearchBox className="flex-1" /> : <SearchBox live={false} />
          }
        />
      </PriceTextsProvider>
    </PageDataBoundary>
  );
}

/** Errors of the frame itself. */
export function ErrorBoundary() {
  return <LazyRouteErrorScreen />;
}
