import { useTranslation } from 'react-i18next';
import { StatusPage } from '@/components/errors/status-page';
import { LostMapIllustration } from '@/components/illustrations/lost-map-illustration';

/** The not-found page (storefront §2 "Other pages"): an address that is no page. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      illustration={<LostMapIllustration />}
      title={t('pages.notFound.title')}
      message={t('pages.notFound.message')}
      action={t('pages.notFound.action')}
    />
  );
}
