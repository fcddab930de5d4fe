import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/layout/page-container';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { BackLink } from '@/features/seller-dashboard/components/back-link';
import { ProductsManager } from '@/features/seller-dashboard/components/products-manager';
import { FrozenSellerNotice } from '@/features/seller-dashboard/components/frozen-seller-notice';

export default function DashboardProductsRoute() {
  const { t } = useTranslation('dashboard');
  const { t: tApp } = useTranslation();
  return (
    <PageContainer>
      <PageTitle title={tApp('pages.dashboardProducts')} />
      <BackLink to={paths.dashboard} label={t('common.backToDashboard')} />
      <FrozenSellerNotice />
      <ProductsManager />
    </PageContainer>
  );
}
