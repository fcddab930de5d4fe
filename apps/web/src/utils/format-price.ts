const formatters = new Map<string, Intl.NumberFormat>();

/** A price in yuan (CNY) with 2 decimals, written the way the given language writes money. */
export function formatPrice(price: number, language: string): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: 'CNY',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(language, formatter);
  }
  return formatter.format(price);
}
