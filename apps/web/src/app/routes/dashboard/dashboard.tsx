import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/layout/page-container';
import { PageTitle } from '@/components/ui/page-title';
import { DashboardOverview } from '@/features/seller-dashboard/components/dashboard-overview';
import { FrozenSellerNotice } from '@/features/seller-dashboard/components/frozen-seller-notice';

export default function DashboardRoute() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageTitle title={t('pages.dashboard')} />
      <FrozenSellerNotice />
      <DashboardOverview />
    </PageContainer>
  );
}
