import { messageKeyOf } from '@curio/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

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
