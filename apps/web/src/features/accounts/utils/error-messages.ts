import { messageKeyOf, MESSAGES } from '@curio/shared';
import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';

type ServerText = (message: string) => string;

/** The server sent one of the spec's texts (not the generic 'HTTP Error: status N'). */
function isSpecText(error: unknown): error is ApiError {
  return error instanceof ApiError && messageKeyOf(error.message) !== undefined;
}

/**
 * Sign-up failures (accounts-and-admin §8): the server's message; a 401 without one means the name
 * is taken; anything else (no answer, an unknown text) 'Failed to create account. Please try again.'
 */
export function signUpErrorMessage(
  error: unknown,
  t: TFunction<'accounts'>,
  serverText: ServerText,
): { message: string; alreadyExists: boolean } {
  if (error instanceof ApiError && error.status === 401 && !isSpecText(error)) {
    return { message: serverText(MESSAGES.accountExists), alreadyExists: true };
  }
  if (isSpecText(error)) {
    return {
      message: serverText(error.message),
      alreadyExists: error.message.includes('already exists'),
    };
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
  if (error.status === 401) return serverText(MESSAGES.invalidCredentials);
  if (error.status === 404) return t('signIn.errors.notFound');
  const wait = waitMessage(error, t);
  if (wait) return wait;
  if ((error.status === 429 || error.status === 400) && isSpecText(error)) {
    return serverText(error.message);
  }
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
    const expired = error.message === MESSAGES.signInStepExpired;
    return serverText(expired ? MESSAGES.signInStepExpired : MESSAGES.invalidEmailOrPassword);
  }
  if (error.status === 400) {
    return serverText(isSpecText(error) ? error.message : MESSAGES.invalidVerificationCode);
  }
  const wait = waitMessage(error, t);
  if (wait) return wait;
  if (error.status === 429 && isSpecText(error)) return serverText(error.message);
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
    return serverText(MESSAGES.invalidCredentials);
  }
  if (isSpecText(error)) return serverText(error.message);
  return t('twoFactorLogin.failed');
}
