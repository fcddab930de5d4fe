import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { AuthCard } from '@/features/accounts/components/auth-card';
import { ForgotPasswordForm } from '@/features/accounts/components/forgot-password-form';

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
