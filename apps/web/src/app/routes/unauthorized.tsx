import { useTranslation } from 'react-i18next';
import { StatusPage } from '@/components/errors/status-page';
import { LockedDoorIllustration } from '@/components/illustrations/locked-door-illustration';

export default function UnauthorizedRoute() {
  const { t } = useTranslation();
  return (
    <StatusPage
      illustration={<LockedDoorIllustration />}
      title={t('pages.unauthorized.title')}
      message={t('pages.unauthorized.message')}
      action={t('pages.unauthorized.action')}
    />
  );
}
