import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { StatusPage } from '@/components/errors/status-page';
import { LockedDoorIllustration } from '@/components/illustrations/locked-door-illustration';

/** Where a person without the role a page needs is sent: a 403 status. */
export function loader() {
  return data(null, { status: 403 });
}

export function clientLoader() {
  return null;
}

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
