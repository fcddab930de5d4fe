import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function DashboardRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.dashboard')} />;
}
