import { CircleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/ui/button-styles';
import { ButtonSpinner } from '@/features/session/components/form-controls';
import { toast } from '@/lib/toast';
import { isGoogleSignInAvailable } from '../api/check-google';
import { googleLoginUrl } from '../api/google';

/** Google's "G" (brand colours; decorative, the button's text names it). */
function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="size-5">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

/**
 * 'Sign in with Google' (accounts-and-admin §2, §7): first the server's health check (3 seconds);
 * when Google sign-in is not available, a visible 'Authentication server unavailable' and a toast;
 * otherwise the browser goes to the server's /api/oauth2/login with the binding of a secret this
 * tab keeps (decision 015).
 */
export function GoogleSignInButton({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation('accounts');
  const { t: tMain } = useTranslation();
  const [state, setState] = useState<'idle' | 'checking' | 'leaving' | 'unavailable'>('idle');

  // Coming back from Google with the browser's Back button restores this page as it was left.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setState('idle');
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const start = async () => {
    setState('checking');
    let available: boolean;
    try {
      available = await isGoogleSignInAvailable();
    } catch {
      setState('unavailable');
      toast.error(t('google.failedToConnect'));
      return;
    }
    if (!available) {
      setState('unavailable');
      toast.error(t('google.cannotConnect'));
      return;
    }
    setState('leaving');
    // This tab keeps a secret; the server gets its hash and binds the sign-in's code to it.
    window.location.assign(await googleLoginUrl());
  };

  const busy = state === 'checking' || state === 'leaving';
  return (
    <div>
      <button
        type="button"
        onClick={() => void start()}
        disabled={disabled || busy}
        aria-describedby={state === 'unavailable' ? 'google-unavailable' : undefined}
        className={`${buttonClassName('secondary')} w-full`}
      >
        {busy ? <ButtonSpinner /> : <GoogleMark />}
        {t('google.button')}
      </button>
      {state === 'unavailable' && (
        <p
          id="google-unavailable"
          role="alert"
          className="mt-2 flex items-center justify-center gap-1.5 text-sm text-red-700"
        >
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          {tMain('messages.googleUnavailable')}
        </p>
      )}
    </div>
  );
}
