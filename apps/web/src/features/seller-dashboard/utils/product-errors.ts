import type { TFunction } from 'i18next';
import { serverFieldText, type ServerText, type useServerText } from '@/hooks/use-server-text';
import { ApiError, explainedError } from '@/lib/api-client';

export type ProductOperation = 'create' | 'update' | 'upload';

/**
 * The status message of a failed product call (accounts-and-admin §8): 400, 401, 413 (and 403, 404
 * for an update) have their own texts; any other failure shows the server's message, else the
 * operation's default.
 */
export function productErrorMessage(
  operation: ProductOperation,
  error: unknown,
  t: TFunction<'dashboard'>,
  translateServer: ReturnType<typeof useServerText>,
): string {
  const status = error instanceof ApiError ? error.status : 0;
  const serverMessage = explainedError(error);
  switch (status) {
    case 400:
      return operation === 'upload' ? t('errors.uploadValidation') : t('errors.saveValidation');
    case 401:
      return translateServer('sessionExpired');
    case 403:
      // A frozen seller, or someone else's product.
      return translateServer(
        serverMessage ?? (operation === 'update' ? 'noPermissionProduct' : 'forbidden'),
      );
    case 404:
      return translateServer('productNotFound');
    case 413:
      return t('errors.tooLarge');
  }
  if (operation === 'upload') {
    if (status === 0 || !(error instanceof ApiError)) return t('errors.uploadFailed');
    return serverMessage ? translateServer(serverMessage) : error.message;
  }
  if (serverMessage) return translateServer(serverMessage);
  return operation === 'create' ? t('errors.createFailed') : t('errors.updateFailed');
}

/** The server's own message of a refused upload, shown on the images field (400 and 413). */
export function imageFieldErrorOf(error: unknown): ServerText | undefined {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 413)) {
    return undefined;
  }
  return serverFieldText(error, 'files') ?? explainedError(error);
}
