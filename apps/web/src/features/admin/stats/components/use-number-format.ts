import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Counts and percentages written the way the current language writes them. */
export function useNumberFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const count = new Intl.NumberFormat(language);
    const percent = new Intl.NumberFormat(language, {
      style: 'percent',
      maximumFractionDigits: 1,
    });
    const day = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric' });
    return {
      count: (value: number) => count.format(value),
      /** `rate` in percent (12.5 → "12.5%"). */
      percent: (rate: number) => percent.format(rate / 100),
      /** A `YYYY-MM-DD` day. */
      day: (date: string) => day.format(new Date(`${date}T00:00:00`)),
    };
  }, [language]);
}
