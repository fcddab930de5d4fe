import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { PageTitle } from '@/components/ui/page-title';
import { PageSpinner } from '@/components/ui/spinner';
import { getProductQueryOptions } from '@/features/catalog/api/get-product';
import { BackLink } from '@/features/seller-dashboard/components/back-link';
import { ProductForm } from '@/features/seller-dashboard/components/product-form';
import { productsListPathOf } from '@/features/seller-dashboard/utils/products-list-address';
import { useServerText } from '@/hooks/use-server-text';
import { ApiError } from '@/lib/api-client';

/** A product id of the address, or null when it cannot be one. */
function productIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

export default function DashboardProductEditRoute() {
  const { t } = useTranslation('dashboard');
  const { t: tApp } = useTranslation();
  const translateServer = useServerText();
  const id = productIdOf(useParams().id);
  const listPath = productsListPathOf(useLocation().state);
  // The form starts from the product as it is now: a cached copy is checked again first.
  const product = useQuery({
    ...getProductQueryOptions(id ?? 0),
    enabled: id !== null,
    staleTime: 0,
  });

  let content;
  if (id === null || (product.error instanceof ApiError && product.error.status === 404)) {
    content = (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
        {translateServer('productNotFound')}
      </p>
    );
  } else if (product.isError) {
    content = (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
        {t('form.loadFailed')}
      </p>
    );
  } else if (product.isPending || !product.isFetchedAfterMount) {
    content = <PageSpinner />;
  } else {
    content = <ProductForm key={product.data.id} product={product.data} listPath={listPath} />;
  }

  return (
    <PageContainer narrow>
      <PageTitle title={tApp('pages.dashboardProductEdit')} />
      <BackLink to={listPath} label={t('common.backToProducts')} />
      <h1 className="text-3xl font-bold tracking-tight text-neutral-950">{t('form.editTitle')}</h1>
      <p className="mt-1 mb-6 text-neutral-600">
        {product.data ? t('form.editIntro', { name: product.data.name }) : '\u00a0'}
      </p>
      {content}
    </PageContainer>
  );
}
