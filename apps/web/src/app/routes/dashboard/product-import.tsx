import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/layout/page-container';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { BackLink } from '@/features/seller-dashboard/components/back-link';
import { ProductImport } from '@/features/seller-dashboard/import/components/product-import';

export default function DashboardProductImportRoute() {
  const { t } = useTranslation('dashboard');
  const { t: tApp } = useTranslation();
  return (
    <PageContainer>
      <PageTitle title={tApp('pages.dashboardProductImport')} />
      <BackLink to={paths.dashboardProducts} label={t('common.backToProducts')} />
      <h1 className="text-3xl font-bold tracking-tight text-neutral-950">{t('import.title')}</h1>
      <p className="mt-1 mb-6 text-neutral-600">{t('import.intro')}</p>
      <ProductImport />
    </PageContainer>
  );
}
