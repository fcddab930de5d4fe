import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function ProductRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.product')} />;
}
