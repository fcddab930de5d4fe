import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function SignInRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.signIn')} />;
}
