import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { AuthCard } from '@/features/accounts/components/auth-card';
import { ForgotPasswordForm } from '@/features/accounts/components/forgot-password-form';
import type { TranslationsHandle } from '@/config/i18n-namespaces';

/** Its texts (loaded before the page is taken over in the browser). */
export const handle: TranslationsHandle = { i18n: ['accounts'] };

/** /auth/forgot-password: ask for a reset link by mail. */
export default function ForgotPasswordRoute() {
  const { t } = useTranslation('accounts');
  return (
    <>
      <PageTitle title={t('recovery.forgot.title')} />
      <AuthCard
        icon={KeyRound}
        title={t('recovery.forgot.title')}
        description={t('recovery.forgot.description')}
      >
        <ForgotPasswordForm />
      </AuthCard>
    </>
  );
}
