import type { TFunction } from 'i18next';
import type { useServerText } from '@/hooks/use-server-text';
import { ApiError, explainedError } from '@/lib/api-client';

type ServerText = ReturnType<typeof useServerText>;

/**
 * Sign-up failures (accounts-and-admin §8): the server's message; a 401 without one means the name
 * is taken; anything else (no answer, an unknown text) 'Failed to create account. Please try again.'
 */
export function signUpErrorMessage(
  error: unknown,
  t: TFunction<'accounts'>,
  serverText: ServerText,
): { message: string; alreadyExists: boolean } {
  const explained = explainedError(error);
  if (error instanceof ApiError && error.status === 401 && !explained) {
    return { message: serverText('accountExists'), alreadyExists: true };
  }
  if (explained) {
    return { message: serverText(explained), alreadyExists: explained.code === 'accountExists' };
  }
  return { message: t('signUp.failed'), alreadyExists: false };
}

/**
 * A 429 that states its wait: 'Too many attempts. Please try again in N minutes.' (minutes rounded
 * up, at least 1); undefined for any other failure.
 */
function waitMessage(error: ApiError, t: TFunction<'accounts'>): string | undefined {
  if (error.status !== 429 || error.retryAfterSeconds === undefined) return undefined;
  const count = Math.max(1, Math.ceil(error.retryAfterSeconds / 60));
  return t('signIn.errors.tooManyAttempts', { count });
}

/**
 * Sign-in failures by status (accounts-and-admin §8): 401 wrong name or password, 404 no such
 * account, otherwise a general error. A rate limit (429) says how long to wait; a rule of the form
 * (400) shows its own text, which says what to do.
 */
export function signInErrorMessage(
  error: unknown,
  t: TFunction<'accounts'>,
  serverText: ServerText,
): string {
  if (!(error instanceof ApiError)) return t('signIn.errors.generic');
  if (error.status === 401) return serverText('invalidCredentials');
  if (error.status === 404) return t('signIn.errors.notFound');
  const wait = waitMessage(error, t);
  if (wait) return wait;
  const explained = explainedError(error);
  if ((error.status === 429 || error.status === 400) && explained) return serverText(explained);
  return t('signIn.errors.generic');
}

/**
 * Two-factor login failures (accounts-and-admin §8): 401 wrong email or password, 400 a wrong code
 * (or the server's own reason), 429 how long to wait, otherwise 'Authentication failed'.
 */
export function twoFactorLoginErrorMessage(
  error: unknown,
  t: TFunction<'accounts'>,
  serverText: ServerText,
): string {
  if (!(error instanceof ApiError)) return t('twoFactorLogin.failed');
  if (error.status === 401) {
    // With a sign-in's challenge instead of the password, a 401 says the step expired.
    return serverText(
      error.code === 'signInStepExpired' ? 'signInStepExpired' : 'invalidEmailOrPassword',
    );
  }
  const explained = explainedError(error);
  if (error.status === 400) return serverText(explained ?? 'invalidVerificationCode');
  const wait = waitMessage(error, t);
  if (wait) return wait;
  if (error.status === 429 && explained) return serverText(explained);
  return t('twoFactorLogin.failed');
}

/**
 * Failures of the Google link step: 401 a wrong password, 400 a wrong code or an expired step,
 * 409 the Google account went to another account, 429 too many attempts — the server's text; no
 * answer at all: 'Authentication failed'.
 */
export function googleLinkErrorMessage(
  error: unknown,
  t: TFunction<'accounts'>,
  serverText: ServerText,
): string {
  if (error instanceof ApiError && error.status === 401) {
    return serverText('invalidCredentials');
  }
  const explained = explainedError(error);
  if (explained) return serverText(explained);
  return t('twoFactorLogin.failed');
}
