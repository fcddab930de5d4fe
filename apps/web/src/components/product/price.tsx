import { useTranslation } from 'react-i18next';
import { useConvertedPrice, useDisplayRate } from '@/hooks/use-display-currency';
import { formatPrice } from '@/utils/format-price';

/**
 * A price of record, "CN¥88.00", with "≈ $12.34" beside it in the shopper's display currency.
 * The surrounding element sets the size and colour of the CNY figure.
 */
export function Price({ cny }: { cny: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const converted = useConvertedPrice(language)(cny);
  return (
    <>
      <span>{formatPrice(cny, language)}</span>
      {converted && (
        <span className="ms-1.5 text-[0.8em] font-normal whitespace-nowrap text-neutral-600">
          {t('price.approximately', { amount: converted })}
        </span>
      )}
    </>
  );
}

/** Under a product's price: which rate the "≈" figure uses and that the shop is paid in CNY. */
export function RateNote() {
  const { t, i18n } = useTranslation();
  const rate = useDisplayRate();
  const setAt = rate ? new Date(rate.setAt) : undefined;
  if (!rate || !setAt || Number.isNaN(setAt.getTime())) return null;
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, {
    dateStyle: 'medium',
  }).format(setAt);
  return (
    <p className="mt-1 text-sm text-neutral-600">
      {t('price.rateNote', { currency: rate.currency, date })}
    </p>
  );
}
