import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { OAuth2Callback } from '@/features/accounts/components/oauth2-callback';
import type { TranslationsHandle } from '@/config/i18n-namespaces';

/** Its texts (loaded before the page is taken over in the browser). */
export const handle: TranslationsHandle = { i18n: ['accounts'] };

export default function OAuth2CallbackRoute() {
  const { t } = useTranslation('accounts');
  return (
    <>
      <PageTitle title={t('oauth.processing')} />
      <OAuth2Callback />
    </>
  );
}
