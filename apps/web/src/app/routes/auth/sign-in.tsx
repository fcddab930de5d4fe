import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { SignIn } from '@/features/accounts/components/sign-in';
import { readSignInState } from '@/features/accounts/utils/location-state';
import { safeRedirectPath } from '@/lib/safe-path';
import type { TranslationsHandle } from '@/config/i18n-namespaces';

/** Its texts (loaded before the page is taken over in the browser). */
export const handle: TranslationsHandle = { i18n: ['accounts'] };

/** /auth/signin?path=…: where to go after signing in is `path` (a page of this site), else /. */
export default function SignInRoute() {
  const { t } = useTranslation('accounts');
  const [searchParams] = useSearchParams();
  // The route's optional path segment (/auth/signin/:path?) names a page too.
  const { path: pathSegment } = useParams();
  const location = useLocation();
  const { identifier, error, notice } = readSignInState(location.state);
  const redirectTo = safeRedirectPath(
    searchParams.get('path') ?? (pathSegment ? `/${pathSegment}` : null),
  );
  return (
    <>
      <PageTitle title={t('signIn.title')} />
      {/* A new visit (e.g. back from a failed Google sign-in) starts a fresh form. */}
      <SignIn
        key={location.key}
        redirectTo={redirectTo}
        initialIdentifier={identifier}
        initialError={error}
        initialNotice={notice}
      />
    </>
  );
}
