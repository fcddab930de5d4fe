import { messageKeyOf } from '@curio/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A validation message of a shared schema, checked in the browser, in the current language. Zod
 * reports the schema's English text, so its key is looked up in MESSAGES; any other text (one
 * already translated) is shown as it is.
 */
export function useSchemaText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (message: string | undefined) => {
      if (!message) return undefined;
      const key = messageKeyOf(message);
      return key ? t(`messages.${key}`) : message;
    },
    [t],
  );
}
