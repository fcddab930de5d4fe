import { productPriceSchemaIn } from '@curio/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/utils/format-price';

/**
 * The amount the price field's text is read as, written as the page's language writes money
 * ("Read as CN¥1,234.50"), so a misplaced separator never changes the price unseen; undefined
 * while the field is empty or its text breaks a rule (the field's error then says which).
 */
export function useUnderstoodPrice(text: unknown, language: string): string | undefined {
  const { t } = useTranslation('dashboard');
  const schema = useMemo(() => productPriceSchemaIn(language), [language]);
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  const result = schema.safeParse(text);
  return result.success
    ? t('form.priceUnderstood', { amount: formatPrice(result.data, language) })
    : undefined;
}
