import { messageKeyOf } from '@curio/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Shows a server text of the spec in the current language (`messages.<key>` of the `translation`
 * namespace); any other text is shown as it came.
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
