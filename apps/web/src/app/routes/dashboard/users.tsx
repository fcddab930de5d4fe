import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function DashboardUsersRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.dashboardUsers')} />;
}
