import {
  convertFromCny,
  currencyForLanguage,
  formatMoney,
  type CurrencyRate,
  type DisplayCurrency,
} from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '@/lib/api-client';
import {
  readCurrencyChoice,
  saveCurrencyChoice,
  subscribeToCurrencyChoice,
} from '@/lib/display-currency';

/** Rates change when an admin sets one: a reload or a few minutes show the new figure. */
const RATES_STALE_TIME = 5 * 60_000;

export const currencyRatesQueryKey = ['currency-rates'];

/** A rate as the server sends it; anything else is left out (and its currency shown in CNY). */
function isRate(value: unknown): value is CurrencyRate {
  if (typeof value !== 'object' || value === null) return false;
  const { currency, perCny } = value as Record<string, unknown>;
  return typeof currency === 'string' && typeof perCny === 'string';
}

/**
 * GET /api/currency-rates: units of each display currency per 1 CNY. Prefetched by the server for
 * every page (app/frame.tsx), so that a page's prices are converted from its first paint.
 */
export const getCurrencyRatesQueryOptions = () =>
  queryOptions({
    queryKey: currencyRatesQueryKey,
    queryFn: async ({ signal }) => {
      const rates = await apiFetch('/api/currency-rates', { signal });
      return Array.isArray(rates) ? rates.filter(isRate) : [];
    },
    staleTime: RATES_STALE_TIME,
  });

const useCurrencyRates = () => useQuery(getCurrencyRatesQueryOptions());

/**
 * The currency the shopper sees prices in beside CNY when the page is in `language`: their choice,
 * else the language's. The server renders no choice (it cannot read this browser's storage); React
 * then re-renders with it.
 */
function useCurrencyIn(language: string): DisplayCurrency {
  const choice = useSyncExternalStore(subscribeToCurrencyChoice, readCurrencyChoice, () => null);
  return choice ?? currencyForLanguage(language);
}

/** The display currency of the page's language, and how to choose another. */
export function useDisplayCurrency(): [DisplayCurrency, (currency: DisplayCurrency) => void] {
  const { i18n } = useTranslation();
  return [useCurrencyIn(i18n.resolvedLanguage ?? i18n.language), saveCurrencyChoice];
}

/** The rate the display currency is converted at, with when an admin set it; none for CNY. */
export function useDisplayRate(): CurrencyRate | undefined {
  const [currency] = useDisplayCurrency();
  const rates = useCurrencyRates().data;
  return currency === 'CNY' ? undefined : rates?.find((rate) => rate.currency === currency);
}

/**
 * A CNY amount in the display currency ("$12.34") written for `language` (the caller's
 * `i18n.resolvedLanguage`: a page of prices then asks i18next once per price, not three times) —
 * or undefined when the display currency is CNY or has no rate yet: never a wrong number.
 */
export function useConvertedPrice(language: string): (cny: number) => string | undefined {
  const currency = useCurrencyIn(language);
  const rates = useCurrencyRates().data;
  const perCny = rates?.find((rate) => rate.currency === currency)?.perCny;
  return useCallback(
    (cny: number) => {
      if (currency === 'CNY' || perCny === undefined) return undefined;
      const amount = convertFromCny(cny, perCny);
      return amount === undefined ? undefined : formatMoney(amount, currency, language);
    },
    [currency, perCny, language],
  );
}
