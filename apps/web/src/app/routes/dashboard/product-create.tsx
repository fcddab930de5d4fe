import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/layout/page-container';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { BackLink } from '@/features/seller-dashboard/components/back-link';
import { ProductForm } from '@/features/seller-dashboard/components/product-form';
import { FrozenSellerNotice } from '@/features/seller-dashboard/components/frozen-seller-notice';

export default function DashboardProductCreateRoute() {
  const { t } = useTranslation('dashboard');
  const { t: tApp } = useTranslation();
  return (
    <PageContainer narrow>
      <PageTitle title={tApp('pages.dashboardProductCreate')} />
      <BackLink to={paths.dashboardProducts} label={t('common.backToProducts')} />
      <h1 className="text-3xl font-bold tracking-tight text-neutral-950">{t('form.addTitle')}</h1>
      <p className="mt-1 mb-6 text-neutral-600">{t('form.addIntro')}</p>
      <FrozenSellerNotice />
      <ProductForm />
    </PageContainer>
  );
}
