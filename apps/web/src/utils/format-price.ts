import { formatMoney } from '@curio/shared';

/** A price of record in yuan, as "CN¥88.00" written the way the given language writes money. */
export function formatPrice(price: number, language: string): string {
  return formatMoney(price, 'CNY', language);
}
