import { useTranslation } from 'react-i18next';
import { useConvertedPrice } from '@/hooks/use-display-currency';
import { formatPrice } from '@/utils/format-price';

/**
 * A price of record, "CN¥88.00", with "≈ $12.34" beside it in the shopper's display currency.
 * The surrounding element sets the size and colour of the CNY figure.
 */
export function Price({ cny }: { cny: number }) {
  const { t, i18n } = useTranslation();
  const converted = useConvertedPrice()(cny);
  return (
    <>
      <span>{formatPrice(cny, i18n.resolvedLanguage ?? i18n.language)}</span>
      {converted && (
        <span className="ms-1.5 text-[0.8em] font-normal whitespace-nowrap text-neutral-600">
          {t('price.approximately', { amount: converted })}
        </span>
      )}
    </>
  );
}
