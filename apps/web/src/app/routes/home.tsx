import { LIMITS } from '@curio/shared';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RouteErrorScreen } from '@/components/errors/route-error-screen';
import { PageContainer } from '@/components/layout/page-container';
import { PageTitle } from '@/components/ui/page-title';
import { getProductsQueryOptions, useProducts } from '@/features/catalog/api/get-products';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { Greeting } from '@/features/session/components/greeting';

const firstPage = { page: 0, size: LIMITS.homePageSize };

/**
 * Home loads its data before display (storefront §2): cached data if there is any (the page then
 * refreshes it in the background when stale), else a fetch. This is what the deprecated
 * `ensureQueryData` did.
 */
export const clientLoader = (queryClient: QueryClient) => async () => {
  await queryClient.query({ ...getProductsQueryOptions(firstPage), staleTime: 'static' });
  return null;
};

export default function HomeRoute() {
  const { t } = useTranslation();
  const { data } = useProducts(firstPage);
  return (
    <PageContainer>
      <PageTitle title={t('home.title')} />
      <Greeting />
      <p className="mt-2 text-neutral-600">{t('home.intro')}</p>
      <section aria-labelledby="home-products" className="mt-8">
        <h2 id="home-products" className="sr-only">
          {t('home.productsHeading')}
        </h2>
        <ProductGrid products={data?.content} skeletonCount={LIMITS.homeSkeletonCount} />
      </section>
    </PageContainer>
  );
}

/** The home route's own error screen (storefront §2 "Other pages"). */
export function ErrorBoundary() {
  return <RouteErrorScreen />;
}
