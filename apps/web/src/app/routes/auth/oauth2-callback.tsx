import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { OAuth2Callback } from '@/features/accounts/components/oauth2-callback';

export default function OAuth2CallbackRoute() {
  const { t } = useTranslation('accounts');
  return (
    <>
      <PageTitle title={t('oauth.processing')} />
      <OAuth2Callback />
    </>
  );
}
