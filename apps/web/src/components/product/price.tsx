import { createContext, use, useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConvertedPrice, useDisplayRate } from '@/hooks/use-display-currency';
import { formatPrice } from '@/utils/format-price';

/** A price's texts: "CN¥88.00", and "≈ $12.34" when the display currency has a rate. */
type PriceTexts = { cny: string; approximately: string | undefined };

const PriceTextsContext = createContext<((cny: number) => PriceTexts) | null>(null);

/**
 * How the prices below are written, worked out once for all of them: the page's language, the
 * display currency and its rate. A page shows dozens of prices; each asking for these itself
 * subscribed to each, and rendered again on its own when they changed.
 */
export function PriceTextsProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const converted = useConvertedPrice(language);
  const texts = useCallback(
    (cny: number): PriceTexts => {
      const amount = converted(cny);
      return {
        cny: formatPrice(cny, language),
        approximately: amount === undefined ? undefined : t('price.approximately', { amount }),
      };
    },
    [converted, language, t],
  );
  return <PriceTextsContext value={texts}>{children}</PriceTextsContext>;
}

/**
 * A price of record, "CN¥88.00", with "≈ $12.34" beside it in the shopper's display currency.
 * The surrounding element sets the size and colour of the CNY figure. Inside PriceTextsProvider
 * (every page is: app/frame.tsx).
 */
export function Price({ cny }: { cny: number }) {
  const texts = use(PriceTextsContext);
  if (!texts) throw new Error('Price needs a PriceTextsProvider above it');
  const { cny: shown, approximately } = texts(cny);
  return (
    <>
      <span>{shown}</span>
      {approximately && (
        <span className="ms-1.5 text-[0.8em] font-normal whitespace-nowrap text-neutral-600">
          {approximately}
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
