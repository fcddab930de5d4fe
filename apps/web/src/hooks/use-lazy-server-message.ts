import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyMessageKeys } from '@/lib/server-messages';

const messageKeys = lazyMessageKeys(() => import('@curio/shared/messages'));

/**
 * Translates a server text of the spec (`messages.<key>`), as useServerMessage does, for the event
 * handlers of first pages: the table of texts is downloaded with the first one to show.
 */
export function useLazyServerMessage(): (message: string) => Promise<string> {
  const { t } = useTranslation();
  return useCallback(
    async (message: string) => {
      const key = (await messageKeys.load())(message);
      return key ? t(`messages.${key}`) : message;
    },
    [t],
  );
}
