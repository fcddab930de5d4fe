import type { ErrorBody, MessageKey } from '@curio/shared';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A text of the server: its code, the values of its placeholders and its English message. Without
 * a code (a reply with no error body, an error of the browser) the message is shown as it is.
 */
export type ServerText = Pick<ErrorBody, 'params' | 'message'> & {
  readonly code?: ErrorBody['code'] | undefined;
};

/**
 * A text of the server in the current language: `messages.<code>` with its placeholders filled,
 * or the server's own message when this version of the web app has no translation for the code.
 * A bare key is one of the texts the web app knows the server sends (a success reply's, say).
 */
function translateServerText(t: TFunction, text: ServerText | MessageKey): string {
  if (typeof text === 'string') return t(`messages.${text}`);
  if (text.code === undefined) return text.message;
  return t(`messages.${text.code}`, { ...text.params, defaultValue: text.message });
}

/** The server's error of one field of a form, with its code (`fieldCodes`) when it sent one. */
export function serverFieldText(
  error: {
    fieldErrors?: ErrorBody['fieldErrors'];
    fieldCodes?: ErrorBody['fieldCodes'];
    params?: ErrorBody['params'];
  },
  field: string,
): ServerText | undefined {
  const message = error.fieldErrors?.[field];
  if (message === undefined) return undefined;
  return { code: error.fieldCodes?.[field], params: error.params, message };
}

/** `translateServerText` with the current language's `t`, for components and their handlers. */
export function useServerText(): (text: ServerText | MessageKey) => string {
  const { t } = useTranslation();
  return useCallback((text: ServerText | MessageKey) => translateServerText(t, text), [t]);
}
