import { messageKeyOf, MESSAGES } from '@curio/shared';
import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';

type ServerText = (message: string) => string;

const isSpecText = (error: ApiError) => messageKeyOf(error.message) !== undefined;

/** Starting set-up failed (accounts-and-admin §8): no answer, the server's reason, or the default. */
export function setupErrorMessage(
  error: unknown,
  t: TFunction<'accounts'>,
  serverText: ServerText,
) {
  if (!(error instanceof ApiError)) return t('twoFactor.errors.connection');
  if (error.status !== 500 && isSpecText(error)) return serverText(error.message);
  return t('twoFactor.errors.qrFailed');
}

/** A set-up code was refused: 400 'Invalid verification code', no answer, or the default. */
export function verifyErrorMessage(
  error: unknown,
  t: TFunction<'accounts'>,
  serverText: ServerText,
) {
  if (!(error instanceof ApiError)) return t('twoFactor.errors.connection');
  if (error.status === 400) {
    return serverText(isSpecText(error) ? error.message : MESSAGES.invalidVerificationCode);
  }
  if (error.status === 429 && isSpecText(error)) return serverText(error.message);
  return t('twoFactor.errors.verifyFailed');
}

/** Turning two-factor off failed: a wrong code, or 'Failed to disable 2FA'. */
export function disableErrorMessage(
  error: unknown,
  t: TFunction<'accounts'>,
  serverText: ServerText,
) {
  if (error instanceof ApiError && (error.status === 400 || error.status === 429)) {
    return serverText(isSpecText(error) ? error.message : MESSAGES.invalidVerificationCode);
  }
  return t('twoFactor.errors.disableFailed');
}
