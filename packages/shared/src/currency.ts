import { DISPLAY_CURRENCIES, type DisplayCurrency, type Language } from './limits';

/** The currencies an admin sets a rate for: every display currency but the price of record. */
export const CONVERTED_CURRENCIES = ['USD', 'EUR', 'GBP'] as const satisfies readonly Exclude<
  DisplayCurrency,
  'CNY'
>[];
export type ConvertedCurrency = (typeof CONVERTED_CURRENCIES)[number];

export const isDisplayCurrency = (value: unknown): value is DisplayCurrency =>
  (DISPLAY_CURRENCIES as readonly unknown[]).includes(value);

/**
 * The currency shown to a shopper who has not chosen one: the one of the language's main
 * market (docs/decisions/018-display-currency.md).
 */
const CURRENCY_OF_LANGUAGE: Record<Language, DisplayCurrency> = {
  en: 'USD',
  zh: 'CNY',
  es: 'EUR',
  de: 'EUR',
  fr: 'EUR',
};

export function currencyForLanguage(language: string): DisplayCurrency {
  const base = language.split('-')[0]?.toLowerCase() ?? '';
  return base in CURRENCY_OF_LANGUAGE ? CURRENCY_OF_LANGUAGE[base as Language] : 'USD';
}

/** Digits after the point a stored rate can have (the column is numeric(18, 8)). */
const RATE_SCALE = 8;
const RATE_UNIT = 10n ** BigInt(RATE_SCALE);

/** A rate's decimal text as an integer count of 1e-8 units; undefined when it is not one. */
function scaledRate(perCny: string): bigint | undefined {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(perCny.trim());
  if (!match?.[1]) return undefined;
  const fraction = match[2] ?? '';
  if (fraction.length > RATE_SCALE) return undefined;
  const scaled = BigInt(match[1]) * RATE_UNIT + BigInt(fraction.padEnd(RATE_SCALE, '0'));
  return scaled > 0n ? scaled : undefined;
}

/**
 * A price in CNY converted at `perCny` units per yuan, rounded half up to the cent. Computed on
 * whole cents and 1e-8 rate units, so no binary fraction shifts a cent; undefined when the rate
 * is not a positive decimal (the caller then shows CNY only, never a wrong number).
 */
export function convertFromCny(cny: number, perCny: string): number | undefined {
  const rate = scaledRate(perCny);
  if (rate === undefined || !Number.isFinite(cny) || cny < 0) return undefined;
  const cents = BigInt(Math.round(cny * 100));
  return Number((cents * rate + RATE_UNIT / 2n) / RATE_UNIT) / 100;
}

/** A stored rate without the column's trailing zeros: "0.13890000" → "0.1389". */
export function plainRate(perCny: string): string {
  return perCny.includes('.') ? perCny.replace(/\.?0+$/, '') : perCny;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: DisplayCurrency, language: string): Intl.NumberFormat {
  const key = `${language}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      currencyDisplay: 'symbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The yuan's sign that no reader takes for the yen's (which Intl writes as "¥" too). */
export const YUAN_SIGN = 'CN¥';

/**
 * An amount written the way `language` writes money. Intl's "symbol" display gives "$", "€",
 * "£" (or "US$" where "$" alone is ambiguous) but for the yuan "CN¥" in English and German only
 * ("¥" in Chinese, "CNY" in Spanish and French): the yuan always gets "CN¥", in the place and
 * with the spacing the language gives a currency sign.
 */
export function formatMoney(amount: number, currency: DisplayCurrency, language: string): string {
  const formatter = formatterFor(currency, language);
  if (currency !== 'CNY') return formatter.format(amount);
  return formatter
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' ? YUAN_SIGN : part.value))
    .join('');
}
