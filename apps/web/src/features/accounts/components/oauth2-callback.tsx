import { type OauthExchangeReply } from '@curio/shared';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useNavigate } from '@/lib/language-navigation';
import { paths } from '@/config/paths';
import { ACCOUNT_QUERY_KEY } from '@/features/session/api/get-current-user';
import { FormMessage } from '@/features/session/components/form-controls';
import {
  useRedirectAfterDelay,
  type RedirectTarget,
} from '@/features/session/hooks/use-redirect-after-delay';
import { useServerText } from '@/hooks/use-server-text';
import { saveSession } from '@/features/session/utils/session';
import { ApiError, explainedError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { exchangeGoogleCode } from '../api/google';
import { takeGoogleRoundTrip, type GoogleRoundTripMode } from '../utils/google-round-trip';
import type { SignInState } from '../utils/location-state';
import { AuthCard } from './auth-card';
import { GoogleLinkStep } from './google-link-step';
import { TwoFactorStep } from './two-factor-step';

/** The same toast is not shown twice when the check runs again (development's strict mode). */
const TOAST_ID = 'google-sign-in';

/** The provider's error code as it may be shown (the server sends short codes like `denied`). */
function errorCodeOf(value: string): string {
  return value.replace(/[^\w .-]/g, '').slice(0, 60) || 'unknown';
}

type Exchange = { mode: GoogleRoundTripMode } & (
  { reply: OauthExchangeReply } | { failure: unknown }
);

/**
 * One exchange per code for the page's lifetime: development's strict mode runs the effect twice,
 * and the code (like the tab's secret) works once.
 */
const exchanges = new Map<string, Promise<Exchange>>();

function exchangeOnce(code: string): Promise<Exchange> | undefined {
  const started = exchanges.get(code);
  if (started) return started;
  // A link opened in another browser or tab finds no secret here: nothing is exchanged.
  const roundTrip = takeGoogleRoundTrip();
  if (!roundTrip) return undefined;
  const exchange = exchangeGoogleCode(code, roundTrip.secret).then(
    (reply) => ({ reply, mode: roundTrip.mode }),
    (failure: unknown) => ({ failure, mode: roundTrip.mode }),
  );
  exchanges.set(code, exchange);
  return exchange;
}

type Step =
  | { kind: 'working' }
  | { kind: 'twoFactor'; challenge: string }
  | { kind: 'link'; challenge: string; username: string; twoFactorEnabled: boolean };

/**
 * The return from Google (accounts-and-admin §2, §4 "Google callback", decision 015): an `error`
 * parameter goes back to sign-in with 'Authentication failed: {error}. Please try again.'; a `code`
 * is exchanged with the secret this tab kept — a missing secret, or a code the server refuses, goes
 * back with 'Invalid authentication data received.'. A session is saved, 'Successfully signed in
 * with Google!' is shown, and after 1000 ms the user is on the home page; an account with
 * two-factor login first asks for its code, and an account that owns the address but is not linked
 * first asks for its password. Linking from the profile returns to the profile.
 */
export function OAuth2Callback() {
  const { t } = useTranslation('accounts');
  const serverText = useServerText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const error = searchParams.get('error');
  const code = searchParams.get('code');
  const [step, setStep] = useState<Step>({ kind: 'working' });
  const [signedIn, setSignedIn] = useState(false);
  const [redirect, setRedirect] = useState<RedirectTarget | null>(null);
  useRedirectAfterDelay(redirect);

  useEffect(() => {
    let active = true;
    const fail = (message: string, mode: GoogleRoundTripMode = 'signin') => {
      if (!active) return;
      toast.error(message, { id: TOAST_ID });
      if (mode === 'link') {
        void navigate(paths.profile, { replace: true });
        return;
      }
      const state: SignInState = { error: message };
      void navigate(paths.signIn(), { replace: true, state });
    };
    if (error !== null) {
      const mode = takeGoogleRoundTrip()?.mode;
      const known: Record<string, string> = {
        already_linked: serverText('googleAlreadyLinked'),
        linked_elsewhere: serverText('googleLinkedElsewhere'),
        email_in_use: t('oauth.emailInUse'),
      };
      fail(known[error] ?? t('oauth.failed', { error: errorCodeOf(error) }), mode);
      return;
    }
    /** Too many tries, a link Google refused (already linked, or linked elsewhere), or invalid. */
    const exchangeFailureText = (failure: unknown) => {
      if (failure instanceof ApiError && failure.status === 429)
        return serverText('tooManyRequests');
      const explained = explainedError(failure);
      if (explained && failure instanceof ApiError && failure.status === 409)
        return serverText(explained);
      return t('oauth.invalid');
    };
    const exchange = code ? exchangeOnce(code) : undefined;
    if (!exchange) {
      fail(t('oauth.invalid'));
      return;
    }
    void exchange.then((result) => {
      if (!active) return;
      if ('failure' in result) {
        fail(exchangeFailureText(result.failure), result.mode);
        return;
      }
      const { reply, mode } = result;
      if ('token' in reply) {
        saveSession(reply.token);
        void queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
        if (mode === 'link') {
          toast.success(t('googleLink.linked'), { id: TOAST_ID });
          void navigate(paths.profile, { replace: true });
          return;
        }
        toast.success(t('oauth.success'), { id: TOAST_ID });
        // Replacing the entry also takes the code out of the address and the history.
        setRedirect({ to: paths.home, replace: true });
      } else if ('requires2FA' in reply) {
        setStep({ kind: 'twoFactor', challenge: reply.challenge });
      } else {
        setStep({
          kind: 'link',
          challenge: reply.challenge,
          username: reply.username,
          twoFactorEnabled: reply.twoFactorEnabled,
        });
      }
    });
    return () => {
      active = false;
    };
  }, [error, code, navigate, queryClient, serverText, t]);

  const finish = (token: string) => {
    saveSession(token);
    setSignedIn(true);
    toast.success(t('oauth.success'), { id: TOAST_ID });
    setRedirect({ to: paths.home, replace: true });
  };

  if (step.kind === 'twoFactor') {
    return (
      <AuthCard
        icon={KeyRound}
        title={t('twoFactorLogin.title')}
        description={t('twoFactorLogin.description')}
      >
        {signedIn ? (
          <FormMessage type="success">
            <p className="font-semibold">{t('oauth.success')}</p>
            <p>{t('signIn.redirecting')}</p>
          </FormMessage>
        ) : (
          <TwoFactorStep
            proof={{ challenge: step.challenge }}
            onBack={() => void navigate(paths.signIn(), { replace: true })}
            onSignedIn={finish}
          />
        )}
      </AuthCard>
    );
  }
  if (step.kind === 'link' && !signedIn) {
    return (
      <GoogleLinkStep
        challenge={step.challenge}
        username={step.username}
        twoFactorEnabled={step.twoFactorEnabled}
        onSignedIn={finish}
      />
    );
  }

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
