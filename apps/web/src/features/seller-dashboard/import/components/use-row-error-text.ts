import type { ImportRowError } from '@curio/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerText } from '@/hooks/use-server-text';
import { englishReason } from '../utils/import-report';

/** "Price: Price must be greater than 0", in the current language. */
export function useRowErrorText(): (error: ImportRowError) => string {
  const { t } = useTranslation('dashboard');
  const serverText = useServerText();
  return useCallback(
    (error: ImportRowError) =>
      t('import.fieldError', {
        field: t(`import.fields.${error.field}`),
        problem: serverText({
          code: error.code,
          params: error.params,
          message: englishReason(error),
        }),
      }),
    [t, serverText],
  );
}
