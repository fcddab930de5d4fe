import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyMessageKeys } from '@/lib/server-messages';

const messageKeys = lazyMessageKeys(() => import('@curio/shared/messages'));

/**
 * A server text of the spec shown in the current language; any other text is shown as is.
 * Undefined while the table of texts downloads, at the first error of a visit.
 */
export function useTranslatedMessage(message: string): string | undefined {
  const { t } = useTranslation();
  const [keyOf, setKeyOf] = useState(messageKeys.loaded);
  useEffect(() => {
    if (keyOf) return;
    let current = true;
    void messageKeys.load().then((loaded) => {
      if (current) setKeyOf(() => loaded);
    });
    return () => {
      current = false;
    };
  }, [keyOf]);
  if (!keyOf) return undefined;
  const key = keyOf(message);
  return key ? t(`messages.${key}`) : message;
}
