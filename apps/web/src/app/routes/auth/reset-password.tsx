import { LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { AuthCard } from '@/features/accounts/components/auth-card';
import { ResetPasswordForm } from '@/features/accounts/components/reset-password-form';
import type { TranslationsHandle } from '@/config/i18n-namespaces';

/** Its texts (loaded before the page is taken over in the browser). */
export const handle: TranslationsHandle = { i18n: ['accounts'] };

/** /auth/reset-password?token=…: the page of a reset link. */
export default function ResetPasswordRoute() {
  const { t } = useTranslation('accounts');
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageTitle title={t('recovery.reset.title')} />
      <AuthCard
        icon={LockKeyhole}
        title={t('recovery.reset.title')}
        description={t('recovery.reset.description')}
      >
        <ResetPasswordForm token={searchParams.get('token')} />
      </AuthCard>
    </>
  );
}
