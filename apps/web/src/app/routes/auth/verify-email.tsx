import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { AuthCard } from '@/features/accounts/components/auth-card';
import { VerifyEmailStatus } from '@/features/accounts/components/verify-email-status';
import type { TranslationsHandle } from '@/config/i18n-namespaces';

/** Its texts (loaded before the page is taken over in the browser). */
export const handle: TranslationsHandle = { i18n: ['accounts'] };

/** /auth/verify-email?token=…: the page of a verification link. */
export default function VerifyEmailRoute() {
  const { t } = useTranslation('accounts');
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageTitle title={t('recovery.verify.title')} />
      <AuthCard icon={MailCheck} title={t('recovery.verify.title')}>
        <VerifyEmailStatus token={searchParams.get('token')} />
      </AuthCard>
    </>
  );
}
