import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { PageTitle } from '@/components/ui/page-title';
import { PageSpinner } from '@/components/ui/spinner';
import { useDashboardProduct } from '@/features/seller-dashboard/api/get-dashboard-product';
import { BackLink } from '@/features/seller-dashboard/components/back-link';
import { FrozenSellerNotice } from '@/features/seller-dashboard/components/frozen-seller-notice';
import { ProductForm } from '@/features/seller-dashboard/components/product-form';
import { productsListPathOf } from '@/features/seller-dashboard/utils/products-list-address';
import { ApiError } from '@/lib/api-client';
import NotFoundRoute from '../not-found';
import UnauthorizedRoute from '../unauthorized';

/** A product id of the address, or null when it cannot be one. */
function productIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * Edit Product: the form only for the product's seller or an admin. Another seller's product
 * shows the 403 screen and a missing one the not-found screen, never a form that fails on save.
 */
export default function DashboardProductEditRoute() {
  const { t } = useTranslation('dashboard');
  const { t: tApp } = useTranslation();
  const id = productIdOf(useParams().id);
  const listPath = productsListPathOf(useLocation().state);
  const product = useDashboardProduct(id);
  const status = product.error instanceof ApiError ? product.error.status : undefined;

  if (id === null || status === 404) return <NotFoundRoute />;
  if (status === 403) return <UnauthorizedRoute />;

  let content;
  if (product.isError) {
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
      <FrozenSellerNotice />
      <h1 className="text-3xl font-bold tracking-tight text-neutral-950">{t('form.editTitle')}</h1>
      <p className="mt-1 mb-6 text-neutral-600">
        {product.data ? t('form.editIntro', { name: product.data.name }) : '\u00a0'}
      </p>
      {content}
    </PageContainer>
  );
}
