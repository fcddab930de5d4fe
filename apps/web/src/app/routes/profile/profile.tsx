import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/layout/page-container';
import { PageSpinner } from '@/components/ui/spinner';
import { PageTitle } from '@/components/ui/page-title';
import { EmailNotice } from '@/features/profile/components/email-notice';
import { GoogleLinkSettings } from '@/features/profile/components/google-link-settings';
import { ProfileView } from '@/features/profile/components/profile-view';
import { useCurrentUser } from '@/features/session/api/get-current-user';
import { ApiError } from '@/lib/api-client';
import { useSignOut } from '@/features/session/hooks/use-sign-out';
import { TwoFactorSettings } from '@/features/two-factor/components/two-factor-settings';

/** /profile (signed in): the profile and its security settings. */
export default function ProfileRoute() {
  const { t } = useTranslation('accounts');
  const { data: user, error } = useCurrentUser();
  const signOut = useSignOut();

  // A 401 has ended the session: the guard is on its way to sign-in. Other failures: the error screen.
  if (error && !(error instanceof ApiError && error.status === 401)) throw error;
  return (
    <PageContainer narrow>
      <PageTitle title={t('profile.title')} />
      {user ? (
        <>
          <EmailNotice user={user} />
          <ProfileView user={user} onSignOut={signOut} />
          <TwoFactorSettings enabled={user.twoFactorEnabled} hasPassword={user.hasPassword} />
          <GoogleLinkSettings user={user} />
        </>
      ) : (
        <PageSpinner />
      )}
    </PageContainer>
  );
}
