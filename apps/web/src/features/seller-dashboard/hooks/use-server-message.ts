import { messageKeyOf } from '@curio/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';

/**
 * Translates a server text of the spec (`messages.<key>` of the `translation` namespace); any
 * other text is returned as it is. For toasts and other messages made in event handlers.
 */
export function useServerMessage(): (message: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (message: string) => {
      const key = messageKeyOf(message);
      return key ? t(`messages.${key}`) : message;
    },
    [t],
  );
}

/** The server's message of a failed call, or undefined when the call never got an answer. */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof ApiError && !error.message.startsWith('HTTP Error:')
    ? error.message
    : undefined;
}
