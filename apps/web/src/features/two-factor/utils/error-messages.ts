import type { TFunction } from 'i18next';
import type { useServerText } from '@/hooks/use-server-text';
import { ApiError, explainedError } from '@/lib/api-client';

type ServerText = ReturnType<typeof useServerText>;

/** Starting set-up failed (accounts-and-admin §8): no answer, the server's reason, or the default. */
export function setupErrorMessage(
  error: unknown,
  t: TFunction<'accounts'>,
  serverText: ServerText,
) {
  if (!(error instanceof ApiError)) return t('twoFactor.errors.connection');
  const explained = explainedError(error);
  if (error.status !== 500 && explained) return serverText(explained);
  return t('twoFactor.errors.qrFailed');
}

/** A set-up code was refused: 400 'Invalid verification code', no answer, or the default. */
export function verifyErrorMessage(
  error: unknown,
  t: TFunction<'accounts'>,
  serverText: ServerText,
) {
  if (!(error instanceof ApiError)) return t('twoFactor.errors.connection');
  const explained = explainedError(error);
  if (error.status === 400) return serverText(explained ?? 'invalidVerificationCode');
  if (error.status === 429 && explained) return serverText(explained);
  return t('twoFactor.errors.verifyFailed');
}

/** Turning two-factor off failed: a wrong code, or 'Failed to disable 2FA'. */
export function disableErrorMessage(
  error: unknown,
  t: TFunction<'accounts'>,
  serverText: ServerText,
) {
  if (error instanceof ApiError && (error.status === 400 || error.status === 429)) {
    return serverText(explainedError(error) ?? 'invalidVerificationCode');
  }
  return t('twoFactor.errors.disableFailed');
}
