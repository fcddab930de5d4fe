import { LIMITS } from '@curio/shared';
import { LoaderCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { saveSession } from '@/features/session/utils/session';
import { toast } from '@/lib/toast';
import type { SignInState } from '../utils/location-state';

/** The same toast is not shown twice when the check runs again (development's strict mode). */
const TOAST_ID = 'google-sign-in';

/** The provider's error code as it may be shown (the server sends short codes like `denied`). */
function errorCodeOf(value: string): string {
  return value.replace(/[^\w .-]/g, '').slice(0, 60) || 'unknown';
}

/**
 * The return from Google (accounts-and-admin §2, §4 "Google callback"): an `error` parameter goes
 * back to sign-in with 'Authentication failed: {error}. Please try again.'; no `token` goes back with
 * 'Invalid authentication data received.'; a token is saved, 'Successfully signed in with Google!'
 * is shown, and after 1000 ms the user is on the home page.
 */
export function OAuth2Callback() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const error = searchParams.get('error');
  const token = searchParams.get('token');

  useEffect(() => {
    const fail = (message: string) => {
      toast.error(message, { id: TOAST_ID });
      const state: SignInState = { error: message };
      void navigate(paths.signIn(), { replace: true, state });
    };
    if (error !== null) {
      fail(t('oauth.failed', { error: errorCodeOf(error) }));
      return;
    }
    if (!token) {
      fail(t('oauth.invalid'));
      return;
    }
    saveSession(token);
    toast.success(t('oauth.success'), { id: TOAST_ID });
    // Replacing the entry also takes the token out of the address and the history.
    const timer = window.setTimeout(
      () => void navigate(paths.home, { replace: true }),
      LIMITS.redirectDelayMs,
    );
    return () => window.clearTimeout(timer);
  }, [error, token, navigate, t]);

  return (
    <div
      aria-busy="true"
      className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center px-4 py-12 text-center"
    >
      <LoaderCircle aria-hidden="true" className="size-10 animate-spin text-indigo-700" />
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-neutral-900">
        {t('oauth.processing')}
      </h1>
      <p className="mt-2 text-neutral-600">{t('oauth.wait')}</p>
    </div>
  );
}
