import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { PageTitle } from '@/components/ui/page-title';
import { AuthCard, authLinkClassName } from '@/features/accounts/components/auth-card';
import { SignUpForm } from '@/features/accounts/components/sign-up-form';
import type { TranslationsHandle } from '@/config/i18n-namespaces';
import { useSignInLink } from '@/lib/sign-in-link';

/** Its texts (loaded before the page is taken over in the browser). */
export const handle: TranslationsHandle = { i18n: ['accounts'] };

export default function SignUpRoute() {
  const { t } = useTranslation('accounts');
  // Passes on where sign-up was asked to lead back to (`?path=`).
  const signInLink = useSignInLink();
  return (
    <>
      <PageTitle title={t('signUp.title')} />
      <AuthCard
        icon={UserPlus}
        title={t('signUp.title')}
        description={t('signUp.description')}
        footer={
          <>
            {t('signUp.haveAccount')}{' '}
            <Link to={signInLink} className={authLinkClassName}>
              {t('signUp.signInLink')}
            </Link>
          </>
        }
      >
        <SignUpForm />
      </AuthCard>
    </>
  );
}
