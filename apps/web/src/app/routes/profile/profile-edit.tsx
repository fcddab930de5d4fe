import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Navigate } from '@/components/ui/link';
import { useBanner } from '@/components/banner/banner-context';
import { PageContainer } from '@/components/layout/page-container';
import { PageSpinner } from '@/components/ui/spinner';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { ProfileEditForm } from '@/features/profile/components/profile-edit-form';
import { useCurrentUser } from '@/features/session/api/get-current-user';
import { ApiError } from '@/lib/api-client';
import { safeRedirectPath } from '@/lib/safe-path';

/** A frozen account may not edit its profile: back to /profile with the reason (§2, §5). */
function FrozenRedirect() {
  const { t } = useTranslation();
  const { showBanner } = useBanner();
  useEffect(() => {
    showBanner({ type: 'error', message: t('messages.accountFrozen') });
  }, [showBanner, t]);
  return <Navigate to={paths.profile} replace />;
}

/** /profile/edit?highlight=agent&returnTo=…: the profile form. */
export default function ProfileEditRoute() {
  const { t } = useTranslation('accounts');
  const [searchParams] = useSearchParams();
  const { data: user, error } = useCurrentUser();
  // A 401 has ended the session: the guard is on its way to sign-in. Other failures: the error screen.
  if (error && !(error instanceof ApiError && error.status === 401)) throw error;
  if (user?.frozen) return <FrozenRedirect />;

  const returnTo = safeRedirectPath(searchParams.get('returnTo'), paths.profile);
  return (
    <PageContainer narrow>
      <PageTitle title={t('profileEdit.title')} />
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900">
        {t('profileEdit.title')}
      </h1>
      <p className="mt-2 text-neutral-600">{t('profileEdit.description')}</p>
      <div className="mt-6 rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-8">
        {user ? (
          <ProfileEditForm
            user={user}
            highlightAgent={searchParams.get('highlight') === 'agent'}
            returnTo={returnTo}
          />
        ) : (
          <PageSpinner />
        )}
      </div>
    </PageContainer>
  );
}
