import { messageKeyOf } from '@curio/shared';
import { useTranslation } from 'react-i18next';

/** A server text of the spec shown in the current language; any other text is shown as is. */
export function useTranslatedMessage(message: string): string {
  const { t } = useTranslation();
  const key = messageKeyOf(message);
  return key ? t(`messages.${key}`) : message;
}
