import { canonicalSearchParams, joinRepeatedSearchParams, LIMITS } from '@curio/shared';
import type { QueryClient } from '@tanstack/react-query';
import { RotateCw, SearchX } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  redirect,
  useLoaderData,
  useSearchParams,
  type LoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from 'react-router';
import { LazyRouteErrorScreen } from '@/components/errors/lazy-error-screens';
import { PageUnreachable } from '@/components/outage/page-unreachable';
import type { FrameHandle } from '@/components/layout/app-layout';
import { PageContainer } from '@/components/layout/page-container';
import { buttonClassName } from '@/components/ui/button-styles';
import { PageTitle } from '@/components/ui/page-title';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { loadLookups } from '@/features/catalog/api/get-lookups';
import { getProductsQueryOptions, useProducts } from '@/features/catalog/api/get-products';
import { ActiveFilters } from '@/features/catalog/components/active-filters';
import { CatalogHeaderTools } from '@/features/catalog/components/catalog-header-tools';
import { LazyFilterPanel } from '@/features/catalog/components/lazy-filter-panel';
import { NoSearchResults } from '@/features/catalog/components/no-search-results';
import { NoScriptFilters } from '@/features/catalog/components/no-script-filters';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { ShowingResultsFor } from '@/features/catalog/components/showing-results-for';
import { RecentlyViewedCarousel } from '@/features/catalog/components/recently-viewed-carousel';
import { SortSelect } from '@/features/catalog/components/sort-select';
import { useLoadingFlag } from '@/features/catalog/hooks/use-loading-flag';
import { readCatalogSearch, toProductsParams } from '@/features/catalog/utils/catalog-search';
import { Greeting } from '@/features/session/components/greeting';
import { OldWebsiteLink } from '@/features/site/components/old-website-link';
import { toSearchString } from '@/utils/query-string';
import { isOutage } from '@/lib/outage';
import { requireKnownLanguage } from '../language-segment';
import { pageMeta } from '../page-meta';
import { browserQueryClient, prefetchOnServer, type Prefetched } from '../query';
import { PageDataBoundary } from '../page-data-boundary';

/**
 * The page of products the address asks for (search, filters, sort, page), and the names of the
 * filters it shows, into a data cache.
 */
async function loadProducts(queryClient: QueryClient, request: Request): Promise<void> {
  const search = readCatalogSearch(new URL(request.url).searchParams);
  const products = queryClient
    .query({ ...getProductsQueryOptions(toProductsParams(search)), staleTime: 'static' })
    // The page shows the failure.
    .catch(() => undefined);
  await Promise.all([products, loadLookups(queryClient, ['categories', 'colors'])]);
}

/**
 * The filters sent as a GET form without JavaScript (one field per value) open the page at its own
 * address, the one the app's filter panel writes.
 */
function formAddressRedirect(request: Request): Response | undefined {
  const url = new URL(request.url);
  const joined = joinRepeatedSearchParams(url.searchParams);
  return joined
    ? redirect(url.pathname + toSearchString(canonicalSearchParams(joined)))
    : undefined;
}

/** Each page, search, filter and sort of the catalogue is a page of its own for search engines. */
export const meta: MetaFunction = (args) => pageMeta(args, {}, canonicalSearchParams);

/**
 * Home loads its data before display (storefront §2): on the server, for the page it renders; in
 * the browser, from the cache if it is there (the page then refreshes it in the background when
 * stale), else from the server. A failed load is shown by the page itself (the outage state, or an
 * empty result with a retry), not as an error screen.
 */
export function loader({ request, params }: LoaderFunctionArgs): Promise<Prefetched> | Response {
  requireKnownLanguage({ params });
  return (
    formAddressRedirect(request) ??
    prefetchOnServer((queryClient) => loadProducts(queryClient, request))
  );
}

export async function clientLoader({
  request,
  params,
}: LoaderFunctionArgs): Promise<Prefetched | Response> {
  requireKnownLanguage({ params });
  const moved = formAddressRedirect(request);
  if (moved) return moved;
  await loadProducts(browserQueryClient(), request);
  return {};
}

/**
 * Once the page is on screen, a new search, filter, sort or page is loaded by the page itself
 * (skeleton cards and the loading flag) rather than by holding the navigation.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

/**
 * The filter button, in the header bar and in the mobile menu. Given by this route, its code loads
 * with the home page only, not with every first page.
 */
export const handle: FrameHandle = {
  headerTools: (placement) => <CatalogHeaderTools placement={placement} />,
};

export default function HomeRoute() {
  const { dehydratedState } = useLoaderData<Prefetched>();
  return (
    <PageDataBoundary state={dehydratedState}>
      <HomePage />
    </PageDataBoundary>
  );
}

function HomePage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const search = useMemo(() => readCatalogSearch(searchParams), [searchParams]);
  const params = toProductsParams(search);
  const products = useProducts(params);
  const changing = useLoadingFlag(JSON.stringify(params));
  const loading = changing || (products.isFetching && !products.data);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  const page = products.data;
  // No answer from the server is not an empty catalogue.
  const outage = products.isError && isOutage(products.error);
  const query = search.query.trim();

  return (
    <PageContainer>
      <PageTitle title={query ? t('home.searchTitle', { query }) : t('home.title')} />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <Greeting />
          <p className="mt-2 text-neutral-600">{t('home.intro')}</p>
        </div>
        <OldWebsiteLink />
      </div>

      <section aria-labelledby="home-products" className="mt-10">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
          <div className="flex min-w-0 items-baseline gap-3">
            <h2
              id="home-products"
              ref={resultsHeading}
              tabIndex={-1}
              className="truncate text-xl font-bold tracking-tight text-neutral-900 outline-none"
            >
              {query ? t('home.resultsFor', { query }) : t('home.productsHeading')}
            </h2>
            <p role="status" className="flex shrink-0 items-center gap-2 text-sm text-neutral-600">
              {loading ? (
                <>
                  <Spinner className="size-4 border-2" />
                  {t('home.updating')}
                </>
              ) : (
                page && t('home.resultCount', { count: page.totalElements })
              )}
            </p>
          </div>
          <SortSelect />
        </div>
        <ActiveFilters />
        <NoScriptFilters />
        {query && page && page.totalElements > 0 && <ShowingResultsFor query={query} />}
        {outage ? (
          <PageUnreachable inline />
        ) : (
          <ProductGrid
            products={page?.content ?? (products.isError ? [] : undefined)}
            skeletonCount={LIMITS.homeSkeletonCount}
            empty={
              query && !products.isError ? (
                <NoSearchResults query={query} />
              ) : (
                <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-neutral-300 bg-white px-4 py-16 text-center">
                  <SearchX aria-hidden="true" className="size-10 text-neutral-400" />
                  <p className="text-lg font-semibold text-neutral-900">{t('home.empty')}</p>
                  {products.isError ? (
                    <button
                      type="button"
                      onClick={() => void products.refetch()}
                      className={buttonClassName('secondary')}
                    >
                      <RotateCw aria-hidden="true" className="size-4" />
                      {t('home.retry')}
                    </button>
                  ) : (
                    <p className="max-w-sm text-sm text-neutral-600">{t('home.emptyHint')}</p>
                  )}
                </div>
              )
            }
          />
        )}
        {page && <Pagination page={search.page} totalPages={page.totalPages} />}
      </section>

      {/* After the grid, as storefront §2 lists it: kept in this browser only, it appears once the
          page runs, below what the server rendered rather than pushing it down. */}
      <RecentlyViewedCarousel className="mt-12" />

      <LazyFilterPanel fallbackFocus={() => resultsHeading.current} />
    </PageContainer>
  );
}

/** The home route's own error screen (storefront §2 "Other pages"). */
export function ErrorBoundary() {
  return <LazyRouteErrorScreen />;
}
